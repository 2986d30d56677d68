package org.peregrine.rmi;

import java.rmi.Remote;
import javax.rmi.CORBA.Tie;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.Servant;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.orb.spi.OperationName;

/**
 * The servant of an exported remote object, made at run time for its class: no {@code rmic}. It
 * serves the operations of every remote interface the class implements, found by the perfect
 * hash of {@link RemoteType} on the request's operation octets, as the POA finds a generated
 * dispatcher's ({@link OperationDispatcher}). Arguments and results travel as their declared
 * types say; a declared checked exception is a user exception (its IDL id, then the exception as
 * a value); anything else thrown is a system exception ({@link RemoteExceptions#wrap}).
 *
 * <p>Connected to one ORB at a time ({@link #orb(ORB)}), in its RMI POA ({@link RmiAdapter}).
 */
final class RmiTie extends Servant implements Tie, OperationDispatcher {

    private final RemoteType type;
    private volatile Remote target;
    private volatile ORB orb;

    RmiTie(Remote target) {
        this.target = target;
        this.type = RemoteType.of(target.getClass());
    }

    RemoteType type() {
        return type;
    }

    @Override
    public boolean dispatch(OperationName operation, Object servant, InputStream arguments, ResponseHandler handler) {
        RemoteOperation found = type.operation(operation);
        if (found == null) {
            return false;
        }
        call(found, arguments, handler);
        return true;
    }

    @Override
    public OutputStream _invoke(String method, InputStream input, ResponseHandler reply) {
        RemoteOperation found = type.operation(method);
        if (found == null) {
            throw SystemExceptions.of(OmgMinor.BAD_OPERATION_UNKNOWN_OPERATION, CompletionStatus.COMPLETED_NO, method);
        }
        return call(found, input, reply);
    }

    private OutputStream call(RemoteOperation operation, InputStream input, ResponseHandler reply) {
        Remote current = target;
        if (current == null) {
            throw SystemExceptions.of(RmiMinor.UNEXPORTED, CompletionStatus.COMPLETED_NO, operation.name());
        }
        Object[] arguments = operation.readArguments((org.omg.CORBA_2_3.portable.InputStream) input);
        Object result;
        try {
            result = operation.invoke(current, arguments);
        } catch (Throwable thrown) {
            RemoteUserException user = operation.userException(thrown);
            if (user != null) {
                org.omg.CORBA_2_3.portable.OutputStream out =
                        (org.omg.CORBA_2_3.portable.OutputStream) reply.createExceptionReply();
                out.write_string(user.id());
                out.write_value((java.io.Serializable) thrown, user.type());
                return out;
            }
            throw systemException(thrown);
        }
        org.omg.CORBA_2_3.portable.OutputStream out = (org.omg.CORBA_2_3.portable.OutputStream) reply.createReply();
        operation.writeResult(out, result);
        return out;
    }

    /**
     * The system exception a reply carries for what the object threw that no user exception
     * stands for: a system exception as it is; a {@code RemoteException} with a system exception
     * as its detail, that exception; anything else, UNKNOWN with the Java exception as its cause,
     * which the ORB sends in the reply's UnknownExceptionInfo context (§1.4.8).
     */
    private static RuntimeException systemException(Throwable thrown) {
        if (thrown instanceof SystemException system) {
            return system;
        }
        if (thrown instanceof java.rmi.RemoteException remote && remote.detail instanceof SystemException system) {
            return system;
        }
        return SystemExceptions.of(OrbMinor.REMOTE_OBJECT_THREW, CompletionStatus.COMPLETED_MAYBE, thrown, thrown);
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return type.ids().clone();
    }

    /** The object reference of the tie in the RMI POA of the ORB it is connected to. */
    @Override
    public org.omg.CORBA.Object thisObject() {
        return RmiAdapter.reference(this);
    }

    /** The RMI POA the tie is active in, so that {@code _this_object} is its reference there. */
    @Override
    public POA _default_POA() {
        POA poa = RmiAdapter.poaOf(this);
        return poa != null ? poa : super._default_POA();
    }

    @Override
    public void deactivate() {
        RmiAdapter.deactivate(this);
    }

    @Override
    public ORB orb() {
        ORB connected = orb;
        if (connected == null) {
            throw new BAD_OPERATION("The tie of " + target + " is connected to no ORB");
        }
        return connected;
    }

    @Override
    public void orb(ORB orb) {
        RmiAdapter.connect(this, orb);
        this.orb = orb;
    }

    @Override
    public void setTarget(Remote target) {
        this.target = target;
    }

    @Override
    public Remote getTarget() {
        return target;
    }
}
