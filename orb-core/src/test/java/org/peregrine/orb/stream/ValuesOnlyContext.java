package org.peregrine.orb.stream;

import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.orb.typecode.TypeCodeServices;
import org.peregrine.valuetypes.ValueTypes;

/** The stream services of tests that write values and primitives: value types, no ORB, no references. */
record ValuesOnlyContext(ValueTypes valueTypes) implements StreamContext {

    /** With the default nesting limit. */
    static final ValuesOnlyContext DEFAULT = new ValuesOnlyContext(new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH));

    @Override
    public org.omg.CORBA.ORB orb() {
        return null;
    }

    @Override
    public void writeReference(CdrWriter writer, org.omg.CORBA.Object reference) {
        throw new UnsupportedOperationException();
    }

    @Override
    public org.omg.CORBA.Object readReference(CdrReader reader, Class<?> stubClass) {
        throw new UnsupportedOperationException();
    }

    @Override
    public TypeCodeServices typeCodes() {
        throw new UnsupportedOperationException();
    }
}
