package org.peregrine.orb.stream.values;

/** {@code valuetype LongBox long;} as the JacORB IDL compiler maps a box of a primitive. */
public class LongBox implements org.omg.CORBA.portable.ValueBase {

    private static final long serialVersionUID = 1L;

    public int value;

    public LongBox(int value) {
        this.value = value;
    }

    @Override
    public String[] _truncatable_ids() {
        return new String[] {LongBoxHelper.ID};
    }
}
