package org.peregrine.bench.values;

import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;
import org.omg.CORBA.TypeCode;

/**
 * A value of one {@code long} with no factory anywhere: an ORB reading it finds this class by the
 * repository id's {@code <type>Impl} naming convention and makes it with its public no-argument
 * constructor ({@link MadeValueBenchmark}).
 */
public class PlainImpl implements StreamableValue {

    /** Maps to {@code org.peregrine.bench.values.Plain}, whose {@code Impl} this is. */
    public static final String ID = "IDL:org/peregrine/bench/values/Plain:1.0";
    private static final long serialVersionUID = 1L;
    private static final String[] IDS = {ID};

    public int id;

    @Override
    public void _write(OutputStream os) {
        os.write_long(id);
    }

    @Override
    public void _read(InputStream is) {
        id = is.read_long();
    }

    @Override
    public String[] _truncatable_ids() {
        return IDS;
    }

    @Override
    public TypeCode _type() {
        throw new org.omg.CORBA.NO_IMPLEMENT("no TypeCode for this benchmark value");
    }
}
