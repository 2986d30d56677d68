package org.peregrine.orb.policy;

import org.omg.CORBA.InvalidPolicies;
import org.omg.CORBA.LocalObject;
import org.omg.CORBA.Policy;
import org.omg.CORBA.PolicyCurrent;
import org.omg.CORBA.SetOverrideType;

/**
 * An ORB's {@code PolicyCurrent}: each thread's overrides, which take precedence over the ORB's
 * for the calls the thread makes. Thread-safe; a thread sees only its own.
 */
public final class ThreadPolicyCurrent extends LocalObject implements PolicyCurrent {

    private static final long serialVersionUID = 1L;

    private final transient ThreadLocal<ClientPolicies> overrides = ThreadLocal.withInitial(() -> ClientPolicies.NONE);
    /** Whether any thread ever set an override: until then, calls skip the thread-local lookup. */
    private volatile boolean used;

    /** The calling thread's overrides. */
    public ClientPolicies overrides() {
        return used ? overrides.get() : ClientPolicies.NONE;
    }

    @Override
    public Policy[] get_policy_overrides(int[] ts) {
        return overrides().get(ts);
    }

    @Override
    public void set_policy_overrides(Policy[] policies, SetOverrideType setAdd) throws InvalidPolicies {
        short[] refused = ClientPolicies.refused(policies);
        if (refused.length > 0) {
            throw new InvalidPolicies("only the relative timeouts can be overridden", refused);
        }
        used = true;
        overrides.set(overrides.get().override(policies, setAdd));
    }
}
