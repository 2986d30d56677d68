package org.peregrine.rmi.idl;

import java.util.List;

/**
 * IDL source as {@link JavaToIdl} writes it: each definition in its modules, two spaces deeper
 * per module. The modules open and close as the definitions written move between them, so that
 * definitions of one module written one after the other share one {@code module} block (IDL
 * reopens modules as often as needed). Not thread-safe.
 */
final class IdlWriter {

    private static final String INDENT = "  ";

    private final StringBuilder text = new StringBuilder();
    private List<String> modules = List.of();
    /** Whether the last line opened a module (or nothing is written yet): no blank line is needed there. */
    private boolean atBlockStart = true;

    /** A line outside any module (closing those open): the header, the {@code #include}. */
    void topLevel(String line) {
        enter(List.of());
        indented(0, line);
    }

    /** Moves into {@code target}: closes the open modules it is not in, opens the others. */
    void enter(List<String> target) {
        int common = 0;
        while (common < modules.size() && common < target.size() && modules.get(common).equals(target.get(common))) {
            common++;
        }
        for (int depth = modules.size() - 1; depth >= common; depth--) {
            indented(depth, "};");
        }
        for (int depth = common; depth < target.size(); depth++) {
            indented(depth, "module " + target.get(depth) + " {");
            atBlockStart = true;
        }
        modules = List.copyOf(target);
    }

    /** A blank line before a definition, unless it is the first of its module block. */
    void separate() {
        if (!atBlockStart) {
            text.append('\n');
            atBlockStart = true;
        }
    }

    /** A line of the current module. */
    void line(String line) {
        indented(modules.size(), line);
    }

    /** {@code header { members };}, the members a level deeper, or {@code header {};} without members. */
    void block(String header, List<String> members) {
        if (members.isEmpty()) {
            line(header + " {};");
            return;
        }
        line(header + " {");
        members.forEach(member -> indented(modules.size() + 1, member));
        line("};");
    }

    /** The source written, every module closed. */
    String finish() {
        enter(List.of());
        return text.toString();
    }

    private void indented(int depth, String line) {
        text.append(INDENT.repeat(depth)).append(line).append('\n');
        atBlockStart = false;
    }
}
