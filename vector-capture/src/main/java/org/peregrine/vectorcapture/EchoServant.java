package org.peregrine.vectorcapture;

import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NVList;
import org.omg.CORBA.ORB;
import org.omg.CORBA.ServerRequest;
import org.omg.CORBA.TCKind;
import org.omg.PortableServer.DynamicImplementation;
import org.omg.PortableServer.POA;

/**
 * DSI servant for IDL:peregrine/Test:1.0 with one operation,
 * {@code long echoLong(in long l, in string s, in double d)}, which returns {@code l}. Any other
 * operation raises BAD_OPERATION (minor 0, COMPLETED_NO). Called on the peer ORB's threads.
 */
final class EchoServant extends DynamicImplementation {
    static final String REPOSITORY_ID = "IDL:peregrine/Test:1.0";

    private final ORB orb;

    EchoServant(ORB orb) {
        this.orb = orb;
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return new String[] {REPOSITORY_ID};
    }

    @Override
    public void invoke(ServerRequest request) {
        if (!"echoLong".equals(request.operation())) {
            throw new BAD_OPERATION("no operation " + request.operation(), 0, CompletionStatus.COMPLETED_NO);
        }
        NVList args = orb.create_list(3);
        args.add_value("l", typed(TCKind.tk_long), ARG_IN.value);
        args.add_value("s", typed(TCKind.tk_string), ARG_IN.value);
        args.add_value("d", typed(TCKind.tk_double), ARG_IN.value);
        request.arguments(args);
        try {
            Any result = orb.create_any();
            result.insert_long(args.item(0).value().extract_long());
            request.set_result(result);
        } catch (org.omg.CORBA.Bounds e) {
            throw new IllegalStateException(e);
        }
    }

    private Any typed(TCKind kind) {
        Any a = orb.create_any();
        a.type(orb.get_primitive_tc(kind));
        return a;
    }
}
