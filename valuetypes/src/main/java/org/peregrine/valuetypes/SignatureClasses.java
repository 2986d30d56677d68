package org.peregrine.valuetypes;

import java.util.List;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;

/**
 * Resolves, from this module, the classes of other jars that the signatures on the value path
 * name ({@code ValueClass.writeState(Serializable, OutputStream)}, the reader's and writer's
 * constructors), so that C2 may inline those methods. C2 on JDK 17 inlines a method only once
 * every class its signature names is resolved for the method's own class loader and protection
 * domain (one per jar while a security manager may be installed, the default before JDK 18;
 * {@code -XX:+LogCompilation} says "unloaded signature classes"). Nothing else in this module
 * resolves them before the JIT compiles the value path, so without this step whether a value's
 * {@code _write} is inlined would depend on timing. Each jar needs its own such step; the
 * streams' is {@code org.peregrine.orb.stream.SignatureClasses}.
 */
final class SignatureClasses {

    private SignatureClasses() {
    }

    /** Resolves the classes by naming them; called when the ORB makes its value types. */
    static List<Class<?>> resolve() {
        return List.of(OutputStream.class, InputStream.class, CdrWriter.class, CdrReader.class);
    }
}
