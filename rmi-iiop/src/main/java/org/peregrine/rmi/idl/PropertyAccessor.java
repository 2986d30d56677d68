package org.peregrine.rmi.idl;

import java.lang.reflect.Method;
import java.rmi.RemoteException;
import java.util.Optional;

/**
 * The kinds of JavaBeans property accessor that map to an IDL attribute's operations (§1.3.4.3):
 * {@code T getX()}, {@code boolean isX()} and, next to one of them, {@code void setX(T)}; an
 * accessor declares no checked exception but {@code RemoteException} and its subclasses. Which
 * methods those are follows the GlassFish ORB's name translator, which departs from the spec
 * where both {@code isX} and {@code getX} read one property: the spec makes {@code isX} the
 * accessor and {@code getX} an operation, GlassFish (like rmic before it) the other way round.
 */
enum PropertyAccessor {
    GET("get", "_get_"),
    IS("is", "_get_"),
    SET("set", "_set_");

    private final String javaPrefix;
    private final String idlPrefix;

    PropertyAccessor(String javaPrefix, String idlPrefix) {
        this.javaPrefix = javaPrefix;
        this.idlPrefix = idlPrefix;
    }

    /** The kind of accessor {@code method} of the remote interface {@code remote} is, if it is one. */
    static Optional<PropertyAccessor> of(Method method, Class<?> remote) {
        String name = method.getName();
        PropertyAccessor kind = name.startsWith(GET.javaPrefix) ? GET
                : name.startsWith(SET.javaPrefix) ? SET : name.startsWith(IS.javaPrefix) ? IS : null;
        if (kind == null || name.length() == kind.javaPrefix.length() || !declaresOnlyRemoteExceptions(method)) {
            return Optional.empty();
        }
        boolean accessor = switch (kind) {
            case GET -> method.getParameterCount() == 0 && method.getReturnType() != void.class;
            case IS -> method.getParameterCount() == 0 && method.getReturnType() == boolean.class
                    && GET.reader(method, IS, remote).isEmpty();
            case SET -> method.getParameterCount() == 1 && method.getReturnType() == void.class
                    && (GET.reads(method, remote) || IS.reads(method, remote));
        };
        return accessor ? Optional.of(kind) : Optional.empty();
    }

    /**
     * The property's name, which names the attribute: the method's name without the prefix, its
     * first letter lower-cased unless the first two are both upper case ({@code getURL} is
     * {@code URL}, {@code getUrl} {@code url}), as {@code java.beans.Introspector.decapitalize}.
     */
    String propertyName(String methodName) {
        String name = methodName.substring(javaPrefix.length());
        if (name.length() >= 2 && Character.isUpperCase(name.charAt(0)) && Character.isUpperCase(name.charAt(1))) {
            return name;
        }
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** The IDL operation that accesses {@code attribute}: {@code _get_attribute} or {@code _set_attribute}. */
    String operationName(String attribute) {
        return idlPrefix + attribute;
    }

    /** Whether this kind of reader is there for {@code setter} and returns the type it takes. */
    private boolean reads(Method setter, Class<?> remote) {
        return reader(setter, SET, remote).filter(r -> r.getReturnType() == setter.getParameterTypes()[0]).isPresent();
    }

    /** The accessor of this kind, if any, of the property {@code method}, an accessor of kind {@code kind}, names. */
    private Optional<Method> reader(Method method, PropertyAccessor kind, Class<?> remote) {
        try {
            Method reader = remote.getMethod(javaPrefix + method.getName().substring(kind.javaPrefix.length()));
            return of(reader, remote).isPresent() ? Optional.of(reader) : Optional.empty();
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }

    /** No checked exception but {@code RemoteException} and its subclasses; unchecked ones do not count. */
    private static boolean declaresOnlyRemoteExceptions(Method method) {
        for (Class<?> exception : method.getExceptionTypes()) {
            boolean unchecked = RuntimeException.class.isAssignableFrom(exception)
                    || Error.class.isAssignableFrom(exception);
            if (!unchecked && !RemoteException.class.isAssignableFrom(exception)) {
                return false;
            }
        }
        return true;
    }
}
