package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.orb.PeregrineOrb;
import smoke.Callback;
import smoke.CallbackHelper;
import smoke.CallbackPOA;
import smoke.Echo;
import smoke.EchoHelper;

class ConcurrentCallsTest {

    private TwoOrbs orbs;
    private Echo echo;

    @BeforeEach
    void start() throws Exception {
        orbs = new TwoOrbs();
        echo = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant())));
    }

    @AfterEach
    void stop() {
        orbs.close();
    }

    @Test
    @Timeout(60)
    void manyCallersShouldEachGetTheirOwnReplyOverAtMostTheConnectionLimit() throws Exception {
        int callers = 16;
        int callsEach = 200;
        ExecutorService pool = Executors.newFixedThreadPool(callers);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int caller = 0; caller < callers; caller++) {
                int base = caller * 1_000_000;
                results.add(pool.submit(() -> {
                    int checked = 0;
                    for (int i = 0; i < callsEach; i++) {
                        assertEquals(base + i, echo.echoLong(base + i));
                        assertEquals("c" + base + "/" + i, echo.echoString("c" + base + "/" + i));
                        checked++;
                    }
                    return checked;
                }));
            }
            for (Future<Integer> result : results) {
                assertEquals(callsEach, result.get(60, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
        int connections = ((PeregrineOrb) orbs.client).statistics().clientConnections();
        // 16 callers, at most peregrine.client.connectionsPerEndpoint (8) connections: the rest share
        assertTrue(connections >= 1 && connections <= 8, connections + " connections");
    }

    /** A callback that calls back into the server again: A → B → A → B. */
    private static final class Bouncer extends CallbackPOA {
        private final Echo server;

        Bouncer(Echo server) {
            this.server = server;
        }

        @Override
        public int twice(int v) {
            return server.echoLong(2 * v);
        }
    }

    @Test
    @Timeout(30)
    void nestedCallChainThreeDeepShouldCompleteAtDefaultPoolSizes() throws Exception {
        POA clientPoa = POAHelper.narrow(orbs.client.resolve_initial_references("RootPOA"));
        clientPoa.the_POAManager().activate();
        Callback bouncer = CallbackHelper.narrow(clientPoa.servant_to_reference(new Bouncer(echo)));
        assertEquals(42, echo.callBack(bouncer, 21));
    }

    @Test
    @Timeout(60)
    void concurrentNestedCallsShouldAllComplete() throws Exception {
        POA clientPoa = POAHelper.narrow(orbs.client.resolve_initial_references("RootPOA"));
        clientPoa.the_POAManager().activate();
        Callback bouncer = CallbackHelper.narrow(clientPoa.servant_to_reference(new Bouncer(echo)));
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                int value = i;
                results.add(pool.submit(() -> echo.callBack(bouncer, value)));
            }
            for (int i = 0; i < results.size(); i++) {
                assertEquals(2 * i, results.get(i).get(60, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
