package org.peregrine.orb.spi;

import org.peregrine.valuetypes.SupportingValue;

/**
 * The server side of an ORB as the ORB core sees it: where incoming requests go. Implemented by
 * the POA module. Thread-safe: requests arrive on many threads at once.
 */
public interface ObjectAdapter {

    /** The adapter's root object, returned by {@code resolve_initial_references("RootPOA")}. */
    org.omg.CORBA.Object rootAdapter();

    /**
     * Runs an incoming request: finds the target, makes the upcall and answers through {@link
     * IncomingRequest}. Failures to find the target are answered as system exceptions.
     */
    void dispatch(IncomingRequest request);

    /**
     * Admits a collocated call on the object {@code objectKey} names (IDL-to-Java §1.21.6.1): the
     * servant, if it is an instance of {@code expectedType} and the adapter's state allows the
     * call now, with the call registered as an upcall until {@link #postinvoke}; or {@code null},
     * and the stub sends the request through the network instead.
     */
    org.omg.CORBA.portable.ServantObject preinvoke(byte[] objectKey, String operation, Class<?> expectedType);

    /** Ends a collocated call admitted by {@link #preinvoke}. */
    void postinvoke(org.omg.CORBA.portable.ServantObject call);

    /**
     * The object reference of a value passed where an interface it supports is expected
     * (Spiegel §2.3): activated on first use, the same reference afterwards, the value held
     * weakly (see {@link SupportingValue}).
     */
    org.omg.CORBA.Object referenceTo(SupportingValue value);

    /** Answers a LocateRequest (CORBA 3.0 §15.4.5): whether the key names an object here. */
    LocateResult locate(byte[] objectKey);

    /**
     * Stops accepting requests; with {@code waitForCompletion}, returns once the upcalls in
     * progress have finished (CORBA 3.0 §4.2.3.2).
     */
    void shutdown(boolean waitForCompletion);

    /**
     * Gives {@code servant} this adapter's servant delegate: the ORB's {@code set_delegate}, called
     * by {@code Servant._this_object(orb)} (IDL-to-Java §1.21.8).
     */
    void setServantDelegate(Object servant);
}
