package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The sizes the JIT's inlining decisions depend on, which no functional test would notice
 * changing: the bodies that read and write one value ({@code ValueReader.readValue}, {@code
 * ValueWriter.writeValue}) stay larger than the 325 bytecodes C2 inlines into a call site run
 * often ({@code FreqInlineSize}), so the entry points in front of them stay small once compiled
 * and are inlined into every value type's {@code _read} and {@code _write}; see the methods'
 * comments for what that is worth.
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

    /**
     * The bytecode length of the method of {@code type} whose javap declaration starts with
     * {@code declaration}, to within its last instruction: the offset of that instruction plus
     * one, at most a few octets short (so "larger than" holds, and "smaller than" nearly).
     */
    private static int codeSize(Class<?> type, String declaration) {
        ToolProvider javap = ToolProvider.findFirst("javap").orElseThrow();
        StringWriter out = new StringWriter();
        String classPath = type.getProtectionDomain().getCodeSource().getLocation().getPath();
        javap.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "-c", "-p", "-cp", classPath,
                type.getName());
        int size = -1;
        boolean inMethod = false;
        for (String line : out.toString().split("\n")) {
            String trimmed = line.trim();
            if (line.startsWith("  ") && !line.startsWith("   ")) {
                inMethod = trimmed.startsWith(declaration);
            } else if (inMethod && trimmed.matches("\\d+: .*")) {
                size = Integer.parseInt(trimmed.substring(0, trimmed.indexOf(':'))) + 1;
            }
        }
        assertTrue(size > 0, "no method " + declaration + " in " + type.getName());
        return size;
    }
}
