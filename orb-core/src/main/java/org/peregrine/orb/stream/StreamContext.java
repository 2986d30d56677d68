package org.peregrine.orb.stream;

import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.orb.typecode.TypeCodeServices;
import org.peregrine.valuetypes.ValueTypes;
import org.peregrine.valuetypes.rmi.SenderClasses;

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

    /**
     * The SendingContextRunTime context (CORBA 3.0 §15.7.1) this ORB sends its RMI-IIOP peers once
     * per connection, naming its {@code CodeBase}; {@code null} if it offers none.
     */
    default ServiceContext sendingContext() {
        return null;
    }

    /**
     * What a peer says of its classes through the {@code CodeBase} its SendingContextRunTime
     * context names ({@code data}, the context's encapsulated IOR); {@code null} if there is none.
     */
    default SenderClasses senderClasses(byte[] data) {
        return null;
    }
}
