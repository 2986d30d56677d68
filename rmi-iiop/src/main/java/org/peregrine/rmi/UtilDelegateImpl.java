package org.peregrine.rmi;

import java.io.Serializable;
import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.Set;
import javax.rmi.CORBA.Stub;
import javax.rmi.CORBA.Tie;
import javax.rmi.CORBA.UtilDelegate;
import javax.rmi.CORBA.ValueHandler;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.valuetypes.ClassLoading;
import org.peregrine.valuetypes.CodebaseLoaders;
import org.peregrine.valuetypes.rmi.JavaType;

/**
 * Peregrine's {@code javax.rmi.CORBA.Util}: how Java objects travel (anys, remote and abstract
 * references, through {@link JavaType}), the exported objects' ties, the exception mapping, class
 * loading and copies for collocated calls. Selected by the standard property {@code
 * javax.rmi.CORBA.UtilClass}, which Peregrine's ORB sets when it starts.
 */
public final class UtilDelegateImpl implements UtilDelegate {

    /** Classes whose instances a collocated call passes as they are: no one can change them. */
    private static final Set<Class<?>> IMMUTABLE = Set.of(String.class, Boolean.class, Character.class, Byte.class,
            Short.class, Integer.class, Long.class, Float.class, Double.class);

    private final ValueHandler valueHandler = new JavaValueHandler();

    @Override
    public RemoteException mapSystemException(SystemException ex) {
        return RemoteExceptions.map(ex);
    }

    @Override
    public void writeAny(OutputStream out, Object object) {
        JavaType.writeAny((org.omg.CORBA_2_3.portable.OutputStream) out, object);
    }

    @Override
    public Object readAny(InputStream in) {
        return JavaType.readAny((org.omg.CORBA_2_3.portable.InputStream) in);
    }

    @Override
    public void writeRemoteObject(OutputStream out, Object object) {
        JavaType.writeReference((org.omg.CORBA_2_3.portable.OutputStream) out, object);
    }

    @Override
    public void writeAbstractObject(OutputStream out, Object object) {
        JavaType.writeAbstract((org.omg.CORBA_2_3.portable.OutputStream) out, object);
    }

    @Override
    public void registerTarget(Tie tie, Remote target) {
        ExportedObjects.register(tie, target);
    }

    @Override
    public void unexportObject(Remote target) throws NoSuchObjectException {
        ExportedObjects.unexport(target);
    }

    @Override
    public Tie getTie(Remote target) {
        return ExportedObjects.tieOf(target);
    }

    @Override
    public ValueHandler createValueHandler() {
        return valueHandler;
    }

    /**
     * No codebase: Peregrine neither sends nor follows codebase URLs, so a receiver loads classes
     * only from its own class path.
     */
    @Override
    public String getCodebase(Class clz) {
        return null;
    }

    /**
     * The class {@code className} from {@code loader} if given, else through the thread's context
     * class loader and Peregrine's ({@link ClassLoading}), else from {@code remoteCodebase} if
     * the system property {@value CodebaseLoaders#PROPERTY} is {@code true} (this method has no
     * ORB to ask): by default no class is loaded from the network.
     */
    @Override
    public Class loadClass(String className, String remoteCodebase, ClassLoader loader) throws ClassNotFoundException {
        if (loader != null) {
            try {
                return Class.forName(className, false, loader);
            } catch (ClassNotFoundException e) {
                // the context loader and Peregrine's next
            }
        }
        try {
            return ClassLoading.load(className);
        } catch (ClassNotFoundException e) {
            if (remoteCodebase == null || !Boolean.getBoolean(CodebaseLoaders.PROPERTY)) {
                throw e;
            }
        }
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        try {
            return Class.forName(className, false, CodebaseLoaders.of(remoteCodebase,
                    context != null ? context : UtilDelegateImpl.class.getClassLoader()));
        } catch (IllegalArgumentException e) {
            throw new ClassNotFoundException(className + ": codebase \"" + remoteCodebase + "\": " + e.getMessage(), e);
        }
    }

    @Override
    public boolean isLocal(Stub stub) throws RemoteException {
        try {
            return stub._is_local();
        } catch (SystemException e) {
            throw RemoteExceptions.map(e);
        }
    }

    @Override
    public RemoteException wrapException(Throwable orig) {
        return RemoteExceptions.wrap(orig);
    }

    @Override
    public Object copyObject(Object object, ORB orb) throws RemoteException {
        return copyObjects(new Object[] {object}, orb)[0];
    }

    /**
     * Copies of the arguments of a collocated call (Java Language to IDL Mapping §1.5.2.2), made
     * by writing them into one stream and reading them back, so objects shared between them stay
     * shared; remote objects, stubs and immutable objects (strings, boxed primitives) are not
     * copied, and arguments that are all such need no stream at all.
     */
    @Override
    public Object[] copyObjects(Object[] objects, ORB orb) throws RemoteException {
        org.omg.CORBA_2_3.portable.OutputStream out = null;
        try {
            for (Object object : objects) {
                if (copied(object)) {
                    if (out == null) {
                        out = (org.omg.CORBA_2_3.portable.OutputStream) orb.create_output_stream();
                    }
                    out.write_value((Serializable) object);
                }
            }
            if (out == null) {
                return objects.clone();
            }
            org.omg.CORBA_2_3.portable.InputStream in =
                    (org.omg.CORBA_2_3.portable.InputStream) out.create_input_stream();
            Object[] copies = new Object[objects.length];
            for (int i = 0; i < objects.length; i++) {
                copies[i] = copied(objects[i]) ? in.read_value() : objects[i];
            }
            return copies;
        } catch (SystemException e) {
            throw RemoteExceptions.map(e);
        }
    }

    /** Whether a collocated call copies {@code object}: a value that is not immutable. */
    private static boolean copied(Object object) {
        return object instanceof Serializable && !(object instanceof Remote) && !(object instanceof Enum)
                && !IMMUTABLE.contains(object.getClass());
    }
}
