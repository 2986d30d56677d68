package org.peregrine.orb.client;

import org.peregrine.orb.stream.StreamContext;

/** What a {@link ClientDelegate} needs from its ORB. Thread-safe. */
public interface ClientContext {

    /** The ORB's client connections. */
    ClientChannels channels();

    /** The ORB's stream services. */
    StreamContext streams();

    /**
     * This ORB's object adapter if {@code host:port} is where this ORB listens (the reference is
     * collocated), else {@code null}.
     */
    org.peregrine.orb.spi.ObjectAdapter collocatedAdapter(String host, int port);

    /** This ORB's object adapter, or {@code null} if it has none. */
    org.peregrine.orb.spi.ObjectAdapter adapter();

    /** The references whose collocated call this ORB's adapter declined, per thread. */
    DeclinedCollocations declinedCollocations();

    /**
     * A DII request (CORBA 3.0 §7.2) for {@code operation} on {@code target}, sent through its
     * {@code delegate}; a {@code null} argument list, result or exception list stands for an
     * empty one, and a {@code null} context list for an operation without a context clause.
     */
    org.omg.CORBA.Request createRequest(ClientDelegate delegate, org.omg.CORBA.Object target, org.omg.CORBA.Context ctx,
            String operation, org.omg.CORBA.NVList arguments, org.omg.CORBA.NamedValue result,
            org.omg.CORBA.ExceptionList exceptions, org.omg.CORBA.ContextList contexts);

    /**
     * The policy overrides in effect for a call the current thread makes now, but for those of
     * the reference: the thread's ({@code PolicyCurrent}) over the ORB's ({@code ORBPolicyManager}).
     */
    org.peregrine.orb.policy.ClientPolicies policies();

    /** Throws BAD_INV_ORDER (minor 4) once the ORB has been shut down. */
    void checkActive();
}
