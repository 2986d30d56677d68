package org.omg.CORBA;

/**
 * CORBA 3.0 §4.9.1's {@code exception InvalidPolicies { sequence<unsigned short> indices; }},
 * which {@code glassfish-corba-omgapi} lacks: raised by {@link PolicyManager#set_policy_overrides}
 * with the indices of the policies it refused.
 */
public final class InvalidPolicies extends UserException {

    private static final long serialVersionUID = 1L;
    private static final String ID = "IDL:omg.org/CORBA/InvalidPolicies:1.0";

    /** The indices, in the list given, of the policies refused. */
    public short[] indices;

    public InvalidPolicies() {
        this(new short[0]);
    }

    public InvalidPolicies(short[] indices) {
        super(ID);
        this.indices = indices;
    }

    public InvalidPolicies(String reason, short[] indices) {
        super(ID + " " + reason);
        this.indices = indices;
    }
}
