package org.peregrine.rmi;

import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.RemoteException;
import javax.rmi.CORBA.PortableRemoteObjectDelegate;
import javax.rmi.CORBA.Tie;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.ObjectImpl;
import org.peregrine.orb.spi.ProxiedReference;

/**
 * Peregrine's {@code javax.rmi.PortableRemoteObject}: exports remote objects with ties made at
 * run time ({@link RmiTie}) and narrows references to dynamic stubs ({@link RmiStub}); neither
 * needs {@code rmic}. Selected by the standard property {@code
 * javax.rmi.CORBA.PortableRemoteObjectClass}, which Peregrine's ORB sets when it starts.
 */
public final class PortableRemoteObjectDelegateImpl implements PortableRemoteObjectDelegate {

    @Override
    public void exportObject(Remote object) throws RemoteException {
        ExportedObjects.export(object);
    }

    /**
     * The stub of an exported object, implementing its remote interfaces; its tie is connected to
     * the default ORB first if it is connected to none ({@link RmiOrbs#defaultOrb()}). A stub is
     * its own stub.
     */
    @Override
    public Remote toStub(Remote object) throws NoSuchObjectException {
        if (object instanceof org.omg.CORBA.Object) {
            return object;
        }
        Tie tie = ExportedObjects.tieOf(object);
        if (tie == null) {
            throw new NoSuchObjectException(object.getClass().getName() + " instance is not exported");
        }
        connected(tie, RmiOrbs.defaultOrb());
        return (Remote) RmiStub.create(object.getClass(), (ObjectImpl) tie.thisObject());
    }

    @Override
    public void unexportObject(Remote object) throws NoSuchObjectException {
        ExportedObjects.unexport(object);
    }

    /**
     * {@code from} as an instance of {@code to}: itself if it is one, else a stub of the remote
     * interface {@code to} for the object reference {@code from}, if the object is one (asked
     * with {@code _is_a}); ClassCastException otherwise, as the method's contract says.
     */
    @Override
    public Object narrow(Object from, Class to) throws ClassCastException {
        if (from == null || to.isInstance(from)) {
            return from;
        }
        ObjectImpl reference = from instanceof ProxiedReference proxied ? proxied.reference()
                : from instanceof ObjectImpl impl ? impl : null;
        if (reference == null || !to.isInterface() || !Remote.class.isAssignableFrom(to)) {
            throw new ClassCastException(from.getClass().getName() + " cannot be narrowed to " + to.getName());
        }
        String id = RemoteType.of(to).ids()[0];
        if (!reference._is_a(id)) {
            throw new ClassCastException("The object is not a " + to.getName() + " (" + id + ")");
        }
        return RmiStub.create(to, reference);
    }

    /**
     * Connects {@code target} to the ORB of {@code source}: an exported object's tie, or a stub's
     * reference; RemoteException if {@code target} is connected to another ORB already.
     */
    @Override
    public void connect(Remote target, Remote source) throws RemoteException {
        ORB orb = orbOf(source);
        Tie tie = ExportedObjects.tieOf(target);
        if (tie != null) {
            ORB current = connectedOrb(tie);
            if (current != null && current != orb) {
                throw new RemoteException(target.getClass().getName() + " instance is connected to another ORB");
            }
            tie.orb(orb);
            return;
        }
        ObjectImpl reference = target instanceof ProxiedReference proxied ? proxied.reference()
                : target instanceof ObjectImpl impl ? impl : null;
        if (reference == null) {
            throw new NoSuchObjectException(target.getClass().getName() + " instance is not exported");
        }
        if (reference._orb() != orb) {
            throw new RemoteException("The stub is connected to another ORB");
        }
    }

    private static ORB orbOf(Remote source) throws RemoteException {
        if (source instanceof ProxiedReference proxied) {
            return proxied.reference()._orb();
        }
        if (source instanceof ObjectImpl impl) {
            return impl._orb();
        }
        Tie tie = ExportedObjects.tieOf(source);
        ORB orb = tie == null ? null : connectedOrb(tie);
        if (orb == null) {
            throw new RemoteException(source.getClass().getName() + " instance is connected to no ORB");
        }
        return orb;
    }

    /** The ORB {@code tie} is connected to, connecting it to {@code orb} if it is connected to none. */
    static ORB connected(Tie tie, ORB orb) {
        ORB current = connectedOrb(tie);
        if (current == null) {
            tie.orb(orb);
            return orb;
        }
        return current;
    }

    /** The ORB {@code tie} is connected to, or {@code null}. */
    private static ORB connectedOrb(Tie tie) {
        try {
            return tie.orb();
        } catch (BAD_OPERATION e) {
            return null; // the standard answer of a tie connected to no ORB
        }
    }
}
