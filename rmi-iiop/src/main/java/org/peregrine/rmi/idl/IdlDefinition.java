package org.peregrine.rmi.idl;

import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One definition of the IDL {@link JavaToIdl} writes: a Java type's, or a boxed sequence's, an
 * exception's, a typedef's. Each is written in its modules and, but for typedefs, followed by
 * the {@code #pragma ID} that gives it the repository id the Java ORBs use on the wire, where IDL
 * compilers would make an {@code IDL:} id of its name (§1.3.5.7).
 */
sealed interface IdlDefinition permits BoxDefinition, ExceptionDefinition, InterfaceDefinition, TypedefDefinition,
        ValueDefinition {

    /**
     * The kinds of definition in the order they are written, so that each comes after those it
     * needs whole: a typedef names a basic type; a boxed sequence, its element (declared ahead,
     * or a lower dimension's sequence); a value, the sequences of its state and its base; an
     * exception, its value; an interface, all of these and its bases. Interfaces and values
     * are declared ahead of everything ({@link #forward}), which is all a use needs of them.
     */
    enum Kind {
        TYPEDEF, BOX, VALUE, EXCEPTION, INTERFACE
    }

    /** By name: by module, then by name in the module, so that one module's definitions come together. */
    Comparator<IdlDefinition> BY_NAME = Comparator
            .comparing((IdlDefinition definition) -> String.join("::", definition.name().modules()))
            .thenComparing(definition -> definition.name().member());

    /** The name it defines, with its modules. */
    IdlTypeName name();

    Kind kind();

    /**
     * The IDL names of the definitions of its kind it needs whole before it: a value's base, an
     * interface's bases, a sequence's sequence of one dimension less; none by default.
     */
    default List<String> bases() {
        return List.of();
    }

    /**
     * Its forward declaration, {@code valuetype Quote} (without the semicolon), if it has one;
     * none by default.
     */
    default Optional<String> forward() {
        return Optional.empty();
    }

    /** Writes the definition and its {@code #pragma ID} into its modules, which {@code out} has entered. */
    void write(IdlWriter out);

    /**
     * {@code definitions} in the order they are written: by kind, each kind by name but for the
     * bases each needs, which come just before it.
     */
    static List<IdlDefinition> inOrder(Collection<IdlDefinition> definitions) {
        Map<String, IdlDefinition> byName = new HashMap<>();
        definitions.forEach(definition -> byName.put(definition.name().scopedName(), definition));
        Set<IdlDefinition> ordered = new LinkedHashSet<>();
        definitions.stream().sorted(Comparator.comparing(IdlDefinition::kind).thenComparing(BY_NAME))
                .forEach(definition -> addAfterBases(definition, byName, ordered));
        return List.copyOf(ordered);
    }

    private static void addAfterBases(IdlDefinition definition, Map<String, IdlDefinition> byName,
            Set<IdlDefinition> ordered) {
        if (!ordered.contains(definition)) {
            definition.bases().forEach(base -> addAfterBases(byName.get(base), byName, ordered));
            ordered.add(definition);
        }
    }

    /**
     * {@code #pragma ID name "id"}: the repository id of what {@code name} names in the current
     * module, its backslashes (the {@code \U0024} of an RMI id) escaped, as an IDL string literal's are.
     */
    static String pragmaId(String name, String repositoryId) {
        return "#pragma ID " + name + " \"" + repositoryId.replace("\\", "\\\\") + "\"";
    }
}
