package org.peregrine.orb.stream.values;

import org.omg.CORBA.DataInputStream;
import org.omg.CORBA.DataOutputStream;

/**
 * {@code custom valuetype Counter { ... }}: it marshals its own state (a name, a count and a
 * nested value) through the {@code DataOutputStream} it is given.
 */
public class Counter implements org.omg.CORBA.portable.CustomValue {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/Counter:1.0";
    private static final long serialVersionUID = 1L;

    public String name;
    public long count;
    public Node node;

    @Override
    public void marshal(DataOutputStream os) {
        os.write_string(name);
        os.write_longlong(count);
        os.write_Value(node);
    }

    @Override
    public void unmarshal(DataInputStream is) {
        name = is.read_string();
        count = is.read_longlong();
        node = (Node) is.read_Value();
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID};
    }
}
