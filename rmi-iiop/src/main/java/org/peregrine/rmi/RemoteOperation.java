package org.peregrine.rmi;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.valuetypes.rmi.JavaType;

/**
 * One method of a remote interface as it travels (Java Language to IDL Mapping §1.3.4): its IDL
 * operation name, how each parameter and the result travel ({@link JavaType}), and the
 * exceptions it declares that travel as user exceptions ({@link RemoteUserException}).
 * Immutable; found once per method.
 */
final class RemoteOperation {

    private static final Object[] NO_ARGUMENTS = {};

    private final Method method;
    private final String name;
    private final JavaType[] parameters;
    /** {@code null} for a {@code void} method. */
    private final JavaType result;
    private final RemoteUserException[] exceptions;
    /** {@code (Object target, Object[] arguments) Object}: the method, for a tie to call. */
    private final MethodHandle invoker;

    RemoteOperation(Method method, String name) {
        this.method = method;
        this.name = name;
        Class<?>[] types = method.getParameterTypes();
        this.parameters = new JavaType[types.length];
        for (int i = 0; i < types.length; i++) {
            parameters[i] = JavaType.of(types[i]);
        }
        this.result = method.getReturnType() == void.class ? null : JavaType.of(method.getReturnType());
        List<RemoteUserException> declared = new ArrayList<>();
        for (Class<?> thrown : method.getExceptionTypes()) {
            if (RemoteUserException.travels(thrown)) {
                declared.add(RemoteUserException.of(thrown));
            }
        }
        this.exceptions = declared.toArray(new RemoteUserException[0]);
        this.invoker = invoker(method);
    }

    Method method() {
        return method;
    }

    /** The IDL operation name, which requests carry. */
    String name() {
        return name;
    }

    /** The user exceptions the method declares. */
    RemoteUserException[] exceptions() {
        return exceptions;
    }

    void writeArguments(OutputStream out, Object[] arguments) {
        for (int i = 0; i < parameters.length; i++) {
            parameters[i].write(out, arguments[i]);
        }
    }

    Object[] readArguments(InputStream in) {
        if (parameters.length == 0) {
            return NO_ARGUMENTS;
        }
        Object[] arguments = new Object[parameters.length];
        for (int i = 0; i < parameters.length; i++) {
            arguments[i] = parameters[i].read(in);
        }
        return arguments;
    }

    void writeResult(OutputStream out, Object value) {
        if (result != null) {
            result.write(out, value);
        }
    }

    Object readResult(InputStream in) {
        return result == null ? null : result.read(in);
    }

    /** Calls the method on {@code target}; what it throws is thrown as it is. */
    Object invoke(Object target, Object[] arguments) throws Throwable {
        return invoker.invokeExact(target, arguments);
    }

    /** The user exception among {@link #exceptions()} that {@code thrown} is an instance of, or {@code null}. */
    RemoteUserException userException(Throwable thrown) {
        for (RemoteUserException exception : exceptions) {
            if (exception.type().isInstance(thrown)) {
                return exception;
            }
        }
        return null;
    }

    /** The user exception among {@link #exceptions()} with repository id {@code id}, or {@code null}. */
    RemoteUserException userException(String id) {
        for (RemoteUserException exception : exceptions) {
            if (exception.id().equals(id)) {
                return exception;
            }
        }
        return null;
    }

    /** Whether the method may throw {@code RemoteException}, as every remote method must (§1.2.3). */
    boolean throwsRemoteException() {
        for (Class<?> thrown : method.getExceptionTypes()) {
            if (thrown.isAssignableFrom(RemoteException.class)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return name + " (" + method + ")";
    }

    private static MethodHandle invoker(Method method) {
        try {
            method.setAccessible(true); // a public method of an interface that is not public
            return MethodHandles.lookup().unreflect(method)
                    .asSpreader(Object[].class, method.getParameterCount())
                    .asType(java.lang.invoke.MethodType.methodType(Object.class, Object.class, Object[].class));
        } catch (IllegalAccessException | RuntimeException e) {
            throw new IllegalArgumentException("remote method " + method + " cannot be called", e);
        }
    }
}
