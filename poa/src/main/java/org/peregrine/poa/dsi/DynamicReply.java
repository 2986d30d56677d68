package org.peregrine.poa.dsi;

import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.DynamicImplementation;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.dii.Arguments;

/**
 * Runs a request on a {@link DynamicImplementation} servant (CORBA 3.0 §8.2) and answers it the
 * way a skeleton would, through the same response handler: the result and the inout and out
 * arguments by their Anys' TypeCodes, or the user exception the servant set. A system exception
 * the servant set, or raised, goes back as the POA sends any system exception.
 */
public final class DynamicReply {

    private DynamicReply() {
    }

    /**
     * Calls {@code servant.invoke} with a ServerRequest reading {@code arguments}, then writes the
     * reply through {@code handler}.
     */
    public static void dispatch(DynamicImplementation servant, String operation, InputStream arguments,
            ResponseHandler handler) {
        DsiServerRequest request = new DsiServerRequest(operation, arguments);
        servant.invoke(request);
        Any exception = request.exception();
        if (exception != null) {
            SystemExceptionKind system = SystemExceptionKind.fromRepositoryId(idOf(exception));
            if (system != null) {
                throw systemException(system, exception);
            }
            exception.write_value(handler.createExceptionReply());
            return;
        }
        if (request.arguments() == null) {
            throw SystemExceptions.of(DsiMinor.ARGUMENTS_NOT_CALLED, CompletionStatus.COMPLETED_MAYBE,
                    servant.getClass().getName(), operation);
        }
        Arguments.writeOut(handler.createReply(), request.result(), request.arguments());
    }

    private static String idOf(Any exception) {
        try {
            return exception.type().id();
        } catch (BadKind e) {
            throw new IllegalStateException("an exception's TypeCode has an id", e);
        }
    }

    /**
     * The system exception an Any holds, encoded as on the wire (CORBA 3.0 §15.4.3.2): its
     * repository id, minor code and completion status.
     */
    private static SystemException systemException(SystemExceptionKind kind, Any held) {
        InputStream in = held.create_input_stream();
        String id = in.read_string();
        int minor = in.read_ulong();
        CompletionStatus completion = CompletionStatus.from_int(in.read_ulong());
        return kind.create("The servant set " + id + " minor 0x" + Integer.toHexString(minor), minor, completion);
    }
}
