package org.peregrine.interop.conformance;

import java.util.Map;

import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.ORB;
import org.omg.CORBA.ServerRequest;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.UNKNOWN;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.DynamicImplementation;
import org.omg.PortableServer.POA;
import org.peregrine.interop.ConformanceHelper;

/**
 * The {@code Conformance} object as a dynamic servant (the DSI, CORBA 3.0 §8), for the matrix
 * to run every client against a server that reads and answers each request by TypeCodes alone:
 * it reads the arguments into an NVList typed by {@link ConformanceSignatures}, and answers with
 * set_result, the inout and out Anys, or set_exception. What to answer comes from the static
 * {@link ConformanceServant}: the typed arguments are written to a free stream and handed to its
 * {@code _invoke}, and its reply is read back into Anys by the same TypeCodes. Uses only the
 * standard OMG API. Thread-safe as the static servant is.
 */
public final class DynamicConformanceServant extends DynamicImplementation {

    private final ORB orb;
    private final ConformanceServant answers;
    private final Map<String, OperationSignature> signatures;

    /** @param answers the static servant whose replies this one gives; it need not be active */
    public DynamicConformanceServant(ORB orb, ConformanceServant answers) {
        this.orb = orb;
        this.answers = answers;
        this.signatures = ConformanceSignatures.of(orb);
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return new String[] {ConformanceHelper.id()};
    }

    @Override
    public void invoke(ServerRequest request) {
        OperationSignature signature = signatures.get(request.operation());
        if (signature == null) {
            throw new BAD_OPERATION(request.operation() + " not found", 0x4f4d0002, CompletionStatus.COMPLETED_NO);
        }
        NVList arguments = signature.arguments(orb);
        request.arguments(arguments);
        if (request.operation().equals("self")) {
            Any self = orb.create_any();
            ConformanceHelper.insert(self, ConformanceHelper.narrow(_this_object()));
            request.set_result(self);
            return;
        }
        Reply reply = new Reply();
        answers._invoke(request.operation(), sent(arguments).create_input_stream(), reply);
        if (reply.out == null) {
            return; // oneway: no reply
        }
        InputStream in = reply.out.create_input_stream();
        if (reply.exception) {
            request.set_exception(exception(signature, in, reply.out.create_input_stream().read_string()));
            return;
        }
        Any result = orb.create_any();
        result.type(signature.result());
        if (signature.returnsValue()) {
            result.read_value(in, signature.result());
        }
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = item(arguments, i);
            if (argument.flags() != ARG_IN.value) {
                argument.value().read_value(in, argument.value().type());
            }
        }
        request.set_result(result);
    }

    /** The in and inout arguments written as a request carries them. */
    private OutputStream sent(NVList arguments) {
        OutputStream out = orb.create_output_stream();
        for (int i = 0; i < arguments.count(); i++) {
            NamedValue argument = item(arguments, i);
            if (argument.flags() != ARG_OUT.value) {
                argument.value().write_value(out);
            }
        }
        return out;
    }

    private Any exception(OperationSignature signature, InputStream in, String id) {
        try {
            TypeCode type = signature.exception(id);
            if (type == null) {
                throw new UNKNOWN("the servant raised " + id, 1, CompletionStatus.COMPLETED_YES);
            }
            Any exception = orb.create_any();
            exception.read_value(in, type);
            return exception;
        } catch (BadKind e) {
            throw new IllegalStateException("an exception's TypeCode has an id", e);
        }
    }

    private static NamedValue item(NVList list, int index) {
        try {
            return list.item(index);
        } catch (Bounds e) {
            throw new IllegalStateException("NVList has no item " + index, e);
        }
    }

    /** Catches the static servant's reply in a free stream. */
    private final class Reply implements ResponseHandler {
        OutputStream out;
        boolean exception;

        @Override
        public OutputStream createReply() {
            out = orb.create_output_stream();
            return out;
        }

        @Override
        public OutputStream createExceptionReply() {
            exception = true;
            return createReply();
        }
    }
}
