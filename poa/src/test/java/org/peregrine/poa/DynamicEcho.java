package org.peregrine.poa;

import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NVList;
import org.omg.CORBA.ORB;
import org.omg.CORBA.ServerRequest;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.OutputStream;
import org.omg.PortableServer.DynamicImplementation;
import org.omg.PortableServer.POA;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.FailedHelper;
import smoke.PairHelper;

/**
 * A dynamic servant answering part of {@code smoke::Echo} as {@link EchoServant} does, for
 * generated stubs to call; and {@code failSystemByAny}, which sets a system exception in an Any.
 */
class DynamicEcho extends DynamicImplementation {

    private final ORB orb;
    private volatile int lastNote;

    DynamicEcho(ORB orb) {
        this.orb = orb;
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return new String[] {EchoHelper.id()};
    }

    @Override
    public void invoke(ServerRequest request) {
        switch (request.operation()) {
            case "echoLong" -> echo(request, orb.get_primitive_tc(TCKind.tk_long));
            case "echoString" -> echo(request, orb.get_primitive_tc(TCKind.tk_string));
            case "echoPair" -> echo(request, PairHelper.type());
            case "fail" -> fail(request);
            case "failSystem" -> {
                request.arguments(orb.create_list(0));
                throw new BAD_PARAM("refused", 42, CompletionStatus.COMPLETED_NO);
            }
            case "failSystemByAny" -> request.set_exception(systemException(new BAD_PARAM(43,
                    CompletionStatus.COMPLETED_MAYBE)));
            case "note" -> lastNote = arguments(request, orb.get_primitive_tc(TCKind.tk_long)).extract_long();
            case "lastNote" -> {
                request.arguments(orb.create_list(0));
                Any result = orb.create_any();
                result.insert_long(lastNote);
                request.set_result(result);
            }
            default -> throw new BAD_OPERATION(request.operation());
        }
    }

    /** Reads the one in argument, of type {@code type}. */
    private Any arguments(ServerRequest request, TypeCode type) {
        NVList arguments = orb.create_list(1);
        Any argument = arguments.add_item("v", ARG_IN.value).value();
        argument.type(type);
        request.arguments(arguments);
        return argument;
    }

    private void echo(ServerRequest request, TypeCode type) {
        request.set_result(arguments(request, type));
    }

    private void fail(ServerRequest request) {
        int code = arguments(request, orb.get_primitive_tc(TCKind.tk_long)).extract_long();
        Any failed = orb.create_any();
        FailedHelper.insert(failed, new Failed(code, "failed with " + code));
        request.set_exception(failed);
    }

    /** An Any holding {@code exception} as it travels: repository id, minor, completion. */
    private Any systemException(BAD_PARAM exception) {
        String id = "IDL:omg.org/CORBA/BAD_PARAM:1.0";
        TypeCode completion = orb.create_enum_tc("IDL:omg.org/CORBA/CompletionStatus:1.0", "CompletionStatus",
                new String[] {"COMPLETED_YES", "COMPLETED_NO", "COMPLETED_MAYBE"});
        TypeCode type = orb.create_exception_tc(id, "BAD_PARAM", new StructMember[] {
            new StructMember("minor", orb.get_primitive_tc(TCKind.tk_ulong), null),
            new StructMember("completed", completion, null)});
        OutputStream out = orb.create_output_stream();
        out.write_string(id);
        out.write_ulong(exception.minor);
        out.write_ulong(exception.completed.value());
        Any any = orb.create_any();
        any.read_value(out.create_input_stream(), type);
        return any;
    }
}
