package org.peregrine.rmi.idl;

import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The remote methods of an RMI/IDL remote interface, once it is checked to be one (§1.2.3): an
 * interface extending {@code java.rmi.Remote} (rule 1) whose methods each declare
 * {@code RemoteException} or a superclass of it (rule 2), whose checked exceptions are values or
 * {@code RemoteException}s (rule 4), and whose constants are primitives or strings (rule 6).
 *
 * <p>As for the GlassFish ORB, the methods are those {@code Class.getMethods()} lists, static
 * ones included. Unlike it, each signature is one method and bridge methods are left out: since
 * Java 9, {@code getMethods()} lists a method once per super-interface declaring it and a
 * covariant override next to its bridge, and GlassFish then rejects the interface (two methods
 * with one IDL name), where on Java 8 it saw one method and mapped it as the spec says.
 */
final class RemoteMethods {

    private static final Comparator<Method> ORDER = Comparator.comparing(Method::getName)
            .thenComparing(method -> Arrays.toString(method.getParameterTypes()));

    private RemoteMethods() {
    }

    /**
     * The remote methods of {@code remote} and of the interfaces it extends, one per signature,
     * by name then parameter types.
     *
     * @throws IllegalArgumentException if {@code remote} is not an RMI/IDL remote interface
     */
    static List<Method> of(Class<?> remote) {
        if (!remote.isInterface() || !Remote.class.isAssignableFrom(remote)) {
            throw notRemote(remote, "it is not an interface extending java.rmi.Remote");
        }
        Map<MethodSignature, Method> methods = new LinkedHashMap<>();
        for (Method method : remote.getMethods()) {
            if (!method.isBridge()) {
                checkExceptions(remote, method);
                methods.putIfAbsent(MethodSignature.of(method), method);
            }
        }
        for (Field constant : remote.getFields()) {
            if (!constant.getType().isPrimitive() && constant.getType() != String.class) {
                throw notRemote(remote, "its constant " + constant.getName() + " is neither a primitive nor a String");
            }
        }
        return methods.values().stream().sorted(ORDER).toList();
    }

    private static void checkExceptions(Class<?> remote, Method method) {
        for (Class<?> exception : method.getExceptionTypes()) {
            if (isChecked(exception) && !RemoteException.class.isAssignableFrom(exception) && !isValue(exception)) {
                throw notRemote(remote, method + " declares " + exception.getName() + ", which is not a value type");
            }
        }
        if (!throwsRemoteException(method)) {
            throw notRemote(remote, method + " declares neither " + RemoteException.class.getName()
                    + " nor a superclass of it");
        }
    }

    /** Whether {@code method} declares {@code RemoteException} or a superclass of it, as a remote method must. */
    static boolean throwsRemoteException(Method method) {
        return Stream.of(method.getExceptionTypes())
                .anyMatch(exception -> exception.isAssignableFrom(RemoteException.class));
    }

    private static boolean isChecked(Class<?> exception) {
        return !RuntimeException.class.isAssignableFrom(exception) && !Error.class.isAssignableFrom(exception);
    }

    /** §1.2.4: a value is a class, Serializable and not Remote. */
    private static boolean isValue(Class<?> type) {
        return !type.isInterface() && Serializable.class.isAssignableFrom(type) && !Remote.class.isAssignableFrom(type);
    }

    private static IllegalArgumentException notRemote(Class<?> remote, String reason) {
        return new IllegalArgumentException(remote.getName() + " is not an RMI/IDL remote interface: " + reason);
    }
}
