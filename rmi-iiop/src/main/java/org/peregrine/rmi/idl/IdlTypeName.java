package org.peregrine.rmi.idl;

import java.io.Externalizable;
import java.io.Serializable;
import java.rmi.Remote;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.omg.CORBA.portable.IDLEntity;

/**
 * The IDL name of a Java type: the modules it is in and its name in the innermost one, as an
 * overloaded method's name spells its parameter types (§1.3.2.6) and an exception's id its
 * scope (§1.3.7). Immutable.
 *
 * @param modules the modules, outermost first; {@link #ofClass} has applied the leading
 *     underscore rule (§1.3.2.3) to each, no other
 * @param member the name in the innermost module
 * @param predefined whether the mapping names the type itself (a primitive, §1.3.3, or one of the
 *     special cases of §1.3.5 and §1.3.8), which then never collides with a keyword
 */
record IdlTypeName(List<String> modules, String member, boolean predefined) {

    /** §1.3.3: the IDL basic type of each Java primitive. */
    private static final Map<Class<?>, String> PRIMITIVES = Map.of(
            boolean.class, "boolean", char.class, "wchar", byte.class, "octet", short.class, "short",
            int.class, "long", long.class, "long_long", float.class, "float", double.class, "double");

    /** The types the mapping names itself (§1.3.5 for the Java ones, §1.3.8 for CORBA::Object). */
    private static final Map<Class<?>, IdlTypeName> SPECIAL = Map.of(
            Object.class, predefined("Object", "java", "lang"),
            String.class, predefined("WStringValue", "CORBA"),
            Class.class, predefined("ClassDesc", "javax", "rmi", "CORBA"),
            Serializable.class, predefined("Serializable", "java", "io"),
            Externalizable.class, predefined("Externalizable", "java", "io"),
            Remote.class, predefined("Remote", "java", "rmi"),
            org.omg.CORBA.Object.class, predefined("Object"));

    /** §1.3.6: an array is a boxed sequence in {@code ::org::omg::boxedRMI}, within its element's modules. */
    private static final List<String> BOXED_RMI = List.of("org", "omg", "boxedRMI");

    /** §1.3.9: an IDL entity class is boxed in {@code ::org::omg::boxedIDL}, within its own package's modules. */
    private static final String BOXED_IDL = "org.omg.boxedIDL";

    IdlTypeName {
        modules = List.copyOf(modules);
    }

    static IdlTypeName of(Class<?> type) {
        String primitive = PRIMITIVES.get(type);
        if (primitive != null) {
            return predefined(primitive);
        }
        IdlTypeName special = SPECIAL.get(type);
        if (special != null) {
            return special;
        }
        if (type.isArray()) {
            return array(type);
        }
        String packageName = type.getPackageName();
        if (isEntity(type)) {
            packageName = packageName.isEmpty() ? BOXED_IDL : BOXED_IDL + "." + packageName;
        }
        return ofClass(packageName, simpleBinaryName(type));
    }

    /**
     * The class's binary name within its package: {@code Outer$Inner}. (On Java 9 and later the
     * GlassFish ORB cuts the first letter off a class in the unnamed package, taking its empty
     * package name and a dot for a prefix; a bug of running it on a later Java, not followed.)
     */
    static String simpleBinaryName(Class<?> type) {
        String packageName = type.getPackageName();
        return packageName.isEmpty() ? type.getName() : type.getName().substring(packageName.length() + 1);
    }

    /**
     * A class's name: each package name a module, the class's binary name within its package
     * the member with each {@code $} of nesting written {@code __} (§1.3.2.5); a leading
     * underscore of either gets a {@code J} (§1.3.2.3).
     *
     * @param packageName dot-separated, empty for the unnamed package
     * @param simpleName the binary name within the package, {@code Outer$Inner}
     */
    static IdlTypeName ofClass(String packageName, String simpleName) {
        List<String> modules = new ArrayList<>();
        if (!packageName.isEmpty()) {
            for (String module : packageName.split("\\.")) {
                modules.add(IdlIdentifiers.escapeLeadingUnderscore(module));
            }
        }
        return new IdlTypeName(modules, IdlIdentifiers.escapeLeadingUnderscore(simpleName.replace("$", "__")), false);
    }

    /**
     * The name of this type within an overloaded method's IDL name (§1.3.2.6): modules and member
     * joined with {@code _}, escaped if a keyword (only possible without modules) and for illegal
     * characters. The GlassFish ORB, like rmic, does not escape a module that is a keyword here:
     * {@code java.nio.file.attribute.FileTime} is {@code java_nio_file_attribute_FileTime}, where
     * the keyword rule would give {@code java_nio_file__attribute_FileTime}.
     */
    String overloadName() {
        String name = modules.isEmpty() ? member : String.join("_", modules) + "_" + member;
        if (!predefined && IdlIdentifiers.isKeyword(name)) {
            name = IdlIdentifiers.escapeKeyword(name);
        }
        return IdlIdentifiers.escapeIllegalChars(name);
    }

    /**
     * This name as IDL source spells it, {@code ::java::lang::_Object}: each module and the member
     * escaped if it is a keyword (§1.3.2.2) or holds characters an identifier may not
     * (§1.3.2.4). Not for primitives and {@code CORBA::Object}, which IDL names with keywords.
     */
    String scopedName() {
        StringBuilder scoped = new StringBuilder();
        idlModules().forEach(module -> scoped.append("::").append(module));
        return scoped.append("::").append(idlMember()).toString();
    }

    /** The modules as IDL source spells them (§1.3.2.2, §1.3.2.4), outermost first. */
    List<String> idlModules() {
        return modules.stream().map(IdlTypeName::identifier).toList();
    }

    /** The member as IDL source spells it (§1.3.2.2, §1.3.2.4). */
    String idlMember() {
        return identifier(member);
    }

    private static String identifier(String name) {
        String escaped = IdlIdentifiers.isKeyword(name) ? IdlIdentifiers.escapeKeyword(name) : name;
        return IdlIdentifiers.escapeIllegalChars(escaped);
    }

    /** {@code seq<dimensions>_<element's member>} in boxedRMI and the element's modules: {@code seq2_long_long}. */
    private static IdlTypeName array(Class<?> array) {
        Class<?> element = array;
        int dimensions = 0;
        while (element.isArray()) {
            element = element.getComponentType();
            dimensions++;
        }
        IdlTypeName elementName = of(element);
        List<String> modules = new ArrayList<>(BOXED_RMI);
        modules.addAll(elementName.modules);
        return new IdlTypeName(modules, "seq" + dimensions + "_" + elementName.member, false);
    }

    /** §1.2.8: a class, not an interface, generated from IDL. */
    private static boolean isEntity(Class<?> type) {
        return !type.isInterface() && IDLEntity.class.isAssignableFrom(type);
    }

    private static IdlTypeName predefined(String member, String... modules) {
        return new IdlTypeName(List.of(modules), member, true);
    }
}
