package org.peregrine.orb.stream.values;

import java.io.Serializable;

/** The box helper of {@link LongBox}: it reads and writes the boxed {@code long}. */
public final class LongBoxHelper implements org.omg.CORBA.portable.BoxedValueHelper {

    public static final String ID = "IDL:peregrine.org/orb/stream/values/LongBox:1.0";

    @Override
    public Serializable read_value(org.omg.CORBA.portable.InputStream is) {
        return new LongBox(is.read_long());
    }

    @Override
    public void write_value(org.omg.CORBA.portable.OutputStream os, Serializable value) {
        os.write_long(((LongBox) value).value);
    }

    @Override
    public String get_id() {
        return ID;
    }
}
