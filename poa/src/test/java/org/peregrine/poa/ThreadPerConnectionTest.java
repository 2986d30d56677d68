package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.PeregrineOrb;
import smoke.Callback;
import smoke.CallbackHelper;
import smoke.CallbackPOA;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * A server under {@code thread-per-connection}, called by a client that makes every call over one
 * connection: each request runs on the thread that reads its connection, and a call back into the
 * server made during an upcall, arriving on the connection whose thread waits for it, is served.
 */
@Timeout(60)
class ThreadPerConnectionTest {

    /** Records the threads its {@code echoLong} ran on. */
    private static final class RecordingEcho extends EchoServant {
        final Set<String> threads = ConcurrentHashMap.newKeySet();

        @Override
        public int echoLong(int v) {
            threads.add(Thread.currentThread().getName());
            return v;
        }
    }

    private ORB server;
    private ORB client;
    private final RecordingEcho servant = new RecordingEcho();
    private Echo echo;

    @BeforeEach
    void start() throws Exception {
        server = TwoOrbs.orb(Map.of(OrbProperties.THREAD_STRATEGY, "thread-per-connection"));
        client = TwoOrbs.orb(Map.of(OrbProperties.CONNECTIONS_PER_ENDPOINT, "1"));
        POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        echo = EchoHelper.narrow(client.string_to_object(server.object_to_string(root.servant_to_reference(servant))));
    }

    @AfterEach
    void stop() {
        client.destroy();
        server.destroy();
    }

    @Test
    void requestsShouldRunOnTheirConnectionsThreadWithoutHandOffs() {
        echo.echoLong(0); // the connection is open
        long wakeUps = statistics().threadWakeUps();

        for (int i = 1; i <= 100; i++) {
            assertEquals(i, echo.echoLong(i));
        }

        assertEquals(0, statistics().threadWakeUps() - wakeUps);
        assertEquals(1, servant.threads.size(), "one thread ran them all: " + servant.threads);
        assertTrue(servant.threads.iterator().next().contains("-conn-"), servant.threads.toString());
    }

    @Test
    void callBackIntoTheServerOverTheWaitingConnectionShouldBeServed() throws Exception {
        POA clientRoot = POAHelper.narrow(client.resolve_initial_references("RootPOA"));
        clientRoot.the_POAManager().activate();
        Callback reentering = CallbackHelper.narrow(clientRoot.servant_to_reference(new CallbackPOA() {
            @Override
            public int twice(int v) {
                return 2 * echo.echoLong(v); // over the one connection, whose server thread waits for us
            }
        }));

        assertEquals(42, echo.callBack(reentering, 21));
        assertEquals(42, echo.callBack(reentering, 21), "and again, on the thread the connection was handed to");

        // each upcall that called out handed the connection to a new thread and then ended
        Await.until("the acceptor, the client connections' pool thread and one connection thread left: "
                + statistics(), () -> statistics().threads() == 3);
        assertEquals(2, servant.threads.size(), "the nested calls ran on the threads handed the connection");
    }

    private org.peregrine.orb.OrbStatistics statistics() {
        return ((PeregrineOrb) server).statistics();
    }
}
