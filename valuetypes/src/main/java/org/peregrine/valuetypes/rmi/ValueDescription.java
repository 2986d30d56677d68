package org.peregrine.valuetypes.rmi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.PRIVATE_MEMBER;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.VM_ABSTRACT;
import org.omg.CORBA.ValueMember;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueMinor;

/**
 * What a sender says of one Serializable class of a value's hierarchy, in a {@code
 * CORBA::ValueDef::FullValueDescription} (CORBA 3.0 §10.5.26) that its SendingContext {@code
 * CodeBase} answers ({@code meta}): its repository id, whether it has its own {@code writeObject},
 * its superclass's id, and its serialized fields in the order they travel, each with the TypeCode
 * of its type. With it a receiver whose class differs (a field added or removed) reads the value
 * as it was written (Java Language to IDL Mapping §1.4.7). The operations, attributes and
 * initializers of the structure, which RMI-IIOP values leave empty, are read and dropped.
 *
 * @param name the class's simple name
 * @param id its RMI repository id
 * @param custom whether it has its own {@code writeObject}
 * @param baseId its Serializable superclass's id, or {@code ""}
 * @param members its serialized fields
 * @param type the class's TypeCode
 */
public record ValueDescription(String name, String id, boolean custom, String baseId, List<Member> members,
        TypeCode type) {

    private static final String VERSION = "1.0";
    private static final Set<String> ANY_IDS = Set.of(RmiRepositoryIds.of(Object.class),
            RmiRepositoryIds.of(java.io.Serializable.class), RmiRepositoryIds.of(java.io.Externalizable.class));

    /**
     * A serialized field as the sender has it.
     *
     * @param name the field's name
     * @param type the TypeCode of its declared type
     */
    public record Member(String name, TypeCode type) {
    }

    /** The description of {@code type}'s own level, whose TypeCodes {@code orb} makes. */
    public static ValueDescription of(Class<?> type, ORB orb) {
        SerialClass serial = SerialClass.of(type);
        SerialClass[] levels = serial.levels();
        String baseId = levels.length > 1 ? levels[levels.length - 2].repositoryId() : "";
        List<Member> members = new ArrayList<>();
        for (SerialField field : serial.fields()) {
            members.add(new Member(field.name(), memberType(field.type(), orb)));
        }
        return new ValueDescription(type.getSimpleName(), serial.repositoryId(), serial.writeObject() != null,
                baseId, List.copyOf(members), JavaTypeCodes.of(type, orb));
    }

    /**
     * The TypeCode that describes a field of class {@code type}: the one an {@code any} would
     * carry ({@link JavaTypeCodes}), but for a field of type {@code Object}, {@code Serializable}
     * or {@code Externalizable}, which travels as an {@code any} (Java Language to IDL Mapping
     * §1.3.10), a value TypeCode with that type's repository id, as the GlassFish ORB describes
     * it: its reader refuses a {@code tk_any} member and picks how to read the field by that id
     * ({@link #declaresAny}).
     */
    private static TypeCode memberType(Class<?> type, ORB orb) {
        return type.isPrimitive() || JavaType.of(type).kind() != JavaType.Kind.ANY ? JavaTypeCodes.of(type, orb)
                : orb.create_value_tc(RmiRepositoryIds.of(type), type.getSimpleName(), VM_ABSTRACT.value, null,
                        new ValueMember[0]);
    }

    /**
     * Whether a member's TypeCode, of a value or value box, names {@code Object}, {@code
     * Serializable} or {@code Externalizable}, whose fields travel as an {@code any}: as this
     * ORB and the GlassFish ORB describe them ({@link #memberType}).
     */
    static boolean declaresAny(TypeCode type) {
        try {
            return ANY_IDS.contains(type.id());
        } catch (org.omg.CORBA.TypeCodePackage.BadKind e) {
            return false;
        }
    }

    /** Writes the description as a {@code FullValueDescription}. */
    public void write(OutputStream out) {
        out.write_string(name);
        out.write_string(id);
        out.write_boolean(false); // is_abstract
        out.write_boolean(custom);
        out.write_string(""); // defined_in: a class is in no IDL scope
        out.write_string(VERSION);
        out.write_ulong(0); // operations
        out.write_ulong(0); // attributes
        out.write_ulong(members.size());
        for (Member member : members) {
            out.write_string(member.name());
            out.write_string(idOf(member.type()));
            out.write_string(id); // defined_in: the class
            out.write_string(VERSION);
            out.write_TypeCode(member.type());
            out.write_Object(null); // type_def: no interface repository
            out.write_short(PRIVATE_MEMBER.value);
        }
        out.write_ulong(0); // initializers
        out.write_ulong(0); // supported_interfaces
        out.write_ulong(0); // abstract_base_values
        out.write_boolean(false); // is_truncatable
        out.write_string(baseId);
        out.write_TypeCode(type);
    }

    /** Reads a {@code FullValueDescription}, keeping what reading a value by it needs. */
    public static ValueDescription read(InputStream in) {
        String name = in.read_string();
        String id = in.read_string();
        in.read_boolean(); // is_abstract
        boolean custom = in.read_boolean();
        in.read_string(); // defined_in
        in.read_string(); // version
        skipOperations(in);
        skipAttributes(in);
        int count = count(in);
        List<Member> members = new ArrayList<>(Math.min(count, 16));
        for (int i = 0; i < count; i++) {
            String memberName = in.read_string();
            in.read_string(); // id
            in.read_string(); // defined_in
            in.read_string(); // version
            TypeCode type = in.read_TypeCode();
            in.read_Object(); // type_def
            in.read_short(); // access
            members.add(new Member(memberName, type));
        }
        skipInitializers(in);
        skipStrings(in); // supported_interfaces
        skipStrings(in); // abstract_base_values
        in.read_boolean(); // is_truncatable
        String baseId = in.read_string();
        TypeCode type = in.read_TypeCode();
        return new ValueDescription(name, id, custom, baseId, List.copyOf(members), type);
    }

    /** The repository id of a member's type, or {@code ""} for a type without one (a primitive). */
    private static String idOf(TypeCode type) {
        try {
            return type.id();
        } catch (org.omg.CORBA.TypeCodePackage.BadKind e) {
            return "";
        }
    }

    /**
     * A sequence's length; elements are read one by one, so a forged length fails at the end of
     * the message, and the list of members starts small whatever it says.
     */
    private static int count(InputStream in) {
        int count = in.read_ulong();
        if (count < 0) {
            throw SystemExceptions.of(ValueMinor.JAVA_READ_FAILED, CompletionStatus.COMPLETED_NO,
                    "a FullValueDescription", "a sequence of " + Integer.toUnsignedString(count) + " elements");
        }
        return count;
    }

    private static void skipStrings(InputStream in) {
        for (int i = count(in); i > 0; i--) {
            in.read_string();
        }
    }

    private static void skipOperations(InputStream in) {
        for (int i = count(in); i > 0; i--) {
            in.read_string(); // name
            in.read_string(); // id
            in.read_string(); // defined_in
            in.read_string(); // version
            in.read_TypeCode(); // result
            in.read_ulong(); // mode
            skipStrings(in); // contexts
            for (int p = count(in); p > 0; p--) {
                in.read_string(); // name
                in.read_TypeCode();
                in.read_Object(); // type_def
                in.read_ulong(); // mode
            }
            for (int e = count(in); e > 0; e--) {
                in.read_string(); // name
                in.read_string(); // id
                in.read_string(); // defined_in
                in.read_string(); // version
                in.read_TypeCode();
            }
        }
    }

    private static void skipAttributes(InputStream in) {
        for (int i = count(in); i > 0; i--) {
            in.read_string(); // name
            in.read_string(); // id
            in.read_string(); // defined_in
            in.read_string(); // version
            in.read_TypeCode();
            in.read_ulong(); // mode
        }
    }

    private static void skipInitializers(InputStream in) {
        for (int i = count(in); i > 0; i--) {
            for (int m = count(in); m > 0; m--) {
                in.read_string(); // name
                in.read_TypeCode();
                in.read_Object(); // type_def
            }
            in.read_string(); // name
        }
    }
}
