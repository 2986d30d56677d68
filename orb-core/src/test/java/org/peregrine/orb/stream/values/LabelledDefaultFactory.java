package org.peregrine.orb.stream.values;

/** A default factory as the IDL-to-Java mapping defines it: it calls back {@code read_value(instance)}. */
public class LabelledDefaultFactory implements org.omg.CORBA.portable.ValueFactory {

    @Override
    public java.io.Serializable read_value(org.omg.CORBA_2_3.portable.InputStream is) {
        return is.read_value(new LabelledImpl());
    }
}
