package org.peregrine.orb.stream.values;

/**
 * {@code valuetype Labelled : truncatable Node { public string label; public Node extra; }}:
 * truncatable, so it travels chunked with both repository ids; made by {@link
 * LabelledDefaultFactory}.
 */
public abstract class Labelled extends Node {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/Labelled:1.0";
    private static final long serialVersionUID = 1L;

    public String label;
    public Node extra;

    @Override
    public void _write(org.omg.CORBA.portable.OutputStream os) {
        super._write(os);
        os.write_string(label);
        ((org.omg.CORBA_2_3.portable.OutputStream) os).write_value(extra, Node.ID);
    }

    @Override
    public void _read(org.omg.CORBA.portable.InputStream is) {
        super._read(is);
        label = is.read_string();
        extra = (Node) ((org.omg.CORBA_2_3.portable.InputStream) is).read_value(Node.ID);
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID, Node.ID};
    }
}
