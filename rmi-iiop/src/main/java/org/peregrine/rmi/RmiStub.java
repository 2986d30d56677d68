package org.peregrine.rmi;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.rmi.UnexpectedException;
import javax.rmi.CORBA.Util;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.ObjectImpl;
import org.omg.CORBA.portable.RemarshalException;
import org.omg.CORBA.portable.ServantObject;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.orb.spi.ProxiedReference;

/**
 * The stub of a remote interface, made at run time: no {@code rmic}. A {@link Proxy} that
 * implements the interface (and {@link ProxiedReference}, so the ORB writes and calls it as the
 * object reference it stands for), with this as its handler. A call of a remote method is a
 * request of the method's IDL operation name: the arguments as their declared types say, then the
 * result; a user exception is rethrown as the checked exception it carries, a system exception
 * as the {@code RemoteException} the mapping gives it ({@link RemoteExceptions#map}).
 *
 * <p>Serializable: it is written as the reference's stringified IOR and the interface, and reads
 * back connected to the default ORB of {@code javax.rmi} ({@link RmiOrbs#defaultOrb()}).
 */
final class RmiStub implements InvocationHandler, Serializable {

    private static final long serialVersionUID = 1L;
    private static final Object[] NO_ARGUMENTS = {};

    /** The class or interface whose remote interfaces the stub implements. */
    private final Class<?> remoteType;
    private transient RemoteType type;
    private transient ObjectImpl reference;

    private RmiStub(Class<?> remoteType, ObjectImpl reference) {
        this.remoteType = remoteType;
        this.type = RemoteType.of(remoteType);
        this.reference = reference;
    }

    /**
     * A stub for {@code reference} that implements the remote interfaces of {@code remoteType}: a
     * remote interface a client narrows to, or the class of an exported object.
     */
    static Object create(Class<?> remoteType, ObjectImpl reference) {
        RemoteType remote = RemoteType.of(remoteType);
        Class<?>[] interfaces = java.util.Arrays.copyOf(remote.interfaces(), remote.interfaces().length + 1);
        interfaces[interfaces.length - 1] = ProxiedReference.class;
        return Proxy.newProxyInstance(loaderOf(interfaces[0]), interfaces, new RmiStub(remoteType, reference));
    }

    /** The handler of {@code stub} if it is one of these stubs, else {@code null}. */
    static RmiStub of(Object stub) {
        if (stub instanceof ProxiedReference && Proxy.isProxyClass(stub.getClass())
                && Proxy.getInvocationHandler(stub) instanceof RmiStub handler) {
            return handler;
        }
        return null;
    }

    ObjectImpl reference() {
        return reference;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] arguments) throws Throwable {
        RemoteOperation operation = type.operation(method);
        if (operation != null) {
            return call(operation, arguments == null ? NO_ARGUMENTS : arguments);
        }
        return local(proxy, method, arguments);
    }

    private Object call(RemoteOperation operation, Object[] arguments) throws Throwable {
        if (reference._is_local()) {
            ServantObject local = reference._servant_preinvoke(operation.name(), RmiTie.class);
            if (local != null) {
                try {
                    return callLocally(operation, arguments, (RmiTie) local.servant);
                } finally {
                    reference._servant_postinvoke(local);
                }
            }
        }
        while (true) {
            InputStream in = null;
            try {
                OutputStream out = (OutputStream) reference._request(operation.name(), true);
                operation.writeArguments(out, arguments);
                in = (InputStream) reference._invoke(out);
                return operation.readResult(in);
            } catch (ApplicationException e) {
                in = (InputStream) e.getInputStream();
                String id = in.read_string();
                RemoteUserException user = operation.userException(id);
                if (user == null) {
                    throw new UnexpectedException(id);
                }
                throw (Throwable) in.read_value(user.type());
            } catch (RemarshalException e) {
                // the request goes again, where the reference now leads
            } catch (SystemException e) {
                throw operation.throwsRemoteException() ? RemoteExceptions.map(e) : e;
            } finally {
                reference._releaseReply(in);
            }
        }
    }

    /**
     * A call of an object this ORB serves, without marshalling (Java Language to IDL Mapping
     * §1.5.2.2, as {@code rmic}'s stubs make it): the arguments are copied together, so objects
     * shared between them stay shared, and so are the result and a declared exception, so that
     * neither side sees the other change what it passed; remote objects are not copied.
     */
    private Object callLocally(RemoteOperation operation, Object[] arguments, RmiTie tie) throws Throwable {
        java.rmi.Remote target = tie.getTarget();
        if (target == null) {
            throw new java.rmi.NoSuchObjectException("The remote object is no longer exported");
        }
        org.omg.CORBA.ORB orb = reference._orb();
        Object result;
        try {
            result = operation.invoke(target, Util.copyObjects(arguments, orb));
        } catch (Throwable thrown) {
            Throwable copy = (Throwable) Util.copyObject(thrown, orb);
            if (operation.userException(copy) != null) {
                throw copy;
            }
            throw Util.wrapException(copy);
        }
        return Util.copyObject(result, orb);
    }

    /** A method of {@code Object}, of {@code org.omg.CORBA.Object} or of {@link ProxiedReference}. */
    private Object local(Object proxy, Method method, Object[] arguments) throws Throwable {
        switch (method.getName()) {
            case "reference" -> {
                return reference;
            }
            case "equals" -> {
                RmiStub other = of(arguments[0]);
                return proxy == arguments[0] || other != null && reference.equals(other.reference);
            }
            case "hashCode" -> {
                return reference.hashCode();
            }
            case "toString" -> {
                return "Stub[" + remoteType.getName() + ", " + reference + "]";
            }
            default -> {
                try {
                    return method.invoke(reference, arguments); // org.omg.CORBA.Object's
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
            }
        }
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeObject(reference._orb().object_to_string(reference));
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        String ior = (String) in.readObject();
        type = RemoteType.of(remoteType);
        reference = (ObjectImpl) RmiOrbs.defaultOrb().string_to_object(ior);
    }

    private static ClassLoader loaderOf(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader != null ? loader : RmiStub.class.getClassLoader();
    }
}
