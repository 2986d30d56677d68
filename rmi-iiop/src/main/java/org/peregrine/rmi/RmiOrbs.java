package org.peregrine.rmi;

import org.omg.CORBA.ORB;

/**
 * The ORB {@code javax.rmi} uses when a call names none: {@code PortableRemoteObject.toStub} of an
 * object whose tie is connected to no ORB yet, and a stub read back by Java serialization. Made
 * the first time it is needed, from the system properties (which select the ORB class and its
 * settings), as the GlassFish ORB makes its own; an application that connects its ties itself
 * ({@code Tie.orb}, {@code PortableRemoteObject.connect}) never needs it.
 */
final class RmiOrbs {

    private static volatile ORB defaultOrb;

    private RmiOrbs() {
    }

    static ORB defaultOrb() {
        ORB orb = defaultOrb;
        if (orb == null) {
            synchronized (RmiOrbs.class) {
                orb = defaultOrb;
                if (orb == null) {
                    orb = ORB.init(new String[0], null);
                    defaultOrb = orb;
                }
            }
        }
        return orb;
    }
}
