package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.OBJ_ADAPTER;
import org.omg.CORBA.Policy;
import org.omg.CORBA.TRANSIENT;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.IdUniquenessPolicyValue;
import org.omg.PortableServer.ImplicitActivationPolicyValue;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAManagerPackage.State;
import org.omg.PortableServer.POAPackage.AdapterAlreadyExists;
import org.omg.PortableServer.POAPackage.InvalidPolicy;
import org.omg.PortableServer.POAPackage.ObjectAlreadyActive;
import org.omg.PortableServer.POAPackage.ServantAlreadyActive;
import org.omg.PortableServer.POAPackage.ServantNotActive;
import org.omg.PortableServer.POAPackage.WrongAdapter;
import org.omg.PortableServer.POAPackage.WrongPolicy;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import smoke.Echo;
import smoke.EchoHelper;

class PoaPoliciesTest {

    private TwoOrbs orbs;

    @BeforeEach
    void start() throws Exception {
        orbs = new TwoOrbs();
    }

    @AfterEach
    void stop() {
        orbs.close();
    }

    private POA userIdPoa(String name, LifespanPolicyValue lifespan) throws Exception {
        Policy[] policies = {
            orbs.rootPoa.create_id_assignment_policy(IdAssignmentPolicyValue.USER_ID),
            orbs.rootPoa.create_lifespan_policy(lifespan),
        };
        POA poa = orbs.rootPoa.create_POA(name, null, policies);
        poa.the_POAManager().activate();
        return poa;
    }

    @Test
    void shouldServeObjectsActivatedWithUserIds() throws Exception {
        POA poa = userIdPoa("users", LifespanPolicyValue.PERSISTENT);
        byte[] id = "account-42".getBytes(StandardCharsets.UTF_8);
        EchoServant servant = new EchoServant();
        poa.activate_object_with_id(id, servant);
        org.omg.CORBA.Object reference = poa.id_to_reference(id);
        assertArrayEquals(id, poa.reference_to_id(reference));
        assertSame(servant, poa.reference_to_servant(reference));
        Echo echo = EchoHelper.narrow(orbs.toClient(reference));
        assertEquals(3, echo.echoLong(3));
        assertThrows(ObjectAlreadyActive.class, () -> poa.activate_object_with_id(id, new EchoServant()));
        assertThrows(ServantAlreadyActive.class, () -> poa.activate_object_with_id("other".getBytes(), servant));
        assertThrows(WrongPolicy.class, () -> poa.activate_object(new EchoServant()));
    }

    @Test
    void shouldRejectDuplicateNamesAndForbiddenPolicyCombinations() throws Exception {
        userIdPoa("twice", LifespanPolicyValue.TRANSIENT);
        assertThrows(AdapterAlreadyExists.class, () -> orbs.rootPoa.create_POA("twice", null, new Policy[0]));
        Policy[] implicitWithUserId = {
            orbs.rootPoa.create_id_assignment_policy(IdAssignmentPolicyValue.USER_ID),
            orbs.rootPoa.create_implicit_activation_policy(ImplicitActivationPolicyValue.IMPLICIT_ACTIVATION),
        };
        InvalidPolicy invalid = assertThrows(InvalidPolicy.class,
                () -> orbs.rootPoa.create_POA("bad", null, implicitWithUserId));
        assertEquals(1, invalid.index);
        Policy[] nonRetainMapOnly = {
            orbs.rootPoa.create_servant_retention_policy(ServantRetentionPolicyValue.NON_RETAIN),
        };
        assertThrows(InvalidPolicy.class, () -> orbs.rootPoa.create_POA("bad2", null, nonRetainMapOnly));
        assertSame(orbs.rootPoa.find_POA("twice", false).the_parent(), orbs.rootPoa);
    }

    @Test
    void multipleIdPoaShouldActivateOneServantUnderSeveralIds() throws Exception {
        Policy[] policies = {
            orbs.rootPoa.create_id_uniqueness_policy(IdUniquenessPolicyValue.MULTIPLE_ID),
        };
        POA poa = orbs.rootPoa.create_POA("multiple", orbs.rootPoa.the_POAManager(), policies);
        EchoServant servant = new EchoServant();
        byte[] first = poa.activate_object(servant);
        byte[] second = poa.activate_object(servant);
        assertNotEquals(new String(first), new String(second));
        assertEquals(8, EchoHelper.narrow(orbs.toClient(poa.id_to_reference(second))).echoLong(8));
        assertThrows(WrongPolicy.class, () -> poa.servant_to_id(servant));
    }

    @Test
    void noImplicitActivationPoaShouldRefuseInactiveServants() throws Exception {
        POA poa = orbs.rootPoa.create_POA("explicit", orbs.rootPoa.the_POAManager(), new Policy[0]);
        assertThrows(ServantNotActive.class, () -> poa.servant_to_reference(new EchoServant()));
        org.omg.CORBA.Object rootObject = orbs.rootPoa.servant_to_reference(new EchoServant());
        assertThrows(WrongAdapter.class, () -> poa.reference_to_id(rootObject));
    }

    @Test
    void poaManagerStatesShouldGateRequests() throws Exception {
        POA poa = userIdPoa("gated", LifespanPolicyValue.TRANSIENT);
        poa.activate_object_with_id(new byte[] {1}, new EchoServant());
        Echo echo = EchoHelper.narrow(orbs.toClient(poa.id_to_reference(new byte[] {1})));
        assertEquals(1, echo.echoLong(1));
        poa.the_POAManager().discard_requests(false);
        assertEquals(State.DISCARDING, poa.the_POAManager().get_state());
        TRANSIENT discarded = assertThrows(TRANSIENT.class, () -> echo.echoLong(2));
        assertEquals(0x4f4d0001, discarded.minor);
        poa.the_POAManager().activate();
        assertEquals(3, echo.echoLong(3));
        poa.the_POAManager().deactivate(false, true);
        OBJ_ADAPTER inactive = assertThrows(OBJ_ADAPTER.class, () -> echo.echoLong(4));
        assertEquals(0x4f4d0001, inactive.minor);
    }

    @Test
    void destroyedPoaShouldAnswerObjectNotExist() throws Exception {
        POA poa = userIdPoa("doomed", LifespanPolicyValue.TRANSIENT);
        poa.activate_object_with_id(new byte[] {9}, new EchoServant());
        Echo echo = EchoHelper.narrow(orbs.toClient(poa.id_to_reference(new byte[] {9})));
        assertEquals(9, echo.echoLong(9));
        poa.destroy(false, true);
        assertThrows(OBJECT_NOT_EXIST.class, () -> echo.echoLong(10));
    }
}
