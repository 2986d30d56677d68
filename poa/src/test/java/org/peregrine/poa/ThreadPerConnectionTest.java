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
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;
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

    /** The argument with which {@link RecordingEcho#echoLong} calls {@code forwardTo}. */
    private static final int FORWARDED = 21;

    /**
     * Records the threads its {@code echoLong} ran on; passes {@link #FORWARDED} on to {@code
     * forwardTo}'s {@code slowEcho}, if set.
     */
    private static final class RecordingEcho extends EchoServant {
        final Set<String> threads = ConcurrentHashMap.newKeySet();
        volatile Echo forwardTo;

        @Override
        public int echoLong(int v) {
            threads.add(Thread.currentThread().getName());
            return v == FORWARDED && forwardTo != null ? forwardTo.slowEcho(v, 0) : v;
        }
    }

    private ORB server;
    private ORB client;
    private final RecordingEcho servant = new RecordingEcho();
    private Echo echo;

    @BeforeEach
    void start() throws Exception {
        // no request here runs long: every hand-over is one the tests make
        server = TwoOrbs.orb(Map.of(OrbProperties.THREAD_STRATEGY, "thread-per-connection",
                OrbProperties.HAND_OVER_AFTER, "600000"));
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
        Await.until("the acceptor, the watcher, the client connections' pool thread and one connection thread left: "
                + statistics(), () -> statistics().threads() == 4);
        assertEquals(2, servant.threads.size(), "the nested calls ran on the threads handed the connection");
    }

    /**
     * The thread of a connection waits, selecting, for the last Fragment of a request (GIOP 1.2
     * lets requests interleave) and meanwhile runs a request that arrived whole, whose upcall
     * calls another ORB and is held there: the connection has gone to a new thread, in blocking
     * mode again, which serves a third request and reads the Fragment for the first.
     */
    @Test
    void connectionHandedOverWhileARequestWaitsForItsFragmentShouldServeTheOthers() throws Exception {
        ORB elsewhere = TwoOrbs.orb(Map.of());
        HeldEcho held = new HeldEcho();
        try (AutoCloseable release = held.released::countDown) {
            POA elsewhereRoot = POAHelper.narrow(elsewhere.resolve_initial_references("RootPOA"));
            elsewhereRoot.the_POAManager().activate();
            servant.forwardTo = EchoHelper.narrow(server.string_to_object(
                    elsewhere.object_to_string(elsewhereRoot.servant_to_reference(held))));
            IiopProfile profile = IorCodec.fromString(server.object_to_string(servant._this_object(server)))
                    .iiopProfile();
            byte[] key = profile.objectKey();
            byte[] firstPart = RawGiopClient.request12(1, key, "echoLongs").ulong(3).ulong(7).finish();
            firstPart[6] |= RawGiopClient.MORE_FRAGMENTS;

            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), 10_000)) {
                raw.send(firstPart);
                raw.send(RawGiopClient.request12(2, key, "echoLong").ulong(FORWARDED).finish());
                held.entered.await();
                raw.send(new RawGiopClient.Writer(1, 2, RawGiopClient.FRAGMENT).ulong(1).ulong(8).ulong(9).finish());
                raw.send(RawGiopClient.request12(3, key, "echoLong").ulong(5).finish());

                RawGiopClient.Message third = raw.readMessage();
                assertEquals(3, third.reply().requestId(), "served while request 2 is held");
                assertEquals(5, third.longResult());

                held.released.countDown();
                RawGiopClient.Message second = raw.readMessage();
                assertEquals(2, second.reply().requestId());
                assertEquals(FORWARDED, second.longResult());
                RawGiopClient.Reply first = raw.readMessage().reply();
                assertEquals(1, first.requestId());
                assertEquals(0, first.status(), "NO_EXCEPTION: its arguments were read to the end");
            }
        } finally {
            elsewhere.destroy();
        }
    }

    private org.peregrine.orb.OrbStatistics statistics() {
        return ((PeregrineOrb) server).statistics();
    }
}
