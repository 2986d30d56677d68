package org.peregrine.interop;

import org.omg.CORBA.DataInputStream;
import org.omg.CORBA.DataOutputStream;

/** The custom value type {@code Tally} of Interop.idl: it marshals its name and count itself. */
public class TallyImpl extends Tally {

    private static final long serialVersionUID = 1L;

    public TallyImpl() {
    }

    public TallyImpl(String name, long count) {
        this.name = name;
        this.count = count;
    }

    @Override
    public void marshal(DataOutputStream out) {
        out.write_string(name);
        out.write_longlong(count);
    }

    @Override
    public void unmarshal(DataInputStream in) {
        name = in.read_string();
        count = in.read_longlong();
    }
}
