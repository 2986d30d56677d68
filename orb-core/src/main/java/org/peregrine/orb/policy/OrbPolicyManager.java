package org.peregrine.orb.policy;

import org.omg.CORBA.InvalidPolicies;
import org.omg.CORBA.LocalObject;
import org.omg.CORBA.Policy;
import org.omg.CORBA.PolicyManager;
import org.omg.CORBA.SetOverrideType;

/** An ORB's {@code ORBPolicyManager}: the overrides every call of the ORB starts from. Thread-safe. */
public final class OrbPolicyManager extends LocalObject implements PolicyManager {

    private static final long serialVersionUID = 1L;

    private volatile ClientPolicies overrides = ClientPolicies.NONE;

    /** The overrides now. */
    public ClientPolicies overrides() {
        return overrides;
    }

    @Override
    public Policy[] get_policy_overrides(int[] ts) {
        return overrides.get(ts);
    }

    @Override
    public synchronized void set_policy_overrides(Policy[] policies, SetOverrideType setAdd) throws InvalidPolicies {
        short[] refused = ClientPolicies.refused(policies);
        if (refused.length > 0) {
            throw new InvalidPolicies("only the relative timeouts can be overridden", refused);
        }
        overrides = overrides.override(policies, setAdd);
    }
}
