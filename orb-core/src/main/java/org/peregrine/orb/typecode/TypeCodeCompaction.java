package org.peregrine.orb.typecode;

import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;

/**
 * {@code TypeCode.get_compact_typecode} (CORBA 3.0 §4.11.1): the same TypeCode without the
 * optional names and member names, aliases and repository ids kept. A recursive TypeCode stays
 * recursive: a type met again inside itself becomes a placeholder bound to its compact copy.
 */
final class TypeCodeCompaction {

    /** The types being compacted, which a recursion refers back to. */
    private final Map<TypeCode, Boolean> inProgress = new IdentityHashMap<>();

    private TypeCodeCompaction() {
    }

    static TypeCode compact(TypeCode type) {
        try {
            return new TypeCodeCompaction().of(type);
        } catch (BadKind | Bounds e) {
            throw new IllegalStateException("a TypeCode answered against its own kind", e);
        }
    }

    private TypeCode of(TypeCode declared) throws BadKind, Bounds {
        TypeCode type = TypeCodeImpl.resolve(declared);
        TCKind kind = type.kind();
        if (inProgress.containsKey(type)) {
            return TypeCodeImpl.recursive(type.id());
        }
        return switch (kind.value()) {
            case TCKind._tk_sequence, TCKind._tk_array ->
                    TypeCodeImpl.of(kind).length(type.length()).content(of(type.content_type())).build();
            case TCKind._tk_alias, TCKind._tk_value_box -> TypeCodeImpl.of(kind).named(type.id(), "")
                    .content(of(type.content_type())).build();
            case TCKind._tk_struct, TCKind._tk_except, TCKind._tk_union, TCKind._tk_value -> withMembers(type, kind);
            case TCKind._tk_enum -> {
                String[] names = new String[type.member_count()];
                Arrays.fill(names, "");
                yield TypeCodeImpl.of(kind).named(type.id(), "").members(names, null).build();
            }
            case TCKind._tk_objref, TCKind._tk_native, TCKind._tk_abstract_interface ->
                    TypeCodeImpl.of(kind).named(type.id(), "").build();
            default -> type; // no names: already compact
        };
    }

    private TypeCode withMembers(TypeCode type, TCKind kind) throws BadKind, Bounds {
        inProgress.put(type, Boolean.TRUE);
        int count = type.member_count();
        String[] names = new String[count];
        Arrays.fill(names, "");
        TypeCode[] types = new TypeCode[count];
        for (int i = 0; i < count; i++) {
            types[i] = of(type.member_type(i));
        }
        TypeCodeImpl.Builder compact = TypeCodeImpl.of(kind).named(type.id(), "").members(names, types);
        if (kind == TCKind.tk_union) {
            Any[] labels = new Any[count];
            for (int i = 0; i < count; i++) {
                labels[i] = type.member_label(i);
            }
            compact.labels(labels, type.discriminator_type(), type.default_index());
        } else if (kind == TCKind.tk_value) {
            short[] visibilities = new short[count];
            for (int i = 0; i < count; i++) {
                visibilities[i] = type.member_visibility(i);
            }
            TypeCode base = type.concrete_base_type();
            compact.visibilities(visibilities, type.type_modifier(), base == null ? null : of(base));
        }
        inProgress.remove(type);
        return compact.build();
    }
}
