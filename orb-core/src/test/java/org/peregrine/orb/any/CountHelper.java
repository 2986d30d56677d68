package org.peregrine.orb.any;

import java.io.Serializable;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;

/**
 * The helper of a test value box of {@code long}, {@code IDL:org/peregrine/orb/any/Count:1.0},
 * whose Java value is an {@link Integer}: found by its name, as a generated box helper is.
 */
public final class CountHelper implements BoxedValueHelper {

    static final String ID = "IDL:org/peregrine/orb/any/Count:1.0";

    @Override
    public Serializable read_value(InputStream in) {
        return in.read_long();
    }

    @Override
    public void write_value(OutputStream out, Serializable value) {
        out.write_long((Integer) value);
    }

    @Override
    public String get_id() {
        return ID;
    }
}
