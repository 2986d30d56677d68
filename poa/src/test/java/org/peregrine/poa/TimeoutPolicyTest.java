package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.INV_POLICY;
import org.omg.CORBA.InvalidPolicies;
import org.omg.CORBA.NO_PERMISSION;
import org.omg.CORBA.Policy;
import org.omg.CORBA.PolicyCurrent;
import org.omg.CORBA.PolicyError;
import org.omg.CORBA.PolicyManager;
import org.omg.CORBA.SetOverrideType;
import org.omg.CORBA.TIMEOUT;
import org.omg.Messaging.RELATIVE_REQ_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RELATIVE_RT_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RelativeRoundtripTimeoutPolicy;
import org.omg.PortableServer.ID_ASSIGNMENT_POLICY_ID;
import org.omg.TimeBase.TimeTHelper;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Timeouts a client sets through CORBA Messaging's policies (CORBA 3.0 §22.2.4): on a reference
 * ({@code _set_policy_override}), on its thread ({@code PolicyCurrent}) or on its ORB ({@code
 * ORBPolicyManager}), the narrowest winning. A call past its RelativeRoundtripTimeoutPolicy ends
 * with TIMEOUT, COMPLETED_MAYBE, when the policy's time is up; the request is cancelled with a
 * CancelRequest, and the connection serves the next call.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class TimeoutPolicyTest {

    private static final long POLICY_MILLIS = 1_000;

    @Test
    void shouldEndACallAtItsRoundtripTimeoutCancelItAndKeepTheConnection() throws Exception {
        HeldEcho servant = new HeldEcho();
        try (TwoOrbs orbs = new TwoOrbs(); AutoCloseable release = servant.released::countDown) {
            Echo plain = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(servant)));
            assertEquals(1, plain.echoLong(1));
            Echo timed = EchoHelper.narrow(plain._set_policy_override(
                    new Policy[] {roundtrip(orbs, POLICY_MILLIS)}, SetOverrideType.SET_OVERRIDE));

            long start = System.nanoTime();
            TIMEOUT timeout = assertThrows(TIMEOUT.class, () -> timed.slowEcho(2, 0));
            long elapsedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertEquals(GiopMinor.REPLY_TIMEOUT.value(), timeout.minor);
            assertEquals(CompletionStatus.COMPLETED_MAYBE, timeout.completed);
            assertTrue(elapsedMillis >= POLICY_MILLIS && elapsedMillis <= POLICY_MILLIS * 11 / 10,
                    "the call ended after " + elapsedMillis + " ms, not at its timeout of " + POLICY_MILLIS + " ms");

            PeregrineOrb server = (PeregrineOrb) orbs.server;
            Await.until("the server reads the CancelRequest", () -> server.statistics().requestsCancelled() == 1);
            servant.released.countDown();
            assertEquals(3, timed.echoLong(3), "the connection serves the next call");
            assertEquals(1, ((PeregrineOrb) orbs.client).statistics().clientConnections());
            assertEquals(4, plain.slowEcho(4, 0), "the reference without the override has no timeout");
        }
    }

    @Test
    void shouldTakeTheNarrowestScopesOverride() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            Echo echo = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant())));
            assertThrows(INV_POLICY.class, () -> echo._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value));

            PolicyManager orbScope = (PolicyManager) orbs.client.resolve_initial_references("ORBPolicyManager");
            PolicyCurrent threadScope = (PolicyCurrent) orbs.client.resolve_initial_references("PolicyCurrent");
            Policy orbWide = roundtrip(orbs, 30_000);
            Policy threadWide = roundtrip(orbs, 20_000);
            Policy ownOnly = roundtrip(orbs, 10_000);
            orbScope.set_policy_overrides(new Policy[] {orbWide}, SetOverrideType.ADD_OVERRIDE);
            assertSame(orbWide, echo._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value));
            threadScope.set_policy_overrides(new Policy[] {threadWide}, SetOverrideType.ADD_OVERRIDE);
            assertSame(threadWide, echo._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value));
            org.omg.CORBA.Object own = echo._set_policy_override(new Policy[] {ownOnly}, SetOverrideType.ADD_OVERRIDE);
            assertSame(ownOnly, own._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value));
            assertSame(threadWide, echo._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value), "the original keeps none");
            assertEquals(5, EchoHelper.narrow(own).echoLong(5), "calls go on within the timeouts");

            Thread other = new Thread(() -> assertSame(orbWide, echo._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value)));
            other.start();
            other.join();
            assertEquals(1, threadScope.get_policy_overrides(new int[0]).length);
            threadScope.set_policy_overrides(new Policy[0], SetOverrideType.SET_OVERRIDE);
            assertSame(orbWide, echo._get_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value), "the thread's removed");
        }
    }

    @Test
    void shouldMakeTheTimeoutsAndRefuseWhatItCannotOverride() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            Policy request = orbs.client.create_policy(RELATIVE_REQ_TIMEOUT_POLICY_TYPE.value, timeT(orbs, 5_000_000));
            assertEquals(RELATIVE_REQ_TIMEOUT_POLICY_TYPE.value, request.policy_type());
            RelativeRoundtripTimeoutPolicy roundtrip = (RelativeRoundtripTimeoutPolicy) roundtrip(orbs, 250);
            assertEquals(2_500_000L, roundtrip.relative_expiry(), "250 ms in units of 100 ns");

            PolicyError badType = assertThrows(PolicyError.class, () -> orbs.client.create_policy(9999, timeT(orbs, 1)));
            assertEquals(org.omg.CORBA.BAD_POLICY_TYPE.value, badType.reason);
            Any notATime = orbs.client.create_any();
            notATime.insert_string("soon");
            PolicyError badValue = assertThrows(PolicyError.class,
                    () -> orbs.client.create_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value, notATime));
            assertEquals(org.omg.CORBA.BAD_POLICY_VALUE.value, badValue.reason);

            Policy poaPolicy = orbs.rootPoa.create_id_assignment_policy(
                    org.omg.PortableServer.IdAssignmentPolicyValue.USER_ID);
            assertEquals(ID_ASSIGNMENT_POLICY_ID.value, poaPolicy.policy_type());
            org.omg.CORBA.Object echo = orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant()));
            assertThrows(NO_PERMISSION.class,
                    () -> echo._set_policy_override(new Policy[] {poaPolicy}, SetOverrideType.ADD_OVERRIDE));
            PolicyManager orbScope = (PolicyManager) orbs.client.resolve_initial_references("ORBPolicyManager");
            InvalidPolicies invalid = assertThrows(InvalidPolicies.class, () -> orbScope.set_policy_overrides(
                    new Policy[] {roundtrip, poaPolicy}, SetOverrideType.ADD_OVERRIDE));
            assertEquals(1, invalid.indices.length);
            assertEquals(1, invalid.indices[0]);
            assertEquals(0, orbScope.get_policy_overrides(new int[0]).length, "nothing set when one is refused");
        }
    }

    private static Policy roundtrip(TwoOrbs orbs, long millis) throws PolicyError {
        return orbs.client.create_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value, timeT(orbs, millis * 10_000));
    }

    /** A {@code TimeBase::TimeT} of {@code units} × 100 ns in an any. */
    private static Any timeT(TwoOrbs orbs, long units) {
        Any any = orbs.client.create_any();
        TimeTHelper.insert(any, units);
        return any;
    }
}
