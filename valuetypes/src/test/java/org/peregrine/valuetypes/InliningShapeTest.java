package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.peregrine.testsupport.Bytecode;

/**
 * The sizes the JIT's inlining decisions depend on, which no functional test would notice
 * changing: the bodies that read and write one value ({@code ValueReader.readValue}, {@code
 * ValueWriter.writeValue}) stay larger than the 325 bytecodes C2 inlines into a call site run
 * often ({@code FreqInlineSize}), so the entry points in front of them stay small once compiled
 * and are inlined into every value type's {@code _read} and {@code _write}; see the methods'
 * comments for what that is worth. And the step that resolves the value path's signature
 * classes from this module ({@link SignatureClasses}) stays where the ORB makes its value types.
 */
class InliningShapeTest {

    /** C2's {@code FreqInlineSize} on x86-64 and AArch64. */
    private static final int FREQ_INLINE_SIZE = 325;

    @Test
    void shouldKeepTheValueBodiesTooLargeToInline() {
        assertTrue(Bytecode.size(ValueReader.class, "private java.io.Serializable readValue(int,") > FREQ_INLINE_SIZE);
        assertTrue(Bytecode.size(ValueWriter.class, "private void writeValue(") > FREQ_INLINE_SIZE);
    }

    @Test
    void shouldKeepTheEntryPointsSmall() {
        assertTrue(Bytecode.size(ValueReader.class, "public java.io.Serializable read(java.lang.String)") < 64);
        assertTrue(Bytecode.size(ValueWriter.class, "public void write(java.io.Serializable, java.lang.String)") < 64);
    }

    @Test
    void shouldResolveTheSignatureClassesWhenTheOrbMakesItsValueTypes() {
        List<String> resolve = Bytecode.instructions(SignatureClasses.class, "static java.util.List<java.lang.Class<?>> resolve()");
        for (String name : List.of("org/omg/CORBA/portable/OutputStream", "org/omg/CORBA/portable/InputStream",
                "org/peregrine/giop/cdr/CdrWriter", "org/peregrine/giop/cdr/CdrReader")) {
            assertTrue(Bytecode.loadsClass(resolve, name), name + " is not resolved: " + resolve);
        }
        assertTrue(Bytecode.callsStatic(Bytecode.instructions(ValueTypes.class,
                "public org.peregrine.valuetypes.ValueTypes(int, org.peregrine.valuetypes.ValueFilter, boolean)"),
                "SignatureClasses.resolve"),
                "the ORB's value types resolve the signature classes when made");
    }
}
