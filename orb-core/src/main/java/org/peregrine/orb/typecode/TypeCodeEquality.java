package org.peregrine.orb.typecode;

import java.util.IdentityHashMap;
import java.util.Map;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;

/**
 * {@code TypeCode.equal} and {@code equivalent} as CORBA 3.0 §4.11.1 defines them, guarded
 * against recursive TypeCodes (a pair already being compared is assumed equal).
 *
 * <p>Equal: every operation of one answers as the other's does, names and empty ids included.
 * Equivalent: aliases looked through; where both ids are non-empty they decide alone, otherwise
 * the parameters are compared, names and member names ignored. Both compare union labels in
 * member order: a union whose TypeCode lists {@code case 3: case 4:} as 3, 4 (omniidl) is
 * neither equal nor equivalent, by these rules, to one listing 4, 3 (JacORB) when either has an
 * empty id.
 */
final class TypeCodeEquality {

    private TypeCodeEquality() {
    }

    static boolean equal(TypeCode a, TypeCode b, boolean equivalence) {
        return compare(a, b, equivalence, new IdentityHashMap<>());
    }

    private static boolean compare(TypeCode a, TypeCode b, boolean eq, Map<TypeCode, TypeCode> assumed) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        try {
            a = TypeCodeImpl.resolve(eq ? TypeCodeImpl.unaliased(a) : a);
            b = TypeCodeImpl.resolve(eq ? TypeCodeImpl.unaliased(b) : b);
            if (assumed.get(a) == b) {
                return true;
            }
            assumed.put(a, b);
            TCKind kind = a.kind();
            if (kind != b.kind()) {
                return false;
            }
            if (TypeCodeImpl.hasId(kind)) {
                String idA = a.id();
                String idB = b.id();
                if (eq) {
                    if (!idA.isEmpty() && !idB.isEmpty()) {
                        return idA.equals(idB);
                    }
                } else if (!idA.equals(idB) || !a.name().equals(b.name())) {
                    return false;
                }
            }
            return parameters(a, b, kind, eq, assumed);
        } catch (BadKind | Bounds e) {
            return false;
        }
    }

    private static boolean parameters(TypeCode a, TypeCode b, TCKind kind, boolean eq,
            Map<TypeCode, TypeCode> assumed) throws BadKind, Bounds {
        return switch (kind.value()) {
            case TCKind._tk_string, TCKind._tk_wstring -> a.length() == b.length();
            case TCKind._tk_sequence, TCKind._tk_array ->
                    a.length() == b.length() && compare(a.content_type(), b.content_type(), eq, assumed);
            case TCKind._tk_alias, TCKind._tk_value_box -> compare(a.content_type(), b.content_type(), eq, assumed);
            case TCKind._tk_fixed -> a.fixed_digits() == b.fixed_digits() && a.fixed_scale() == b.fixed_scale();
            case TCKind._tk_enum -> names(a, b, eq);
            case TCKind._tk_struct, TCKind._tk_except -> names(a, b, eq) && memberTypes(a, b, eq, assumed);
            case TCKind._tk_union -> names(a, b, eq) && memberTypes(a, b, eq, assumed) && union(a, b, eq, assumed);
            case TCKind._tk_value -> names(a, b, eq) && memberTypes(a, b, eq, assumed) && value(a, b, eq, assumed);
            default -> true;
        };
    }

    /** The member counts, and unless comparing equivalence the member names. */
    private static boolean names(TypeCode a, TypeCode b, boolean eq) throws BadKind, Bounds {
        int count = a.member_count();
        if (count != b.member_count()) {
            return false;
        }
        for (int i = 0; !eq && i < count; i++) {
            if (!a.member_name(i).equals(b.member_name(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean memberTypes(TypeCode a, TypeCode b, boolean eq, Map<TypeCode, TypeCode> assumed)
            throws BadKind, Bounds {
        for (int i = 0; i < a.member_count(); i++) {
            if (!compare(a.member_type(i), b.member_type(i), eq, assumed)) {
                return false;
            }
        }
        return true;
    }

    private static boolean union(TypeCode a, TypeCode b, boolean eq, Map<TypeCode, TypeCode> assumed)
            throws BadKind, Bounds {
        if (a.default_index() != b.default_index()
                || !compare(a.discriminator_type(), b.discriminator_type(), eq, assumed)) {
            return false;
        }
        UnionLabels.Kind kind = UnionLabels.kindOf(a.discriminator_type(), null);
        for (int i = 0; i < a.member_count(); i++) {
            if (i != a.default_index() && UnionLabels.valueOf(a.member_label(i), kind)
                    != UnionLabels.valueOf(b.member_label(i), kind)) {
                return false;
            }
        }
        return true;
    }

    private static boolean value(TypeCode a, TypeCode b, boolean eq, Map<TypeCode, TypeCode> assumed)
            throws BadKind, Bounds {
        if (a.type_modifier() != b.type_modifier()) {
            return false;
        }
        for (int i = 0; i < a.member_count(); i++) {
            if (a.member_visibility(i) != b.member_visibility(i)) {
                return false;
            }
        }
        TypeCode baseA = a.concrete_base_type();
        TypeCode baseB = b.concrete_base_type();
        return baseA == null || baseB == null ? baseA == baseB : compare(baseA, baseB, eq, assumed);
    }
}
