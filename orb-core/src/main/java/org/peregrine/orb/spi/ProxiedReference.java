package org.peregrine.orb.spi;

import org.omg.CORBA.portable.ObjectImpl;

/**
 * An object reference that is not an {@link ObjectImpl} itself but stands for one: the dynamic
 * stub of an RMI-IIOP remote interface, a {@code java.lang.reflect.Proxy} (which can implement
 * the remote interface but extend no class). The ORB writes, compares and calls it through the
 * reference it stands for.
 */
public interface ProxiedReference extends org.omg.CORBA.Object {

    /** The reference this one stands for, whose delegate is the ORB's. */
    ObjectImpl reference();
}
