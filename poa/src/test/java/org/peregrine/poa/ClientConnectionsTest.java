package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * {@code peregrine.client.connectionsPerEndpoint}: a caller takes a connection to the server's
 * endpoint that no other caller waits on, and opens another while fewer than the limit are open;
 * past the limit callers share them; calls made one at a time keep to one connection. Each held
 * call is known to have reached the server before the next caller starts, so which connections
 * are busy is certain.
 */
class ClientConnectionsTest {

    @Test
    @Timeout(30)
    void shouldOpenAConnectionPerWaitingCallerUpToTheLimit() throws Exception {
        assertEquals(2, connectionsForHeldCalls(Map.of("peregrine.client.connectionsPerEndpoint", "2"), 3));
    }

    @Test
    @Timeout(30)
    void shouldOpenAConnectionPerWaitingCallerByDefault() throws Exception {
        assertEquals(3, connectionsForHeldCalls(Map.of(), 3));
    }

    @Test
    @Timeout(30)
    void shouldMakeEveryCallOverOneConnectionWhenTheLimitIsOne() throws Exception {
        assertEquals(1, connectionsForHeldCalls(Map.of("peregrine.client.connectionsPerEndpoint", "1"), 3));
    }

    @Test
    @Timeout(30)
    void shouldKeepToOneConnectionForCallsMadeOneAtATime() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            Echo echo = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant())));
            ExecutorService threads = Executors.newFixedThreadPool(2);
            try {
                for (int i = 0; i < 20; i++) {
                    int value = i;
                    assertEquals(value, threads.submit(() -> echo.echoLong(value)).get(10, TimeUnit.SECONDS));
                }
            } finally {
                threads.shutdownNow();
            }
            assertEquals(1, ((PeregrineOrb) orbs.client).statistics().clientConnections());
        }
    }

    /**
     * The client connections a client ORB with {@code settings} holds once {@code callers} calls,
     * each started after the one before reached the server, all wait for their replies; each
     * call then gets its own reply.
     */
    private static int connectionsForHeldCalls(Map<String, String> settings, int callers) throws Exception {
        ORB server = TwoOrbs.orb(Map.of());
        ORB client = TwoOrbs.orb(settings);
        HoldingEcho servant = new HoldingEcho();
        ExecutorService threads = Executors.newFixedThreadPool(callers);
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(servant))));
            List<Future<Integer>> replies = new ArrayList<>();
            for (int caller = 0; caller < callers; caller++) {
                int value = 100 + caller;
                replies.add(threads.submit(() -> echo.echoLong(value)));
                assertTrue(servant.arrived.tryAcquire(10, TimeUnit.SECONDS), "call " + caller + " reached the server");
            }
            int connections = ((PeregrineOrb) client).statistics().clientConnections();
            servant.release.countDown();
            for (int caller = 0; caller < callers; caller++) {
                assertEquals(100 + caller, replies.get(caller).get(10, TimeUnit.SECONDS));
            }
            return connections;
        } finally {
            servant.release.countDown();
            threads.shutdownNow();
            client.destroy();
            server.destroy();
        }
    }

    /** Holds every {@code echoLong} until released, saying when each arrives. */
    private static final class HoldingEcho extends EchoServant {
        final Semaphore arrived = new Semaphore(0);
        final CountDownLatch release = new CountDownLatch(1);

        @Override
        public int echoLong(int v) {
            arrived.release();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return v;
        }
    }
}
