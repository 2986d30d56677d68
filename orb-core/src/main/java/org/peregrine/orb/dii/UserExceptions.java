package org.peregrine.orb.dii;

import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.UnknownUserException;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * A user exception as the DII reports it (CORBA 3.0 §7.2): an {@link UnknownUserException}
 * holding it in an Any, read by the TypeCode the request's exception list gives for the reply's
 * repository id; an exception the list does not name is UNKNOWN (OMG minor 1).
 */
final class UserExceptions {

    private UserExceptions() {
    }

    /**
     * The exception {@code raised} is reported as: an {@link UnknownUserException}, or the UNKNOWN
     * system exception for an unlisted one. Releases the reply.
     */
    static Exception reported(ApplicationException raised, ExceptionList exceptions, Supplier<Any> newAny) {
        InputStream in = raised.getInputStream();
        try {
            TypeCode type = listed(exceptions, raised.getId());
            if (type == null) {
                return SystemExceptions.of(OmgMinor.UNKNOWN_USER_EXCEPTION, CompletionStatus.COMPLETED_YES,
                        raised.getId());
            }
            Any exception = newAny.get();
            exception.read_value(in, type);
            return new UnknownUserException(exception);
        } finally {
            DiiRequest.close(in);
        }
    }

    /** The TypeCode in {@code exceptions} with repository id {@code id}, or {@code null}. */
    private static TypeCode listed(ExceptionList exceptions, String id) {
        for (int i = 0; i < exceptions.count(); i++) {
            TypeCode type;
            try {
                type = exceptions.item(i);
            } catch (Bounds e) {
                throw new IllegalStateException("ExceptionList has no item " + i + " of its " + exceptions.count(), e);
            }
            if (id.equals(idOf(type))) {
                return type;
            }
        }
        return null;
    }

    /** The repository id of an exception's TypeCode; {@code null} for a TypeCode without one. */
    private static String idOf(TypeCode type) {
        try {
            return type.id();
        } catch (BadKind e) {
            return null;
        }
    }
}
