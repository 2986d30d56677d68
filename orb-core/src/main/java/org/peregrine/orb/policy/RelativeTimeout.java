package org.peregrine.orb.policy;

import org.omg.CORBA.LocalObject;

/**
 * A relative timeout policy of CORBA Messaging (CORBA 3.0 §22.2.4): how long, from when a call
 * starts, it may take, in {@code TimeBase::TimeT} units of 100 nanoseconds. Immutable.
 */
abstract class RelativeTimeout extends LocalObject {

    private static final long serialVersionUID = 1L;

    private final int type;
    private final long expiry;

    RelativeTimeout(int type, long expiry) {
        this.type = type;
        this.expiry = expiry;
    }

    public final int policy_type() {
        return type;
    }

    /** The time a call may take, in units of 100 ns. */
    public final long relative_expiry() {
        return expiry;
    }

    /** An immutable policy needs no release. */
    public final void destroy() {
    }
}
