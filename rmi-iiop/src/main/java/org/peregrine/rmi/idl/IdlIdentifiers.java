package org.peregrine.rmi.idl;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.peregrine.valuetypes.rmi.UnicodeEscapes;

/**
 * The Java Language to IDL Mapping's rules for one Java identifier on its own: the escapes that
 * make it a legal IDL identifier colliding with no keyword (§1.3.2.2 to §1.3.2.4) and the suffix
 * that tells apart names differing only in case (§1.3.2.7). The rules that compare a name with
 * other names are {@link OperationNames}'s.
 */
final class IdlIdentifiers {

    /**
     * The keywords of CORBA 2.3 (§3.2.4), the ones the GlassFish ORB escapes, like rmic before it.
     * Later versions added more ({@code local}, {@code component}, {@code home}...); GlassFish
     * leaves those alone, and so does this mapping: a name must be the one the peer expects.
     * Upper case, since an identifier collides with a keyword whatever its case (CORBA §3.2.3).
     */
    private static final Set<String> KEYWORDS = Stream.of(
            "abstract", "any", "attribute", "boolean", "case", "char", "const", "context", "custom", "default",
            "double", "enum", "exception", "factory", "FALSE", "fixed", "float", "in", "inout", "interface", "long",
            "module", "native", "Object", "octet", "oneway", "out", "private", "public", "raises", "readonly",
            "sequence", "short", "string", "struct", "supports", "switch", "TRUE", "truncatable", "typedef",
            "unsigned", "union", "ValueBase", "valuetype", "void", "wchar", "wstring")
            .map(keyword -> keyword.toUpperCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());

    private IdlIdentifiers() {
    }

    /**
     * A method's name as an IDL identifier: a leading underscore prefixed with {@code J}
     * (§1.3.2.3, first, since the keyword escape adds one), a keyword prefixed with {@code _}
     * (§1.3.2.2), illegal characters escaped (§1.3.2.4).
     */
    static String operation(String name) {
        String escaped = escapeLeadingUnderscore(name);
        return escapeIllegalChars(isKeyword(escaped) ? escapeKeyword(escaped) : escaped);
    }

    /**
     * The IDL names of the Java names one scope declares, in order (a value's state members, an
     * operation's parameters): {@link #caseCollision} for those that differ from another only in
     * case (§1.3.2.7), then the escapes of {@link #operation}, then an {@code _} appended to a
     * name that is the container's (§1.3.2.9), as for operations.
     */
    static List<String> inScope(List<String> javaNames, String container) {
        List<String> names = new ArrayList<>(javaNames.size());
        for (String name : javaNames) {
            boolean caseOnly = javaNames.stream()
                    .anyMatch(other -> !other.equals(name) && other.equalsIgnoreCase(name));
            String idl = operation(caseOnly ? caseCollision(name) : name);
            names.add(idl.equalsIgnoreCase(container) ? idl + "_" : idl);
        }
        return names;
    }

    /**
     * A property's name as an IDL attribute name: as {@link #operation} but for keywords, which
     * GlassFish (and rmic) leave alone there, the {@code _get_} or {@code _set_} in front keeping
     * the operation name from being one.
     */
    static String attribute(String name) {
        return escapeIllegalChars(escapeLeadingUnderscore(name));
    }

    /** Whether {@code name} is an IDL keyword in any case. */
    static boolean isKeyword(String name) {
        return KEYWORDS.contains(name.toUpperCase(Locale.ROOT));
    }

    /** §1.3.2.2: a name that is an IDL keyword gets a leading underscore, IDL's escaped identifier. */
    static String escapeKeyword(String name) {
        return "_" + name;
    }

    /** §1.3.2.3: IDL keeps a leading underscore for escaped identifiers, so a Java one gets a {@code J} first. */
    static String escapeLeadingUnderscore(String name) {
        return name.startsWith("_") ? "J" + name : name;
    }

    /**
     * §1.3.2.4: each character that may not appear in an IDL identifier (a {@code $}, anything
     * beyond ISO 8859-1, the Latin-1 symbols) becomes {@code U} and its four upper-case hex digits.
     */
    static String escapeIllegalChars(String name) {
        return UnicodeEscapes.escape(name, c -> isIdentifierChar((char) c), "U");
    }

    /**
     * §1.3.2.7: a name that differs from another only in case gets {@code _} and the indices of
     * its upper-case letters, each after an {@code _}: {@code fooBar} becomes {@code fooBar_3},
     * {@code foobar} {@code foobar_}.
     */
    static String caseCollision(String name) {
        StringBuilder mangled = new StringBuilder(name.length() + 8).append(name).append('_');
        String separator = "";
        for (int i = 0; i < name.length(); i++) {
            if (Character.isUpperCase(name.charAt(i))) {
                mangled.append(separator).append(i);
                separator = "_";
            }
        }
        return mangled.toString();
    }

    /**
     * The characters of IDL identifiers (CORBA §3.2.3, tables 3-2 and 3-3): ASCII letters and
     * digits, {@code _}, and the 62 ISO 8859-1 letters, 0xC0 to 0xFF but for {@code ×} and
     * {@code ÷}.
     */
    private static boolean isIdentifierChar(char c) {
        if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_') {
            return true;
        }
        return c >= 0xc0 && c <= 0xff && c != 0xd7 && c != 0xf7;
    }
}
