package org.peregrine.rmi;

import java.util.Properties;
import org.omg.CORBA.ORB;
import org.peregrine.orb.PeregrineOrb;
import org.peregrine.orb.PeregrineOrbSingleton;

/**
 * The ORB {@code javax.rmi} uses when a call names none: {@code PortableRemoteObject.toStub} of an
 * object whose tie is connected to no ORB yet, and a stub read back by Java serialization. Made
 * the first time it is needed, from the system properties (which select the ORB class and its
 * settings), as the GlassFish ORB makes its own; an application that connects its ties itself
 * ({@code Tie.orb}, {@code PortableRemoteObject.connect}) never needs it.
 */
final class RmiOrbs {

    private static final String ORB_CLASS = "org.omg.CORBA.ORBClass";
    private static final String ORB_SINGLETON_CLASS = "org.omg.CORBA.ORBSingletonClass";

    private static volatile ORB defaultOrb;

    private RmiOrbs() {
    }

    /**
     * The system properties, and Peregrine as the ORB if they select none: these delegates are
     * Peregrine's, and the OMG API's own default is the GlassFish ORB's class.
     */
    private static Properties properties() {
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        properties.putIfAbsent(ORB_CLASS, PeregrineOrb.class.getName());
        properties.putIfAbsent(ORB_SINGLETON_CLASS, PeregrineOrbSingleton.class.getName());
        return properties;
    }

    static ORB defaultOrb() {
        ORB orb = defaultOrb;
        if (orb == null) {
            synchronized (RmiOrbs.class) {
                orb = defaultOrb;
                if (orb == null) {
                    orb = ORB.init(new String[0], properties());
                    defaultOrb = orb;
                }
            }
        }
        return orb;
    }
}
