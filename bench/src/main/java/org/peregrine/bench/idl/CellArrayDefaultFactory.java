package org.peregrine.bench.idl;

import java.io.Serializable;

/** The factory every ORB finds for {@code CellArray} by the DefaultFactory naming convention. */
public class CellArrayDefaultFactory implements org.omg.CORBA.portable.ValueFactory {

    @Override
    public Serializable read_value(org.omg.CORBA_2_3.portable.InputStream in) {
        return in.read_value(new CellArrayImpl());
    }
}
