package org.peregrine.valuetypes.fuzz;

import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;

/**
 * An IDL value type as the IDL-to-Java mapping makes one ({@code valuetype Node { public long
 * number; public wstring label; public Node next; }}): a list whose successor is a nested value,
 * which may be shared or an indirection back (a cycle).
 */
public class Node implements StreamableValue {

    static final String ID = "IDL:peregrine/fuzz/Node:1.0";

    public int number;
    public String label;
    public Node next;

    @Override
    public void _read(InputStream in) {
        number = in.read_long();
        label = in.read_wstring();
        next = (Node) ((org.omg.CORBA_2_3.portable.InputStream) in).read_value(ID);
    }

    @Override
    public void _write(OutputStream out) {
        out.write_long(number);
        out.write_wstring(label);
        ((org.omg.CORBA_2_3.portable.OutputStream) out).write_value(next, ID);
    }

    /** No TypeCode: the fuzz test has no ORB to make one, and reading needs none. */
    @Override
    public TypeCode _type() {
        throw new OrbNeeded("A TypeCode");
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID};
    }
}
