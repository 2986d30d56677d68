package org.peregrine.valuetypes.fuzz;

import org.omg.CORBA.DataInputStream;
import org.omg.CORBA.DataOutputStream;
import org.omg.CORBA.portable.CustomValue;

/**
 * A custom-marshaled IDL value type ({@code custom valuetype Tally}): its state, a count, a
 * name and any other value, read by its own {@link #unmarshal}, always chunked on the wire.
 */
public class Tally implements CustomValue {

    static final String ID = "IDL:peregrine/fuzz/Tally:1.0";

    public long count;
    public String name;
    public java.io.Serializable extra;

    @Override
    public void unmarshal(DataInputStream in) {
        count = in.read_longlong();
        name = in.read_string();
        extra = in.read_Value();
    }

    @Override
    public void marshal(DataOutputStream out) {
        out.write_longlong(count);
        out.write_string(name);
        out.write_Value(extra);
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID};
    }
}
