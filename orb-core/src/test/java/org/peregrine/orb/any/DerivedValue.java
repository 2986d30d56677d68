package org.peregrine.orb.any;

import java.io.Serializable;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;
import org.omg.CORBA.portable.ValueFactory;

/**
 * {@code valuetype Derived : Base {public string label; private short rank;}} (Base: {@code public
 * long id;}), as generated code would marshal it: the value the peers' {@code any-value} vectors
 * hold, which Peregrine reads through this factory.
 */
final class DerivedValue implements StreamableValue {
    private static final long serialVersionUID = 1L;
    static final String ID = "IDL:peregrine/Derived:1.0";

    private int id;
    private String label;
    private short rank;

    static void register(ORB orb) {
        ValueFactory factory = in -> in.read_value(new DerivedValue());
        ((org.omg.CORBA_2_3.ORB) orb).register_value_factory(ID, factory);
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
        id = in.read_long();
        label = in.read_string();
        rank = in.read_short();
    }

    @Override
    public TypeCode _type() {
        throw new UnsupportedOperationException("the test has the TypeCode from the wire");
    }

    @Override
    public String toString() {
        return "Derived{" + id + ", " + label + ", " + rank + "}";
    }
}
