package org.peregrine.orb.policy;

import org.omg.CORBA.Policy;
import org.omg.Messaging.RELATIVE_RT_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RelativeRoundtripTimeoutPolicy;

/** {@code RelativeRoundtripTimeoutPolicy}: the time from a call's start to its reply's end. */
final class RoundtripTimeout extends RelativeTimeout implements RelativeRoundtripTimeoutPolicy {

    private static final long serialVersionUID = 1L;

    RoundtripTimeout(long expiry) {
        super(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value, expiry);
    }

    @Override
    public Policy copy() {
        return this;
    }
}
