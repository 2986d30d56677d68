package org.peregrine.orb.policy;

import org.omg.CORBA.Policy;
import org.omg.Messaging.RELATIVE_REQ_TIMEOUT_POLICY_TYPE;
import org.omg.Messaging.RelativeRequestTimeoutPolicy;

/** {@code RelativeRequestTimeoutPolicy}: the time from a call's start until its request is sent. */
final class RequestTimeout extends RelativeTimeout implements RelativeRequestTimeoutPolicy {

    private static final long serialVersionUID = 1L;

    RequestTimeout(long expiry) {
        super(RELATIVE_REQ_TIMEOUT_POLICY_TYPE.value, expiry);
    }

    @Override
    public Policy copy() {
        return this;
    }
}
