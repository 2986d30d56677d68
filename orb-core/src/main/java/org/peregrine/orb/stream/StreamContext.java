package org.peregrine.orb.stream;

import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.orb.typecode.TypeCodeServices;
import org.peregrine.valuetypes.ValueTypes;

/**
 * What the portable streams need from their ORB: the ORB itself, the mapping between object
 * references and IORs, and its value types. Thread-safe.
 */
public interface StreamContext {

    org.omg.CORBA.ORB orb();

    /** Writes {@code reference}'s IOR ({@code null}: the nil IOR). */
    void writeReference(CdrWriter writer, org.omg.CORBA.Object reference);

    /**
     * Reads an IOR and returns its object reference: an instance of {@code stubClass} if given,
     * else a generic reference; {@code null} for the nil IOR.
     */
    org.omg.CORBA.Object readReference(CdrReader reader, Class<?> stubClass);

    /** The ORB's value factories and value nesting limit. */
    ValueTypes valueTypes();

    /** What reading TypeCodes needs: union labels as Anys of this ORB, the TypeCodes read lately. */
    TypeCodeServices typeCodes();
}
