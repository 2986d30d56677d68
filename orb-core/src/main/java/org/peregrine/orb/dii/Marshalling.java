package org.peregrine.orb.dii;

import java.util.function.Supplier;
import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.UnknownUserException;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * How a DII request's values travel, each by its Any's TypeCode: the in and inout arguments in
 * order; back, the result then the inout and out arguments (CORBA 3.0 §15.4.2.2, §15.4.3.2); or a
 * user exception, read by the TypeCode the request's exception list gives for its repository id.
 */
final class Marshalling {

    private Marshalling() {
    }

    static void writeArguments(OutputStream out, NVList arguments) {
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = Items.at(arguments, i);
            if (mode(argument, i) != ARG_OUT.value) {
                argument.value().write_value(out);
            }
        }
    }

    static void readResults(InputStream in, NamedValue result, NVList arguments) {
        Any returned = result.value();
        TCKind kind = returned.type().kind();
        if (kind != TCKind.tk_void && kind != TCKind.tk_null) {
            returned.read_value(in, returned.type());
        }
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = Items.at(arguments, i);
            if (mode(argument, i) != ARG_IN.value) {
                argument.value().read_value(in, argument.value().type());
            }
        }
    }

    /** The argument's mode: ARG_IN, ARG_OUT or ARG_INOUT; BAD_PARAM for any other flags. */
    private static int mode(NamedValue argument, int index) {
        int flags = argument.flags();
        if (flags != ARG_IN.value && flags != ARG_OUT.value && flags != ARG_INOUT.value) {
            throw SystemExceptions.of(DiiMinor.ARGUMENT_FLAGS, CompletionStatus.COMPLETED_NO, index, argument.name(),
                    flags);
        }
        return flags;
    }

    /**
     * The user exception a reply carries, as the DII reports it: an {@link UnknownUserException}
     * holding it in an Any, read by the TypeCode in {@code exceptions} whose repository id is the
     * reply's; UNKNOWN (OMG minor 1) if none is. Releases the reply.
     */
    static Exception userException(ApplicationException raised, ExceptionList exceptions, Supplier<Any> newAny) {
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
            closeQuietly(in);
        }
    }

    /** The TypeCode in {@code exceptions} with repository id {@code id}, or {@code null}. */
    private static TypeCode listed(ExceptionList exceptions, String id) {
        for (int i = 0; exceptions != null && i < exceptions.count(); i++) {
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

    /** Closes a stream of Peregrine's, whose close releases its message and throws nothing. */
    static void closeQuietly(java.io.Closeable stream) {
        if (stream == null) {
            return;
        }
        try {
            stream.close();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
