package org.peregrine.dynany;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.NameDynAnyPair;
import org.omg.DynamicAny.NameValuePair;

/**
 * The named members of a struct, an exception or a value type, in the order of their components
 * (for a value, the members of its concrete base types first, CORBA 3.0 §9.2 DynValue), and the
 * member operations DynStruct and DynValue share: the members as name-value pairs, and new
 * components from such pairs.
 */
final class MemberLayout {

    private final String[] names;
    private final TypeCode[] types;

    private MemberLayout(List<String> names, List<TypeCode> types) {
        this.names = names.toArray(String[]::new);
        this.types = types.toArray(TypeCode[]::new);
    }

    /** The members of {@code type}, a struct, exception or value type (aliases looked through). */
    static MemberLayout of(TypeCode type) {
        List<String> names = new ArrayList<>();
        List<TypeCode> types = new ArrayList<>();
        add(TypeCodes.unaliased(type), names, types);
        return new MemberLayout(names, types);
    }

    private static void add(TypeCode type, List<String> names, List<TypeCode> types) {
        if (type.kind().value() == TCKind._tk_value) {
            TypeCode base = TypeCodes.concreteBase(type);
            if (base != null) {
                add(TypeCodes.unaliased(base), names, types);
            }
        }
        for (int i = 0, count = TypeCodes.memberCount(type); i < count; i++) {
            names.add(TypeCodes.memberName(type, i));
            types.add(TypeCodes.memberType(type, i));
        }
    }

    int size() {
        return names.length;
    }

    String name(int index) {
        return names[index];
    }

    TypeCode type(int index) {
        return types[index];
    }

    /** The name of {@code owner}'s current member; as {@link ConstructedDynAny#currentIndex} if none. */
    String currentName(ConstructedDynAny owner) throws TypeMismatch, InvalidValue {
        return names[owner.currentIndex()];
    }

    /** The kind of the type of {@code owner}'s current member, aliases looked through. */
    TCKind currentKind(ConstructedDynAny owner) throws TypeMismatch, InvalidValue {
        return TypeCodes.unaliased(types[owner.currentIndex()]).kind();
    }

    /** The members' names and the values of {@code components}, as anys. */
    NameValuePair[] pairs(List<AbstractDynAny> components) {
        NameValuePair[] pairs = new NameValuePair[names.length];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = new NameValuePair(names[i], components.get(i).to_any());
        }
        return pairs;
    }

    /** The members' names and {@code components} themselves. */
    NameDynAnyPair[] dynAnyPairs(List<AbstractDynAny> components) {
        NameDynAnyPair[] pairs = new NameDynAnyPair[names.length];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = new NameDynAnyPair(names[i], components.get(i));
        }
        return pairs;
    }

    /**
     * New components of {@code owner} holding the values of {@code pairs}: InvalidValue unless
     * there is one per member, TypeMismatch if a name is neither empty nor the member's, or a
     * value's type is not equivalent to the member's.
     */
    List<AbstractDynAny> components(NameValuePair[] pairs, ConstructedDynAny owner)
            throws TypeMismatch, InvalidValue {
        checkNames(AbstractDynAny.nonNull(pairs, "The members"));
        List<AbstractDynAny> components = new ArrayList<>(pairs.length);
        for (int i = 0; i < pairs.length; i++) {
            components.add(owner.componentFrom(types[i], pairs[i].value));
        }
        return components;
    }

    /** {@link #components(NameValuePair[], ConstructedDynAny)} for the values of DynAnys. */
    List<AbstractDynAny> components(NameDynAnyPair[] pairs, ConstructedDynAny owner)
            throws TypeMismatch, InvalidValue {
        NameValuePair[] values = new NameValuePair[AbstractDynAny.nonNull(pairs, "The members").length];
        for (int i = 0; i < values.length; i++) {
            values[i] = new NameValuePair(pairs[i].id, AbstractDynAny.nonNull(pairs[i].value, "A DynAny").to_any());
        }
        return components(values, owner);
    }

    private void checkNames(NameValuePair[] pairs) throws TypeMismatch, InvalidValue {
        if (pairs.length != names.length) {
            throw new InvalidValue(pairs.length + " members given, " + names.length + " expected");
        }
        for (int i = 0; i < pairs.length; i++) {
            String name = pairs[i].id;
            if (name != null && !name.isEmpty() && !name.equals(names[i])) {
                throw new TypeMismatch("Member " + i + " is " + names[i] + ", not " + name);
            }
        }
    }
}
