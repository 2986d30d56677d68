package org.peregrine.valuetypes.rmi;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.ORB;
import org.omg.CORBA.PRIVATE_MEMBER;
import org.omg.CORBA.PUBLIC_MEMBER;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.VM_ABSTRACT;
import org.omg.CORBA.VM_CUSTOM;
import org.omg.CORBA.VM_NONE;
import org.omg.CORBA.ValueMember;

/**
 * The TypeCode an {@code any} carries for a Java value (Java Language to IDL Mapping §1.3.10:
 * {@code java.lang.Object} is an {@code any}), built as the GlassFish ORB builds it: a value
 * TypeCode with the class's RMI repository id, its full name, {@code VM_CUSTOM} if it is
 * custom-marshaled, its Serializable superclass as concrete base, and its serialized fields as
 * members in the order they travel; an array as a value box named {@code Sequence} of a sequence
 * of its element type; a {@code String} as a value box of {@code string} under the {@code
 * WStringValue} id; {@code Object} as {@code any}, a remote interface as an object reference, an
 * abstract interface as one; a declared type whose values are of other classes (another
 * interface, an enum, whose constants travel as {@code EnumDesc}) as a value without members. A class met again while its own TypeCode is being built is a recursive
 * TypeCode.
 */
final class JavaTypeCodes {

    private final ORB orb;
    /** The classes whose TypeCodes are being built, outermost first. */
    private final List<Class<?>> building = new ArrayList<>();

    private JavaTypeCodes(ORB orb) {
        this.orb = orb;
    }

    /** The TypeCode of a value of class {@code type}, made by {@code orb}. */
    static TypeCode of(Class<?> type, ORB orb) {
        return new JavaTypeCodes(orb).typeCode(type);
    }

    private TypeCode typeCode(Class<?> type) {
        if (type.isPrimitive()) {
            return orb.get_primitive_tc(primitiveKind(type));
        }
        if (building.contains(type)) {
            return orb.create_recursive_tc(RmiRepositoryIds.of(type));
        }
        building.add(type);
        try {
            return build(type);
        } finally {
            building.remove(building.size() - 1);
        }
    }

    private TypeCode build(Class<?> type) {
        String id = RmiRepositoryIds.of(type);
        if (type.isArray()) {
            TypeCode sequence = orb.create_sequence_tc(0, typeCode(type.getComponentType()));
            return orb.create_value_box_tc(id, "Sequence", sequence);
        }
        if (type == String.class) {
            return orb.create_value_box_tc(id, "StringValue", orb.create_string_tc(0));
        }
        switch (JavaType.of(type).kind()) {
            case ANY -> {
                return orb.get_primitive_tc(TCKind.tk_any);
            }
            case REFERENCE -> {
                return orb.create_interface_tc(id, type.getName());
            }
            case ABSTRACT -> {
                return orb.create_abstract_interface_tc(id, type.getName());
            }
            default -> {
                if (type.isInterface() || type.isEnum() || !java.io.Serializable.class.isAssignableFrom(type)) {
                    // what travels is a value of another class (an implementation, an EnumDesc):
                    // the declared type has no state of its own to describe
                    short modifier = type.isEnum() ? VM_NONE.value : VM_ABSTRACT.value;
                    return orb.create_value_tc(id, type.getName(), modifier, null, new ValueMember[0]);
                }
            }
        }
        SerialClass serial = SerialClass.of(type);
        short modifier = serial.customMarshaled() ? VM_CUSTOM.value : VM_NONE.value;
        Class<?> parent = type.getSuperclass();
        TypeCode base = serial.levels().length > 1 ? typeCode(parent) : null;
        SerialField[] fields = serial.fields();
        ValueMember[] members = new ValueMember[fields.length];
        for (int i = 0; i < fields.length; i++) {
            SerialField field = fields[i];
            members[i] = new ValueMember(field.name(), "", "", "1.0", typeCode(field.type()), null,
                    field.isPublic() ? PUBLIC_MEMBER.value : PRIVATE_MEMBER.value);
        }
        return orb.create_value_tc(id, type.getName(), modifier, base, members);
    }

    private static TCKind primitiveKind(Class<?> type) {
        if (type == int.class) {
            return TCKind.tk_long;
        } else if (type == long.class) {
            return TCKind.tk_longlong;
        } else if (type == byte.class) {
            return TCKind.tk_octet;
        } else if (type == char.class) {
            return TCKind.tk_wchar;
        } else if (type == short.class) {
            return TCKind.tk_short;
        } else if (type == float.class) {
            return TCKind.tk_float;
        } else if (type == double.class) {
            return TCKind.tk_double;
        }
        return TCKind.tk_boolean;
    }
}
