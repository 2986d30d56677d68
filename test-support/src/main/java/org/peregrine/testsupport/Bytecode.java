package org.peregrine.testsupport;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.spi.ToolProvider;

/**
 * A method's bytecode as the JDK's {@code javap -c -p} prints it, for tests of shapes that only
 * the JIT compiler notices (a method's size against an inlining limit, a call kept for the
 * classes it resolves), which no functional test would see change.
 */
public final class Bytecode {

    private Bytecode() {
    }

    /**
     * The instructions ({@code "12: invokestatic #7 // Method ..."}) of the method of {@code type}
     * whose javap declaration starts with {@code declaration}.
     *
     * @throws AssertionError if there is no such method
     */
    public static List<String> instructions(Class<?> type, String declaration) {
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
        if (code.isEmpty()) {
            throw new AssertionError("no method " + declaration + " in " + type.getName());
        }
        return code;
    }

    /**
     * The bytecode length of the method, to within its last instruction: that instruction's
     * offset plus one, at most a few octets short (so "larger than" holds, and "smaller than"
     * nearly).
     */
    public static int size(Class<?> type, String declaration) {
        List<String> code = instructions(type, declaration);
        String last = code.get(code.size() - 1);
        return Integer.parseInt(last.substring(0, last.indexOf(':'))) + 1;
    }

    /** Whether the instructions hold one that loads the class constant {@code internalName} (a/b/C). */
    public static boolean loadsClass(List<String> instructions, String internalName) {
        return instructions.stream().anyMatch(line -> line.contains(" ldc") && line.endsWith("// class " + internalName));
    }

    /** Whether the instructions call {@code owner.method} statically (owner as javap names it). */
    public static boolean callsStatic(List<String> instructions, String ownerAndMethod) {
        return instructions.stream().anyMatch(line -> line.contains("invokestatic") && line.contains(ownerAndMethod + ":"));
    }
}
