package org.peregrine.orb.policy;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.Policy;
import org.omg.CORBA.SetOverrideType;
import org.omg.Messaging.RELATIVE_REQ_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RELATIVE_RT_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RelativeRequestTimeoutPolicy;
import org.omg.Messaging.RelativeRoundtripTimeoutPolicy;

/**
 * The client-side policy overrides of one scope (CORBA 3.0 §4.9.1): a reference, a thread, or an
 * ORB. Peregrine takes the two relative timeouts of CORBA Messaging (§22.2.4), whatever ORB made
 * the policy objects. Immutable; the time each timeout allows is worked out once, here.
 */
public final class ClientPolicies {

    public static final ClientPolicies NONE = new ClientPolicies(null, null);

    private final RelativeRoundtripTimeoutPolicy roundtrip;
    private final RelativeRequestTimeoutPolicy request;
    private final long roundtripNanos;
    private final long requestNanos;

    private ClientPolicies(RelativeRoundtripTimeoutPolicy roundtrip, RelativeRequestTimeoutPolicy request) {
        this.roundtrip = roundtrip;
        this.request = request;
        this.roundtripNanos = roundtrip == null ? 0 : nanos(roundtrip.relative_expiry());
        this.requestNanos = request == null ? 0 : nanos(request.relative_expiry());
    }

    /** A {@code TimeBase::TimeT} (an unsigned count of 100 ns) in nanoseconds, at least 1, at most {@code Long.MAX_VALUE}. */
    private static long nanos(long timeT) {
        if (timeT < 0 || timeT > Long.MAX_VALUE / 100) {
            return Long.MAX_VALUE;
        }
        return Math.max(1, timeT * 100);
    }

    /** The indices in {@code policies} of those that cannot be overridden on the client; none: empty. */
    public static short[] refused(Policy[] policies) {
        List<Integer> refused = new ArrayList<>();
        for (int i = 0; i < policies.length; i++) {
            Policy policy = policies[i];
            boolean taken = policy instanceof RelativeRoundtripTimeoutPolicy
                    && policy.policy_type() == RELATIVE_RT_TIMEOUT_POLICY_TYPE.value
                    || policy instanceof RelativeRequestTimeoutPolicy
                    && policy.policy_type() == RELATIVE_REQ_TIMEOUT_POLICY_TYPE.value;
            if (!taken) {
                refused.add(i);
            }
        }
        short[] indices = new short[refused.size()];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = refused.get(i).shortValue();
        }
        return indices;
    }

    /**
     * These overrides with {@code policies} added ({@link SetOverrideType#ADD_OVERRIDE}) or in their
     * place ({@link SetOverrideType#SET_OVERRIDE}); {@code policies} must all be taken ({@link #refused}).
     */
    public ClientPolicies override(Policy[] policies, SetOverrideType how) {
        RelativeRoundtripTimeoutPolicy newRoundtrip = how == SetOverrideType.SET_OVERRIDE ? null : roundtrip;
        RelativeRequestTimeoutPolicy newRequest = how == SetOverrideType.SET_OVERRIDE ? null : request;
        for (Policy policy : policies) {
            if (policy instanceof RelativeRoundtripTimeoutPolicy timeout
                    && policy.policy_type() == RELATIVE_RT_TIMEOUT_POLICY_TYPE.value) {
                newRoundtrip = timeout;
            } else if (policy instanceof RelativeRequestTimeoutPolicy timeout
                    && policy.policy_type() == RELATIVE_REQ_TIMEOUT_POLICY_TYPE.value) {
                newRequest = timeout;
            }
        }
        return newRoundtrip == null && newRequest == null ? NONE : new ClientPolicies(newRoundtrip, newRequest);
    }

    /**
     * These overrides where they set a type, {@code wider}'s elsewhere: the effective overrides
     * of a narrower scope (a reference over its thread, a thread over its ORB).
     */
    public ClientPolicies over(ClientPolicies wider) {
        if (wider == NONE || (roundtrip != null && request != null)) {
            return this;
        }
        if (this == NONE) {
            return wider;
        }
        return new ClientPolicies(roundtrip != null ? roundtrip : wider.roundtrip,
                request != null ? request : wider.request);
    }

    /** The overrides of the types {@code types}, or all of them if it is empty. */
    public Policy[] get(int[] types) {
        List<Policy> found = new ArrayList<>();
        for (Policy policy : new Policy[] {roundtrip, request}) {
            if (policy != null && (types.length == 0 || contains(types, policy.policy_type()))) {
                found.add(policy);
            }
        }
        return found.toArray(Policy[]::new);
    }

    /** The override of {@code type}, or {@code null}. */
    public Policy get(int type) {
        Policy[] found = get(new int[] {type});
        return found.length == 0 ? null : found[0];
    }

    private static boolean contains(int[] types, int type) {
        for (int candidate : types) {
            if (candidate == type) {
                return true;
            }
        }
        return false;
    }

    /** The time a call may take until its reply has come, in nanoseconds; 0 for no limit. */
    public long roundtripNanos() {
        return roundtripNanos;
    }

    /** The time a call may take until its request is sent, in nanoseconds; 0 for no limit. */
    public long requestNanos() {
        return requestNanos;
    }
}
