package org.peregrine.poa;

import dynamic.MixerHelper;
import dynamic.Point;
import dynamic.PointHelper;
import dynamic.Refused;
import dynamic.RefusedHelper;
import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.Context;
import org.omg.CORBA.NVList;
import org.omg.CORBA.ORB;
import org.omg.CORBA.ServerRequest;
import org.omg.CORBA.TCKind;
import org.omg.PortableServer.DynamicImplementation;
import org.omg.PortableServer.POA;

/**
 * A dynamic servant doing what {@link MixerServant} does, and {@code lookup(key)}, which answers
 * the value of the context property {@code key} the request brings (no IDL declares it: the DII
 * sends it with a context list).
 */
class DynamicMixer extends DynamicImplementation {

    static final String OTHER_ID = "IDL:dynamic/Other:1.0";

    private final ORB orb;

    DynamicMixer(ORB orb) {
        this.orb = orb;
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return new String[] {MixerHelper.id(), OTHER_ID};
    }

    @Override
    public void invoke(ServerRequest request) {
        switch (request.operation()) {
            case "mix" -> mix(request);
            case "lookup" -> lookup(request);
            default -> throw new BAD_OPERATION(request.operation());
        }
    }

    private void mix(ServerRequest request) {
        NVList arguments = orb.create_list(3);
        Any a = arguments.add_item("a", ARG_IN.value).value();
        a.type(orb.get_primitive_tc(TCKind.tk_long));
        Any s = arguments.add_item("s", ARG_INOUT.value).value();
        s.type(orb.get_primitive_tc(TCKind.tk_string));
        Any d = arguments.add_item("d", ARG_OUT.value).value();
        request.arguments(arguments);

        int value = a.extract_long();
        if (value < 0) {
            Any refused = orb.create_any();
            RefusedHelper.insert(refused, new Refused("negative", value));
            request.set_exception(refused);
            return;
        }
        String text = s.extract_string();
        s.insert_string(text + "!");
        d.insert_double(value / 2.0);
        Any result = orb.create_any();
        PointHelper.insert(result, new Point(value, text.length()));
        request.set_result(result);
    }

    private void lookup(ServerRequest request) {
        NVList arguments = orb.create_list(1);
        Any key = arguments.add_item("key", ARG_IN.value).value();
        key.type(orb.get_primitive_tc(TCKind.tk_string));
        request.arguments(arguments);
        Context context = request.ctx();
        Any result = orb.create_any();
        result.insert_string(context == null ? "<no context>" : first(context.get_values("", 0, key.extract_string())));
        request.set_result(result);
    }

    private static String first(NVList values) {
        try {
            return values.item(0).value().extract_string();
        } catch (Bounds e) {
            throw new IllegalStateException("get_values returns at least one value", e);
        }
    }
}
