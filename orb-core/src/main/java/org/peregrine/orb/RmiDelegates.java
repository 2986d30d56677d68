package org.peregrine.orb;

import java.util.Map;

/**
 * Selects Peregrine's {@code javax.rmi} delegates when its RMI-IIOP module is on the class path:
 * the standard classes {@code javax.rmi.PortableRemoteObject}, {@code javax.rmi.CORBA.Util} and
 * {@code javax.rmi.CORBA.Stub} find their delegates through system properties, read once when
 * each class is first used, so the ORB sets them when it is first loaded, unless the application
 * chose others. An application that uses {@code javax.rmi} before it creates any ORB sets them
 * itself (docs/rmi-iiop.md).
 */
final class RmiDelegates {

    /** Each standard property and the delegate class Peregrine has for it. */
    private static final Map<String, String> DELEGATES = Map.of(
            "javax.rmi.CORBA.UtilClass", "org.peregrine.rmi.UtilDelegateImpl",
            "javax.rmi.CORBA.PortableRemoteObjectClass", "org.peregrine.rmi.PortableRemoteObjectDelegateImpl",
            "javax.rmi.CORBA.StubClass", "org.peregrine.rmi.StubDelegateImpl");

    private RmiDelegates() {
    }

    /** Sets each property that is not set, if Peregrine's delegate for it is on the class path. */
    static void select() {
        DELEGATES.forEach((property, delegate) -> {
            if (System.getProperty(property) == null && present(delegate)) {
                System.setProperty(property, delegate);
            }
        });
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, RmiDelegates.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
