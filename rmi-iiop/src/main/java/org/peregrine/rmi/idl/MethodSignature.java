package org.peregrine.rmi.idl;

import java.lang.reflect.Method;
import java.util.List;

/**
 * A method's name and parameter types, which is what a class implementing a remote interface
 * implements: the same signature from two super-interfaces, or from the interface and a class,
 * is one remote method. Immutable.
 */
record MethodSignature(String name, List<Class<?>> parameterTypes) {

    MethodSignature {
        parameterTypes = List.copyOf(parameterTypes);
    }

    static MethodSignature of(Method method) {
        return new MethodSignature(method.getName(), List.of(method.getParameterTypes()));
    }
}
