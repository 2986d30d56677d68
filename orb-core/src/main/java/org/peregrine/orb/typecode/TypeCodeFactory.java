package org.peregrine.orb.typecode;

import java.util.function.IntFunction;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.UnionMember;
import org.omg.CORBA.ValueMember;

/**
 * The ORB's {@code create_*_tc} operations (CORBA 3.0 §4.11.3): their arguments checked ({@link
 * TypeCodeArguments}), then a {@link TypeCodeImpl} built. Stateless.
 */
public final class TypeCodeFactory {

    private TypeCodeFactory() {
    }

    public static TypeCode struct(TCKind kind, String id, String name, StructMember[] members) {
        TypeCodeArguments.named(id, name);
        String[] names = names(members.length, i -> members[i].name);
        TypeCode[] types = types(members.length, i -> members[i].type);
        TypeCodeArguments.members(names, types);
        return TypeCodeImpl.of(kind).named(id, name).members(names, types).build();
    }

    public static TypeCode union(String id, String name, TypeCode discriminator, UnionMember[] members) {
        TypeCodeArguments.named(id, name);
        String[] names = names(members.length, i -> members[i].name);
        TypeCode[] types = types(members.length, i -> members[i].type);
        Any[] labels = new Any[members.length];
        for (int i = 0; i < members.length; i++) {
            labels[i] = members[i].label;
        }
        // a union's members may share a name: the members of one case with several labels
        for (int i = 0; i < types.length; i++) {
            TypeCodeArguments.member(types[i], names[i]);
        }
        int defaultIndex = TypeCodeArguments.union(discriminator, names, labels);
        return TypeCodeImpl.of(TCKind.tk_union).named(id, name).members(names, types)
                .labels(labels, discriminator, defaultIndex).build();
    }

    public static TypeCode enumeration(String id, String name, String[] members) {
        TypeCodeArguments.named(id, name);
        TypeCodeArguments.members(members, null);
        return TypeCodeImpl.of(TCKind.tk_enum).named(id, name).members(members, null).build();
    }

    /** An alias or a value box: a named TypeCode with content. */
    public static TypeCode withContent(TCKind kind, String id, String name, TypeCode content) {
        TypeCodeArguments.named(id, name);
        TypeCodeArguments.member(content, name);
        return TypeCodeImpl.of(kind).named(id, name).content(content).build();
    }

    /** An interface, native, or abstract interface: a repository id and a name. */
    public static TypeCode named(TCKind kind, String id, String name) {
        TypeCodeArguments.named(id, name);
        return TypeCodeImpl.of(kind).named(id, name).build();
    }

    /** A sequence or an array of {@code element}. */
    public static TypeCode ofElements(TCKind kind, int length, TypeCode element) {
        TypeCodeArguments.member(element, "the element");
        return TypeCodeImpl.of(kind).length(length).content(element).build();
    }

    public static TypeCode value(String id, String name, short typeModifier, TypeCode concreteBase,
            ValueMember[] members) {
        TypeCodeArguments.named(id, name);
        String[] names = names(members.length, i -> members[i].name);
        TypeCode[] types = types(members.length, i -> members[i].type);
        TypeCodeArguments.members(names, types);
        short[] visibilities = new short[members.length];
        for (int i = 0; i < members.length; i++) {
            visibilities[i] = members[i].access;
        }
        return TypeCodeImpl.of(TCKind.tk_value).named(id, name).members(names, types)
                .visibilities(visibilities, typeModifier, concreteBase).build();
    }

    private static String[] names(int count, IntFunction<String> name) {
        String[] names = new String[count];
        for (int i = 0; i < count; i++) {
            names[i] = name.apply(i);
        }
        return names;
    }

    private static TypeCode[] types(int count, IntFunction<TypeCode> type) {
        TypeCode[] types = new TypeCode[count];
        for (int i = 0; i < count; i++) {
            types[i] = type.apply(i);
        }
        return types;
    }
}
