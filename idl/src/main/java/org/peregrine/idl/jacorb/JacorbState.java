package org.peregrine.idl.jacorb;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.jacorb.idl.IDLTreeVisitor;
import org.jacorb.idl.IdlSymbol;
import org.jacorb.idl.Interface;
import org.jacorb.idl.ScopedName;
import org.jacorb.idl.SequenceType;
import org.jacorb.idl.StringType;
import org.jacorb.idl.lexer;
import org.jacorb.idl.parser;

/**
 * Puts JacORB 3.9's static compiler state back to its initial values, so that the next
 * compilation in this JVM starts clean and generates the same code as the first.
 *
 * <p>{@code parser.cleanup()} (protected) resets options, defines, include paths and pending
 * interfaces, and {@code parser.compile} calls it only once option parsing succeeded; per-file
 * tables ({@code NameTable}, {@code TypeMap}, {@code ConstDecl}) are reset when a file is
 * opened, and {@code lexer.reset()} clears the lexer's stacks and error count. What none of them
 * touches, and is reset here (found by {@code IdlCompilerTest}):
 * <ul>
 *   <li>{@code lexer.current_line}: error lines of a later file would count on from the
 *       previous one; the lexer's string and conditional-compilation flags with it;
 *   <li>{@code StringType.tmpResultsCount}, {@code SequenceType.idxNum},
 *       {@code IdlSymbol.num}: counters that name generated locals, so output would differ run
 *       to run;
 *   <li>{@code parser.addbackend}: would make JacORB write the Java mapping before the generator ran;
 *   <li>{@code ScopedName.pseudoScopes}: interface names, which would make a later module of
 *       the same name generate into an interface's {@code ...Package};
 *   <li>{@code ScopedName.enumMap}, {@code recursionStack}, {@code Interface.abstractInterfaces}:
 *       names from earlier IDL that would alter later lookups.
 * </ul>
 *
 * <p>The non-public members are reached by reflection, which works because JacORB is on the
 * class path (unnamed module). A JacORB upgrade must re-check this list; a missing field fails
 * loudly.
 *
 * <p>Thread rule: call only under {@link JacorbCompiler}'s lock.
 */
final class JacorbState {

    /** Scalar statics and their values in a fresh JVM (from the JacORB 3.9 sources). */
    private static final List<Initial> SCALARS = List.of(
            new Initial(lexer.class, "current_line", 1),
            new Initial(lexer.class, "conditionalCompilation", true),
            new Initial(lexer.class, "in_string", false),
            new Initial(lexer.class, "wide", false),
            new Initial(StringType.class, "tmpResultsCount", 0),
            new Initial(SequenceType.class, "idxNum", 0),
            new Initial(IdlSymbol.class, "num", 10000),
            new Initial(parser.class, "addbackend", false),
            new Initial(parser.class, "printVersionTimestamps", true),
            new Initial(Interface.class, "abstractInterfaces", null));

    /** Static collections that start empty. */
    private static final List<Initial> COLLECTIONS = List.of(
            new Initial(ScopedName.class, "pseudoScopes", null),
            new Initial(ScopedName.class, "enumMap", null),
            new Initial(ScopedName.class, "recursionStack", null));

    private record Initial(Class<?> owner, String field, Object value) {
        Field accessible() throws NoSuchFieldException {
            Field accessible = owner.getDeclaredField(field);
            accessible.setAccessible(true);
            return accessible;
        }
    }

    private JacorbState() {}

    static void reset() {
        try {
            Method cleanup = parser.class.getDeclaredMethod("cleanup");
            cleanup.setAccessible(true);
            cleanup.invoke(null);
            for (Initial scalar : SCALARS) {
                scalar.accessible().set(null, scalar.value());
            }
            for (Initial collection : COLLECTIONS) {
                clear(collection.accessible().get(null));
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("JacORB IDL compiler internals changed; "
                    + "update " + JacorbState.class.getName() + " for this JacORB version", e);
        }
        lexer.reset();
    }

    /**
     * Makes {@code generator} JacORB's code generator in the next {@code parser.compile}: once the
     * IDL is parsed, JacORB hands it the parse tree instead of writing the Java mapping itself
     * (the generator has it written). {@code parser.addbackend} stays false ({@link #reset}), or
     * JacORB would write the mapping before the generator could prepare the tree. The instance is
     * set directly, rather than named by {@code -backend <class>}, which JacORB would construct
     * with {@code Class.forName(..).newInstance()}, leaving no way to hand it this compilation's
     * context except through a static. Call after {@link #reset()}: {@code parser.cleanup()}
     * forgets the generator again.
     */
    static void installGenerator(IDLTreeVisitor generator) {
        parser.setGenerator(generator);
    }

    private static void clear(Object collection) {
        if (collection instanceof Map<?, ?> map) {
            map.clear();
        } else {
            ((Collection<?>) collection).clear();
        }
    }
}
