package org.peregrine.valuetypes.rmi;

import java.io.IOException;
import java.lang.reflect.Method;
import java.rmi.Remote;
import java.rmi.RemoteException;
import org.omg.CORBA.portable.IDLEntity;
import org.omg.CORBA.portable.ValueBase;

/**
 * Which Java interfaces map to IDL abstract interfaces (Java Language to IDL Mapping §1.2.4,
 * §1.3.8): a value whose declared type is one travels as a reference if it is a remote object,
 * else as a value, with the boolean that says which in front.
 */
final class AbstractInterfaces {

    private AbstractInterfaces() {
    }

    /**
     * Whether {@code type} is an abstract interface: an interface that is not {@code Remote}
     * whose every method, inherited ones too, declares {@code RemoteException} or one of its
     * superclasses (so it may be implemented remotely), or an IDL abstract interface (an {@code
     * IDLEntity} that is neither a value type nor an object type). An interface without methods
     * is one, as the GlassFish ORB decides.
     */
    static boolean isAbstract(Class<?> type) {
        if (!type.isInterface() || Remote.class.isAssignableFrom(type)
                || org.omg.CORBA.Object.class.isAssignableFrom(type)) {
            return false;
        }
        if (IDLEntity.class.isAssignableFrom(type) && !ValueBase.class.isAssignableFrom(type)) {
            return true;
        }
        for (Method method : type.getMethods()) {
            if (!mayThrowRemoteException(method)) {
                return false;
            }
        }
        return true;
    }

    private static boolean mayThrowRemoteException(Method method) {
        for (Class<?> thrown : method.getExceptionTypes()) {
            if (thrown == RemoteException.class || thrown == IOException.class || thrown == Exception.class
                    || thrown == Throwable.class) {
                return true;
            }
        }
        return false;
    }
}
