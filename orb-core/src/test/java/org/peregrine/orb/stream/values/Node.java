package org.peregrine.orb.stream.values;

/**
 * A value type as the JacORB IDL compiler maps {@code valuetype Node { public long id; public
 * Node next; public Node other; }} (with {@code #pragma prefix "peregrine.org"} in module {@code
 * orb::stream::values}): abstract, streamable, its state written and read member by member.
 */
public abstract class Node implements org.omg.CORBA.portable.StreamableValue {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/Node:1.0";
    private static final long serialVersionUID = 1L;

    public int id;
    public Node next;
    public Node other;

    @Override
    public void _write(org.omg.CORBA.portable.OutputStream os) {
        os.write_long(id);
        ((org.omg.CORBA_2_3.portable.OutputStream) os).write_value(next, ID);
        ((org.omg.CORBA_2_3.portable.OutputStream) os).write_value(other, ID);
    }

    @Override
    public void _read(org.omg.CORBA.portable.InputStream is) {
        id = is.read_long();
        next = (Node) ((org.omg.CORBA_2_3.portable.InputStream) is).read_value(ID);
        other = (Node) ((org.omg.CORBA_2_3.portable.InputStream) is).read_value(ID);
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID};
    }

    @Override
    public org.omg.CORBA.TypeCode _type() {
        throw new UnsupportedOperationException("no TypeCodes in these tests");
    }
}
