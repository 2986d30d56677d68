package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.TRANSIENT;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.Pair;

class CollocationTest {

    @Test
    void callsOnTheOrbsOwnObjectsShouldSkipTheNetwork() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            Echo echo = EchoHelper.narrow(orbs.rootPoa.servant_to_reference(new EchoServant()));
            assertTrue(((org.omg.CORBA.portable.ObjectImpl) echo)._is_local());
            assertEquals(5, echo.echoLong(5));
            Pair pair = new Pair((byte) 1, 2.0, "three");
            assertSame(pair, echo.echoPair(pair), "local calls pass Java objects as they are");
            assertEquals(4, assertThrows(Failed.class, () -> echo.fail(4)).code);
            assertTrue(echo.self()._is_equivalent(echo), "_this() inside a collocated call");
            assertEquals(0, ((PeregrineOrb) orbs.server).statistics().clientConnections());
            assertFalse(((org.omg.CORBA.portable.ObjectImpl) orbs.toClient(echo))._is_local(),
                    "another ORB's reference is remote");
        }
    }

    @Test
    void collocatedCallsShouldHonourThePoaState() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            EchoServant servant = new EchoServant();
            Echo echo = EchoHelper.narrow(orbs.rootPoa.servant_to_reference(servant));
            orbs.rootPoa.the_POAManager().discard_requests(false);
            assertThrows(TRANSIENT.class, () -> echo.echoLong(1));
            orbs.rootPoa.the_POAManager().activate();
            assertEquals(2, echo.echoLong(2));
            orbs.rootPoa.deactivate_object(orbs.rootPoa.servant_to_id(servant));
            assertThrows(OBJECT_NOT_EXIST.class, () -> echo.echoLong(3));
        }
    }

    /** A servant locator handing every request the same servant. */
    private static final class SingleServantLocator extends org.omg.CORBA.LocalObject
            implements org.omg.PortableServer.ServantLocator {
        private final EchoServant servant = new EchoServant();

        @Override
        public org.omg.PortableServer.Servant preinvoke(byte[] oid, org.omg.PortableServer.POA adapter,
                String operation, org.omg.PortableServer.ServantLocatorPackage.CookieHolder cookie) {
            return servant;
        }

        @Override
        public void postinvoke(byte[] oid, org.omg.PortableServer.POA adapter, String operation, Object cookie,
                org.omg.PortableServer.Servant servant) {
            // nothing to release
        }
    }

    @Test
    void aCallThePoaCannotServeLocallyShouldGoThroughTheNetwork() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            org.omg.CORBA.Policy[] policies = {
                orbs.rootPoa.create_servant_retention_policy(
                        org.omg.PortableServer.ServantRetentionPolicyValue.NON_RETAIN),
                orbs.rootPoa.create_request_processing_policy(
                        org.omg.PortableServer.RequestProcessingPolicyValue.USE_SERVANT_MANAGER),
            };
            org.omg.PortableServer.POA located =
                    orbs.rootPoa.create_POA("located", orbs.rootPoa.the_POAManager(), policies);
            located.set_servant_manager(new SingleServantLocator());
            Echo echo = EchoHelper.narrow(located.create_reference("IDL:smoke/Echo:1.0"));
            assertEquals(6, echo.echoLong(6));
            assertEquals(7, echo.echoLong(7));
            assertEquals(1, ((PeregrineOrb) orbs.server).statistics().clientConnections(), "it went remote");
        }
    }
}
