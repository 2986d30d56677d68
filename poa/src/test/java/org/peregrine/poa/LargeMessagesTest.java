package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.util.ResourceLeakDetector;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Messages far larger than the fragment size, in every GIOP version, many at once on one
 * connection. Buffers are checked through the pools' exact active-allocation counts; Netty's
 * paranoid leak tracking (a stack trace per access of tens of thousands of fragments) is off here.
 */
class LargeMessagesTest {

    private static ResourceLeakDetector.Level previousLevel;

    @BeforeAll
    static void trackLeaksCheaply() {
        previousLevel = ResourceLeakDetector.getLevel();
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
    }

    @AfterAll
    static void restoreLeakTracking() {
        ResourceLeakDetector.setLevel(previousLevel);
    }

    private static final int FRAGMENT_SIZE = 256;

    /** An ORB with small fragments whose calls to one server all share one connection. */
    private static ORB orb(int giopMinor) {
        return TwoOrbs.orb(Map.of("peregrine.giop.fragmentSize", Integer.toString(FRAGMENT_SIZE),
                "peregrine.giop.minor", Integer.toString(giopMinor),
                "peregrine.client.connectionsPerEndpoint", "1"));
    }

    private static int[] longs(int count, int seed) {
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            values[i] = seed * 31 + i * 7;
        }
        return values;
    }

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {0, 1, 2})
    @Timeout(60)
    void largeRequestsAndRepliesShouldArriveIntactWhileSharingAConnection(int giopMinor) throws Exception {
        ORB server = orb(giopMinor);
        ORB client = orb(2);
        ExecutorService callers = Executors.newFixedThreadPool(8);
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(new EchoServant()))));

            String text = "Grüße ".repeat(10_000);
            assertEquals(text, echo.echoString(text));
            assertArrayEquals(longs(100_000, 1), echo.echoLongs(longs(100_000, 1)));

            List<Future<?>> calls = new ArrayList<>();
            for (int caller = 0; caller < 8; caller++) {
                int seed = caller;
                calls.add(callers.submit(() -> {
                    for (int round = 0; round < 5; round++) {
                        int[] values = longs(20_000 + seed * 100, seed + round);
                        assertArrayEquals(values, echo.echoLongs(values));
                    }
                    return null;
                }));
            }
            for (Future<?> call : calls) {
                call.get(60, TimeUnit.SECONDS);
            }
            assertEquals(1, ((PeregrineOrb) client).statistics().clientConnections());
        } finally {
            callers.shutdownNow();
            client.destroy();
            server.destroy();
        }
        Await.buffersReleased(client, server);
    }

    /**
     * A fragmented request runs from its first message and its upcall waits for the Fragments
     * (docs/architecture.md, fragments read as they arrive): with one leader/follower thread
     * (which must read them itself), with promotion before every upcall, and with the worker
     * pool (whose reader thread routes them to the waiting worker), and with a thread per
     * connection (whose thread runs the request and reads its Fragments itself).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"peregrine.threads.pool=1", "peregrine.threads.promotionDelay=0",
            "peregrine.threads.strategy=worker-pool", "peregrine.threads.strategy=thread-per-connection"})
    @Timeout(60)
    void fragmentedRequestsShouldRunWhileTheirFragmentsArriveWhateverTheThreads(String setting) throws Exception {
        String[] property = setting.split("=");
        ORB server = TwoOrbs.orb(Map.of("peregrine.giop.fragmentSize", Integer.toString(FRAGMENT_SIZE),
                property[0], property[1]));
        ORB client = orb(2);
        ExecutorService callers = Executors.newFixedThreadPool(3);
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(new EchoServant()))));

            String text = "Grüße ".repeat(5_000);
            assertEquals(text, echo.echoString(text));
            List<Future<?>> calls = new ArrayList<>();
            for (int caller = 0; caller < 3; caller++) {
                int seed = caller;
                calls.add(callers.submit(() -> {
                    for (int round = 0; round < 3; round++) {
                        int[] values = longs(300_000 + seed * 1000, seed + round);
                        assertArrayEquals(values, echo.echoLongs(values));
                    }
                    return null;
                }));
            }
            for (Future<?> call : calls) {
                call.get(60, TimeUnit.SECONDS);
            }
        } finally {
            callers.shutdownNow();
            client.destroy();
            server.destroy();
        }
        Await.buffersReleased(client, server);
    }
}
