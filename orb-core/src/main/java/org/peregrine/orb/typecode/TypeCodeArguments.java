package org.peregrine.orb.typecode;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * The checks the ORB's {@code create_*_tc} operations make of their arguments, with the standard
 * minor codes (CORBA 3.0 §4.12.3): names are IDL identifiers or empty (BAD_PARAM 15; a Java
 * class name for an RMI-IIOP type), ids are
 * repository ids (16), member names are unique ignoring case, as IDL requires (17), member
 * types can be members (BAD_TYPECODE 2), and a union switches on a legal type (20) with labels
 * of that type (19), each once (18).
 */
public final class TypeCodeArguments {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final String RMI_PREFIX = "RMI:";

    private TypeCodeArguments() {
    }

    private static RuntimeException refused(MinorCode code, Object detail) {
        return SystemExceptions.of(code, CompletionStatus.COMPLETED_NO, detail);
    }

    /**
     * Checks a repository id and a name. The TypeCode of a Java type in RMI-IIOP (an id in the
     * RMI hashed format) may be named by its Java class name, dots and all, as the GlassFish ORB
     * names the TypeCodes of the Java values it sends in anys.
     */
    public static void named(String id, String name) {
        if (id == null || !id.isEmpty() && id.indexOf(':') < 1) {
            throw refused(OmgMinor.BAD_PARAM_TYPECODE_REPOSITORY_ID, id);
        }
        if (name == null || !name.isEmpty() && !IDENTIFIER.matcher(name).matches()
                && !(id.startsWith(RMI_PREFIX) && isJavaClassName(name))) {
            throw refused(OmgMinor.BAD_PARAM_TYPECODE_NAME, name);
        }
    }

    /** A Java class name as {@code Class.getName()} gives it: identifiers joined by dots. */
    private static boolean isJavaClassName(String name) {
        for (String part : name.split("\\.", -1)) {
            if (part.isEmpty() || !Character.isJavaIdentifierStart(part.charAt(0))
                    || !part.chars().allMatch(Character::isJavaIdentifierPart)) {
                return false;
            }
        }
        return true;
    }

    /** Checks member names (unique, ignoring case) and, if given, member types. */
    public static void members(String[] names, TypeCode[] types) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < names.length; i++) {
            String name = names[i];
            if (name == null || !name.isEmpty()
                    && (!IDENTIFIER.matcher(name).matches() || !seen.add(name.toLowerCase(Locale.ROOT)))) {
                throw refused(OmgMinor.BAD_PARAM_TYPECODE_MEMBER_NAME, name);
            }
            if (types != null) {
                member(types[i], name);
            }
        }
    }

    /** Checks that {@code type} may be the type of a member or an element. */
    public static void member(TypeCode type, String what) {
        if (type == null) {
            throw refused(OmgMinor.BAD_TYPECODE_MEMBER_TYPE, what + " has no type");
        }
        if (type instanceof TypeCodeImpl impl && impl.placeholder()) {
            return; // a recursion: its type is the enclosing one
        }
        int kind = type.kind().value();
        if (kind == TCKind._tk_null || kind == TCKind._tk_void || kind == TCKind._tk_except) {
            throw refused(OmgMinor.BAD_TYPECODE_MEMBER_TYPE, what + " of kind " + TypeCodeImpl.kindName(type.kind()));
        }
    }

    /**
     * Checks a union's discriminator type and labels; the default member's label is the octet 0.
     *
     * @return the index of the default member, or -1
     */
    public static int union(TypeCode discriminator, String[] names, Any[] labels) {
        UnionLabels.Kind kind;
        try {
            kind = UnionLabels.kindOf(discriminator, null);
        } catch (RuntimeException e) {
            throw refused(OmgMinor.BAD_PARAM_UNION_DISCRIMINATOR, discriminator);
        }
        int defaultIndex = -1;
        Set<Long> values = new HashSet<>();
        for (int i = 0; i < labels.length; i++) {
            Any label = labels[i];
            if (label == null) {
                throw refused(OmgMinor.BAD_PARAM_UNION_LABEL_TYPE, names[i]);
            }
            if (UnionLabels.isDefault(label)) {
                if (defaultIndex >= 0) {
                    throw refused(OmgMinor.BAD_PARAM_UNION_DUPLICATE_LABEL, names[i] + " (a second default)");
                }
                defaultIndex = i;
            } else if (!label.type().equivalent(discriminator)) {
                throw refused(OmgMinor.BAD_PARAM_UNION_LABEL_TYPE, names[i]);
            } else if (!values.add(UnionLabels.valueOf(label, kind))) {
                throw refused(OmgMinor.BAD_PARAM_UNION_DUPLICATE_LABEL, names[i]);
            }
        }
        return defaultIndex;
    }
}
