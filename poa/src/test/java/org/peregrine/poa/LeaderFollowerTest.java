package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
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

    private static ORB orb(String strategy, int poolThreads) {
        Properties props = TwoOrbs.props();
        props.setProperty("peregrine.threads.strategy", strategy);
        props.setProperty("peregrine.threads.pool", Integer.toString(poolThreads));
        return ORB.init(new String[0], props);
    }

    private static POA activeRoot(ORB orb) throws Exception {
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        return root;
    }

    private static OrbStatistics callManyTimes(String strategy) throws Exception {
        ORB server = orb("leader-follower", 4);
        ORB client = orb(strategy, 4);
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
    void theWorkerPoolBaselineShouldHandEveryReplyOff() throws Exception {
        OrbStatistics stats = callManyTimes("worker-pool");
        assertEquals(200, stats.repliesDelivered());
        assertEquals(200, stats.repliesHandedOff());
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

    @Test
    @Timeout(30)
    void aCallChainThreeDeepShouldCompleteWithOnePoolThreadPerOrbStartingOnAPoolThread() throws Exception {
        ORB orbA = orb("leader-follower", 1);
        ORB orbB = orb("leader-follower", 1);
        ORB client = orb("leader-follower", 1);
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
