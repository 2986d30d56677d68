package org.peregrine.rmi;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.rmi.RemoteException;
import javax.rmi.CORBA.Stub;
import javax.rmi.CORBA.StubDelegate;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.Delegate;
import org.omg.CORBA.portable.ObjectImpl;

/**
 * Peregrine's delegate for {@code javax.rmi.CORBA.Stub}, the base of stubs {@code rmic} made
 * (Peregrine's own stubs are dynamic, {@link RmiStub}): equality, hash and text through the
 * object reference, connection to an ORB, and Java serialization as the stringified IOR, read back
 * connected to the default ORB. Selected by the standard property {@code javax.rmi.CORBA.StubClass},
 * which Peregrine's ORB sets when it starts.
 */
public final class StubDelegateImpl implements StubDelegate {

    @Override
    public int hashCode(Stub self) {
        Delegate delegate = delegateOf(self);
        return delegate == null ? 0 : delegate.hashCode(self);
    }

    @Override
    public boolean equals(Stub self, Object obj) {
        if (self == obj) {
            return true;
        }
        Delegate delegate = delegateOf(self);
        return delegate != null && obj instanceof ObjectImpl other && delegate.equals(self, other);
    }

    @Override
    public String toString(Stub self) {
        Delegate delegate = delegateOf(self);
        return delegate == null ? self.getClass().getName() + "[not connected]" : delegate.toString(self);
    }

    /** A stub is connected when it is made from a reference; to another ORB it cannot move. */
    @Override
    public void connect(Stub self, ORB orb) throws RemoteException {
        Delegate delegate = delegateOf(self);
        if (delegate == null) {
            throw new RemoteException("The stub has no object reference to connect");
        }
        if (delegate.orb(self) != orb) {
            throw new RemoteException("The stub is connected to another ORB");
        }
    }

    @Override
    public void readObject(Stub self, ObjectInputStream in) throws IOException, ClassNotFoundException {
        String ior = in.readUTF();
        ObjectImpl reference = (ObjectImpl) RmiOrbs.defaultOrb().string_to_object(ior);
        self._set_delegate(reference._get_delegate());
    }

    @Override
    public void writeObject(Stub self, ObjectOutputStream out) throws IOException {
        Delegate delegate = delegateOf(self);
        if (delegate == null) {
            throw new IOException("The stub has no object reference to write");
        }
        out.writeUTF(delegate.orb(self).object_to_string(self));
    }

    private static Delegate delegateOf(Stub self) {
        try {
            return self._get_delegate();
        } catch (BAD_OPERATION notConnected) {
            return null;
        }
    }
}
