package org.peregrine.rmi;

import java.io.NotSerializableException;
import java.rmi.AccessException;
import java.rmi.MarshalException;
import java.rmi.NoSuchObjectException;
import java.rmi.RemoteException;
import java.rmi.ServerError;
import java.rmi.ServerException;
import java.rmi.UnexpectedException;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.INVALID_TRANSACTION;
import org.omg.CORBA.INV_OBJREF;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.NO_PERMISSION;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.OMGVMCID;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TRANSACTION_REQUIRED;
import org.omg.CORBA.TRANSACTION_ROLLEDBACK;
import org.omg.CORBA.UNKNOWN;

/**
 * Java exceptions and CORBA system exceptions, each into the other, as the Java Language to IDL
 * Mapping says (§1.4.8) and the GlassFish ORB does: what {@code Util.mapSystemException} and
 * {@code Util.wrapException} answer.
 */
final class RemoteExceptions {

    /** BAD_PARAM's standard minor code for a value that is not Serializable (§1.4.8). */
    private static final int NOT_SERIALIZABLE = OMGVMCID.value | 6;

    private RemoteExceptions() {
    }

    /**
     * The {@code RemoteException} a client sees for {@code ex}, with {@code ex} as its detail:
     * COMM_FAILURE, MARSHAL and BAD_PARAM as a {@link MarshalException}, OBJECT_NOT_EXIST and
     * INV_OBJREF as a {@link NoSuchObjectException}, NO_PERMISSION as an {@link AccessException},
     * the transaction exceptions as {@code javax.transaction}'s when that API is there, anything
     * else as a plain {@code RemoteException}; the message is {@code CORBA <name> <minor>
     * <Yes|No|Maybe>}. An UNKNOWN that carries the server's own exception (its cause, read from
     * the reply's UnknownExceptionInfo context) gives that exception back: an {@code Error} in a
     * {@link ServerError}, a {@code RemoteException} in a {@link ServerException}, a {@code
     * RuntimeException} thrown as it is.
     */
    static RemoteException map(SystemException ex) {
        if (ex instanceof UNKNOWN && ex.getCause() != null) {
            Throwable original = ex.getCause();
            if (original instanceof Error error) {
                return new ServerError("Error occurred in server thread", error);
            } else if (original instanceof RemoteException remote) {
                return new ServerException("RemoteException occurred in server thread", remote);
            } else if (original instanceof RuntimeException runtime) {
                throw runtime;
            }
        }
        String message = "CORBA " + ex.getClass().getSimpleName() + " " + ex.minor + " " + status(ex);
        if (ex instanceof COMM_FAILURE || ex instanceof MARSHAL) {
            return new MarshalException(message, ex);
        }
        if (ex instanceof BAD_PARAM) {
            Exception inner = ex;
            if (ex.minor == NOT_SERIALIZABLE) {
                inner = new NotSerializableException(ex.getMessage());
                inner.initCause(ex);
            }
            return new MarshalException(message, inner);
        }
        if (ex instanceof OBJECT_NOT_EXIST || ex instanceof INV_OBJREF) {
            return withDetail(new NoSuchObjectException(message), ex);
        }
        if (ex instanceof NO_PERMISSION) {
            return new AccessException(message, ex);
        }
        if (ex instanceof TRANSACTION_REQUIRED) {
            return withDetail(transactionException("TransactionRequiredException", message), ex);
        }
        if (ex instanceof TRANSACTION_ROLLEDBACK) {
            return withDetail(transactionException("TransactionRolledbackException", message), ex);
        }
        if (ex instanceof INVALID_TRANSACTION) {
            return withDetail(transactionException("InvalidTransactionException", message), ex);
        }
        return new RemoteException(message, ex);
    }

    /**
     * What a server sends for an exception its object threw that is no declared checked
     * exception, as a {@code RemoteException} (§1.4.8, {@code Util.wrapException}): a system
     * exception mapped by {@link #map}; an {@code Error} in a {@link ServerError}; a {@code
     * RemoteException} in a {@link ServerException}; a {@code RuntimeException} thrown as it is;
     * any other exception (undeclared) in an {@link UnexpectedException}.
     */
    static RemoteException wrap(Throwable original) {
        if (original instanceof SystemException system) {
            return map(system);
        }
        if (original instanceof Error error) {
            return new ServerError("Error occurred in server thread", error);
        }
        if (original instanceof RemoteException remote) {
            return new ServerException("RemoteException occurred in server thread", remote);
        }
        if (original instanceof RuntimeException runtime) {
            throw runtime;
        }
        return original instanceof Exception exception ? new UnexpectedException(original.toString(), exception)
                : new UnexpectedException(original.toString());
    }

    private static String status(SystemException ex) {
        return switch (ex.completed.value()) {
            case org.omg.CORBA.CompletionStatus._COMPLETED_YES -> "Yes";
            case org.omg.CORBA.CompletionStatus._COMPLETED_NO -> "No";
            default -> "Maybe";
        };
    }

    private static RemoteException withDetail(RemoteException exception, SystemException detail) {
        exception.detail = detail;
        return exception;
    }

    /**
     * The {@code javax.transaction} exception named {@code simpleName} (a RemoteException), or a
     * plain RemoteException when the Java EE transaction API is not on the class path (the JDK
     * dropped it in Java 11).
     */
    private static RemoteException transactionException(String simpleName, String message) {
        try {
            Class<?> type = Class.forName("javax.transaction." + simpleName);
            return (RemoteException) type.getConstructor(String.class).newInstance(message);
        } catch (ReflectiveOperationException | ClassCastException e) {
            return new RemoteException(message);
        }
    }
}
