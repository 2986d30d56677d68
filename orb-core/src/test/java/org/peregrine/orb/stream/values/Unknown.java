package org.peregrine.orb.stream.values;

/**
 * A truncatable value whose most derived type no receiver knows: its first repository id names
 * no class, so a reader truncates it to {@link Node} and skips the rest of its state (a string,
 * a nested value of an unknown type, a long).
 */
public class Unknown extends NodeImpl {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/Nowhere/Unknown:1.0";
    private static final long serialVersionUID = 1L;

    public Unknown(int id) {
        super(id);
    }

    /** The state after Node's: a string, a nested value of this unknown type (one level), a long. */
    @Override
    public void _write(org.omg.CORBA.portable.OutputStream os) {
        super._write(os);
        os.write_string("state a receiver without this type skips");
        ((org.omg.CORBA_2_3.portable.OutputStream) os).write_value(id < 1000 ? new Unknown(id + 1000) : null, ID);
        os.write_longlong(0x0102030405060708L);
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {ID, Node.ID};
    }
}
