package org.peregrine.interop;

import java.io.Serializable;

/** The factory every ORB finds for {@code Tag} by the DefaultFactory naming convention. */
public class TagDefaultFactory implements org.omg.CORBA.portable.ValueFactory {

    @Override
    public Serializable read_value(org.omg.CORBA_2_3.portable.InputStream in) {
        return in.read_value(new TagImpl());
    }
}
