package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.LocalObject;
import org.omg.CORBA.Policy;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.PortableServer.ForwardRequest;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.Servant;
import org.omg.PortableServer.ServantLocator;
import org.omg.PortableServer.ServantLocatorPackage.CookieHolder;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import org.peregrine.orb.client.ClientDelegate;
import smoke.Echo;
import smoke.EchoHelper;

class ForwardAndLocateTest {

    private TwoOrbs orbs;
    private org.omg.CORBA.Object target;
    private final AtomicInteger forwards = new AtomicInteger();

    /** A servant locator that answers every request with LOCATION_FORWARD to {@link #target}. */
    private final class Forwarder extends LocalObject implements ServantLocator {
        @Override
        public Servant preinvoke(byte[] oid, POA adapter, String operation, CookieHolder cookie) throws ForwardRequest {
            forwards.incrementAndGet();
            throw new ForwardRequest(target);
        }

        @Override
        public void postinvoke(byte[] oid, POA adapter, String operation, Object cookie, Servant servant) {
            // never reached: preinvoke always forwards
        }
    }

    @BeforeEach
    void start() throws Exception {
        orbs = new TwoOrbs();
        target = orbs.rootPoa.servant_to_reference(new EchoServant());
    }

    @AfterEach
    void stop() {
        orbs.close();
    }

    private Echo forwardingReference() throws Exception {
        Policy[] policies = {
            orbs.rootPoa.create_servant_retention_policy(ServantRetentionPolicyValue.NON_RETAIN),
            orbs.rootPoa.create_request_processing_policy(RequestProcessingPolicyValue.USE_SERVANT_MANAGER),
        };
        POA forwarding = orbs.rootPoa.create_POA("forwarding", orbs.rootPoa.the_POAManager(), policies);
        forwarding.set_servant_manager(new Forwarder());
        return EchoHelper.narrow(orbs.toClient(forwarding.create_reference("IDL:smoke/Echo:1.0")));
    }

    @Test
    void clientShouldFollowLocationForwardAndStayForwarded() throws Exception {
        Echo echo = forwardingReference();
        assertEquals(11, echo.echoLong(11));
        assertEquals(12, echo.echoLong(12));
        assertEquals(1, forwards.get(), "the second call goes straight to the forwarded target");
    }

    @Test
    void locateRequestShouldFindActiveObjectsAndNotUnknownOnes() throws Exception {
        ClientDelegate active = (ClientDelegate) ((ObjectImpl) orbs.toClient(target))._get_delegate();
        assertTrue(active.locate());
        byte[] id = orbs.rootPoa.reference_to_id(target);
        orbs.rootPoa.deactivate_object(id);
        assertFalse(active.locate());
    }
}
