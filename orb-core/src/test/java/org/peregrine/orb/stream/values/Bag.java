package org.peregrine.orb.stream.values;

/** {@code valuetype Bag { public sequence<Node> nodes; };}: a value holding many values. */
public class Bag implements org.omg.CORBA.portable.StreamableValue {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/Bag:1.0";
    private static final long serialVersionUID = 1L;

    public Node[] nodes = new Node[0];

    @Override
    public void _write(org.omg.CORBA.portable.OutputStream os) {
        os.write_long(nodes.length);
        for (Node node : nodes) {
            ((org.omg.CORBA_2_3.portable.OutputStream) os).write_value(node, Node.ID);
        }
    }

    @Override
    public void _read(org.omg.CORBA.portable.InputStream is) {
        nodes = new Node[is.read_long()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = (Node) ((org.omg.CORBA_2_3.portable.InputStream) is).read_value(Node.ID);
        }
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
