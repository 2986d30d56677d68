package org.peregrine.vectorcapture;

import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;

/**
 * An instance of {@code valuetype Derived : Base {public string label; private short rank;}}
 * (Base: {@code public long id;}), marshalled by itself as generated code marshals a value, so a
 * peer ORB writes it into an any with nothing but the OMG API. Only written, never read back.
 */
final class DerivedValue implements StreamableValue {
    private static final long serialVersionUID = 1L;
    static final String ID = "IDL:peregrine/Derived:1.0";
    static final String BASE_ID = "IDL:peregrine/Base:1.0";

    private final int id;
    private final String label;
    private final short rank;
    private final transient TypeCode type;

    DerivedValue(int id, String label, short rank, TypeCode type) {
        this.id = id;
        this.label = label;
        this.rank = rank;
        this.type = type;
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID};
    }

    @Override
    public void _write(OutputStream out) {
        out.write_long(id);
        out.write_string(label);
        out.write_short(rank);
    }

    @Override
    public void _read(InputStream in) {
        throw new UnsupportedOperationException("the capture only writes values");
    }

    @Override
    public TypeCode _type() {
        return type;
    }
}
