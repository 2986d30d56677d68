package org.peregrine.orb.stream;

import java.io.Serializable;
import java.util.List;
import org.omg.CORBA.portable.BoxedValueHelper;

/**
 * Resolves, from this module, the classes of other jars that the signatures of the portable
 * streams' value methods name ({@code write_value(Serializable, String)}, {@code
 * read_value(String)} returning a {@code Serializable}, and the like, in {@link CdrOutputStream}
 * and {@link CdrInputStream}), so that C2 may inline those methods into generated code (a value
 * type's {@code _write}, a sequence helper's loop). C2 on JDK 17 inlines a method only once every
 * class its signature names is resolved for the method's own class loader and protection domain
 * (one per jar while a security manager may be installed, the default before JDK 18; {@code
 * -XX:+LogCompilation} says "unloaded signature classes"), and nothing else in this module
 * resolves them before the JIT compiles the value path. The value types' own step is {@code
 * org.peregrine.valuetypes.SignatureClasses}: each jar needs its own.
 */
final class SignatureClasses {

    private SignatureClasses() {
    }

    /** Resolves the classes by naming them; called when the first output stream is made. */
    static List<Class<?>> resolve() {
        return List.of(Serializable.class, BoxedValueHelper.class);
    }
}
