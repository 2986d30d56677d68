package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.orb.OrbStatistics;
import org.peregrine.orb.PeregrineOrb;
import smoke.Callback;
import smoke.CallbackHelper;
import smoke.CallbackPOA;
import smoke.Echo;
import smoke.EchoHelper;

class LeaderFollowerTest {

    /** The default promotion delay, in microseconds. */
    private static final int DEFERRED = 1000;
    /** Classic leader/follower: a follower promoted before every upcall. */
    private static final int EAGER = 0;

    private static ORB orb(String strategy, int poolThreads) {
        return orb(strategy, poolThreads, DEFERRED);
    }

    private static ORB orb(String strategy, int poolThreads, int promotionDelayMicros) {
        Properties props = TwoOrbs.props();
        props.setProperty("peregrine.threads.strategy", strategy);
        props.setProperty("peregrine.threads.pool", Integer.toString(poolThreads));
        props.setProperty("peregrine.threads.promotionDelay", Integer.toString(promotionDelayMicros));
        return ORB.init(new String[0], props);
    }

    private static POA activeRoot(ORB orb) throws Exception {
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        return root;
    }

    private static OrbStatistics callManyTimes(String strategy) throws Exception {
        return callManyTimes(orb(strategy, 4));
    }

    private static OrbStatistics callManyTimes(ORB client) throws Exception {
        ORB server = orb("leader-follower", 4);
        try {
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(activeRoot(server).servant_to_reference(new EchoServant()))));
            for (int i = 0; i < 200; i++) {
                assertEquals(i, echo.echoLong(i));
            }
            return ((PeregrineOrb) client).statistics();
        } finally {
            client.destroy();
            server.destroy();
        }
    }

    @Test
    void aLoneCallerShouldReadItsOwnRepliesWithoutAHandOff() throws Exception {
        OrbStatistics stats = callManyTimes("leader-follower");
        assertEquals(200, stats.repliesDelivered());
        assertEquals(0, stats.repliesHandedOff(), "replies read by another thread than their caller's");
    }

    @Test
    void aLoneCallerWaitingThroughTheSelectorShouldReadItsOwnRepliesToo() throws Exception {
        Properties props = TwoOrbs.props();
        props.setProperty("peregrine.threads.strategy", "leader-follower"); // whatever the run's default
        props.setProperty("peregrine.threads.callerReads", "selector");
        OrbStatistics stats = callManyTimes(ORB.init(new String[0], props));
        assertEquals(200, stats.repliesDelivered());
        assertEquals(0, stats.repliesHandedOff(), "replies read by another thread than their caller's");
    }

    @Test
    void theWorkerPoolBaselineShouldHandEveryReplyOff() throws Exception {
        OrbStatistics stats = callManyTimes("worker-pool");
        assertEquals(200, stats.repliesDelivered());
        assertEquals(200, stats.repliesHandedOff());
    }

    /**
     * One client calling in a loop never has two requests at the server at once, so a leader
     * that defers its promotion promotes no follower, while classic leader/follower promotes one
     * before every upcall. The server counts the hand-offs where it decides them, whether or not
     * a follower was parked at that moment. The delay is longer than the test, so no follower
     * takes over a vacancy however slowly an upcall runs.
     */
    @ParameterizedTest(name = "promotion delay {0} µs")
    @CsvSource({"60000000, 0", "0, 200"})
    void aLoneClientShouldCostAPromotionPerRequestOnlyWithoutPromotionDelay(int delayMicros, long handOffs)
            throws Exception {
        ORB server = orb("leader-follower", 4, delayMicros);
        ORB client = orb("leader-follower", 1);
        try {
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(activeRoot(server).servant_to_reference(new EchoServant()))));
            assertEquals(-1, echo.echoLong(-1)); // the connection is open
            long before = ((PeregrineOrb) server).statistics().threadWakeUps();
            for (int i = 0; i < 200; i++) {
                assertEquals(i, echo.echoLong(i));
            }
            assertEquals(handOffs, ((PeregrineOrb) server).statistics().threadWakeUps() - before,
                    "hand-offs for 200 requests");
        } finally {
            client.destroy();
            server.destroy();
        }
    }

    /** echoLong(-1) blocks until echoLong(-2) arrives; other values echo. */
    private static final class Gate extends EchoServant {
        final CountDownLatch entered = new CountDownLatch(1);
        private final CountDownLatch opened = new CountDownLatch(1);

        @Override
        public int echoLong(int v) {
            if (v == -1) {
                entered.countDown();
                try {
                    return opened.await(20, TimeUnit.SECONDS) ? v : 0;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return 0;
                }
            }
            if (v == -2) {
                opened.countDown();
            }
            return v;
        }
    }

    /**
     * An upcall that blocks until another request arrives must not hold that request up for
     * good: with a deferred promotion, the first follower takes over the vacant leadership
     * after the delay. On one connection and on two.
     */
    @ParameterizedTest(name = "promotion delay {0} µs, one connection: {1}")
    @CsvSource({"1000, false", "1000, true", "0, false", "0, true"})
    @Timeout(30)
    void aBlockedUpcallShouldNotHoldUpTheRequestThatReleasesIt(int delayMicros, boolean oneConnection)
            throws Exception {
        ORB server = orb("leader-follower", 2, delayMicros);
        ORB firstClient = orb("leader-follower", 1);
        ORB secondClient = oneConnection ? firstClient : orb("leader-follower", 1);
        try {
            Gate gate = new Gate();
            String ior = server.object_to_string(activeRoot(server).servant_to_reference(gate));
            Echo first = EchoHelper.narrow(firstClient.string_to_object(ior));
            Echo second = EchoHelper.narrow(secondClient.string_to_object(ior));
            CompletableFuture<Integer> blocked = CompletableFuture.supplyAsync(() -> first.echoLong(-1));
            assertTrue(gate.entered.await(20, TimeUnit.SECONDS), "the blocking upcall started");
            assertEquals(-2, second.echoLong(-2));
            assertEquals(-1, blocked.get(20, TimeUnit.SECONDS));
            assertEquals(7, second.echoLong(7), "served after the gate");
        } finally {
            if (secondClient != firstClient) {
                secondClient.destroy();
            }
            firstClient.destroy();
            server.destroy();
        }
    }

    /** On A: starts the chain from an upcall, i.e. on A's only pool thread. */
    private static final class Starter extends EchoServant {
        private final Echo onB;

        Starter(Echo onB) {
            this.onB = onB;
        }

        @Override
        public int callBack(Callback bounceOnA, int v) {
            return onB.callBack(bounceOnA, v); // A → B; B calls back into A
        }
    }

    /** On A: the callback B makes, which calls B again: the third level. */
    private static final class Bounce extends CallbackPOA {
        private final Echo onB;

        Bounce(Echo onB) {
            this.onB = onB;
        }

        @Override
        public int twice(int v) {
            return onB.echoLong(2 * v);
        }
    }

    /**
     * A starts as a pure client, so its caller reads its connection to B directly (blocking). B's
     * callback starts A's pool, whose thread calls B over that same connection: the caller reading
     * it hands that reply over, then moves the connection to the selector for its own (or, if it
     * had not begun to read, the connection moves at once and the pool thread reads its reply).
     */
    @Test
    @Timeout(30)
    void aCallbackShouldCallBackOverTheConnectionItsCallerIsReading() throws Exception {
        ORB orbA = orb("leader-follower", 1);
        ORB orbB = orb("leader-follower", 1);
        try {
            POA rootA = activeRoot(orbA);
            Echo onB = EchoHelper.narrow(orbA.string_to_object(
                    orbB.object_to_string(activeRoot(orbB).servant_to_reference(new EchoServant()))));
            assertEquals(5, onB.echoLong(5)); // the connection to B exists, read by its callers
            Callback bounce = CallbackHelper.narrow(rootA.servant_to_reference(new Bounce(onB)));

            assertEquals(42, onB.callBack(bounce, 21));
            assertEquals(7, onB.echoLong(7));
            OrbStatistics stats = ((PeregrineOrb) orbA).statistics();
            assertEquals(4, stats.repliesDelivered());
            // Who read the callback's reply (the caller reading directly, which hands it over, or
            // the pool thread through the selector) depends on whether the caller had started its
            // read before the pool started: scheduling, not behaviour. Both must complete.
        } finally {
            orbB.destroy();
            orbA.destroy();
        }
    }

    @ParameterizedTest(name = "promotion delay {0} µs")
    @CsvSource({"1000", "0"})
    @Timeout(30)
    void aCallChainThreeDeepShouldCompleteWithOnePoolThreadPerOrbStartingOnAPoolThread(int delayMicros)
            throws Exception {
        ORB orbA = orb("leader-follower", 1, delayMicros);
        ORB orbB = orb("leader-follower", 1, delayMicros);
        ORB client = orb("leader-follower", 1, delayMicros);
        try {
            POA rootA = activeRoot(orbA);
            POA rootB = activeRoot(orbB);
            Echo onBFromA = EchoHelper.narrow(orbA.string_to_object(
                    orbB.object_to_string(rootB.servant_to_reference(new EchoServant()))));
            Callback bounce = CallbackHelper.narrow(rootA.servant_to_reference(new Bounce(onBFromA)));
            Echo starter = EchoHelper.narrow(client.string_to_object(
                    orbA.object_to_string(rootA.servant_to_reference(new Starter(onBFromA)))));
            Callback bounceForClient = CallbackHelper.narrow(client.string_to_object(orbA.object_to_string(bounce)));

            assertEquals(42, starter.callBack(bounceForClient, 21));
            assertEquals(1, ((PeregrineOrb) orbA).statistics().threads() - 1, "A runs one pool thread (+ acceptor)");
        } finally {
            client.destroy();
            orbB.destroy();
            orbA.destroy();
        }
    }
}
