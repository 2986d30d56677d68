package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

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
        assertTrue(codeSize(ValueReader.class, "private java.io.Serializable readValue(int,") > FREQ_INLINE_SIZE);
        assertTrue(codeSize(ValueWriter.class, "private void writeValue(") > FREQ_INLINE_SIZE);
    }

    @Test
    void shouldKeepTheEntryPointsSmall() {
        assertTrue(codeSize(ValueReader.class, "public java.io.Serializable read(java.lang.String)") < 64);
        assertTrue(codeSize(ValueWriter.class, "public void write(java.io.Serializable, java.lang.String)") < 64);
    }

    @Test
    void shouldResolveTheSignatureClassesWhenTheOrbMakesItsValueTypes() {
        List<String> resolve = instructions(SignatureClasses.class, "static java.util.List<java.lang.Class<?>> resolve()");
        for (String name : List.of("org/omg/CORBA/portable/OutputStream", "org/omg/CORBA/portable/InputStream",
                "org/peregrine/giop/cdr/CdrWriter", "org/peregrine/giop/cdr/CdrReader")) {
            assertTrue(resolve.stream().anyMatch(line -> line.contains(" ldc") && line.endsWith("// class " + name)),
                    name + " is not resolved: " + resolve);
        }
        assertTrue(instructions(ValueTypes.class, "public org.peregrine.valuetypes.ValueTypes(int)").stream()
                .anyMatch(line -> line.contains("invokestatic") && line.contains("SignatureClasses.resolve")),
                "the ORB's value types resolve the signature classes when made");
    }

    /**
     * The bytecode length of the method of {@code type} whose javap declaration starts with
     * {@code declaration}, to within its last instruction: the offset of that instruction plus
     * one, at most a few octets short (so "larger than" holds, and "smaller than" nearly).
     */
    private static int codeSize(Class<?> type, String declaration) {
        List<String> code = instructions(type, declaration);
        String last = code.get(code.size() - 1);
        return Integer.parseInt(last.substring(0, last.indexOf(':'))) + 1;
    }

    /** The instructions, as javap prints them, of the method of {@code type} whose declaration starts so. */
    private static List<String> instructions(Class<?> type, String declaration) {
        ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
        StringWriter out = new StringWriter();
        String classPath = type.getProtectionDomain().getCodeSource().getLocation().getPath();
        javap.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-c", "-p", "-cp", classPath,
                type.getName());
        List<String> code = new ArrayList<>();
        boolean inMethod = false;
        for (String line : out.toString().split("\n")) {
            String trimmed = line.trim();
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                inMethod = trimmed.startsWith(declaration);
            } else if (inMethod && trimmed.matches("\\d+: .*")) {
                code.add(trimmed);
            }
        }
        assertTrue(!code.isEmpty(), "no method " + declaration + " in " + type.getName());
        return code;
    }
}
