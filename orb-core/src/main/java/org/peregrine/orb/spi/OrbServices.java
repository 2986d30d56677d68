package org.peregrine.orb.spi;

import org.peregrine.giop.ior.Ior;

/** What an object adapter may ask of its ORB. Thread-safe. */
public interface OrbServices {

    /** The ORB. */
    org.omg.CORBA_2_3.ORB orb();

    /**
     * An IOR for an object served by this ORB: this ORB's published address, the key, and the
     * standard components (ORB type, code sets). Starts the ORB's listener if it is not yet
     * listening.
     */
    Ior createIor(String typeId, byte[] objectKey);

    /** The object reference (a stub with Peregrine's delegate) for {@code ior}. */
    org.omg.CORBA.Object toObject(Ior ior);

    /** The IOR of a reference made by this ORB; BAD_PARAM for any other. */
    Ior toIor(org.omg.CORBA.Object reference);

    /** A random number fixed for this ORB instance, to tell its transient object keys apart. */
    int instanceId();
}
