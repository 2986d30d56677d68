package org.peregrine.valuetypes.rmi;

import java.io.Serializable;
import javax.rmi.CORBA.ClassDesc;
import javax.rmi.CORBA.EnumDesc;
import org.peregrine.giop.cdr.CdrText;

/**
 * How the values of one Java class that is not an IDL value type travel in RMI-IIOP (Java
 * Language to IDL Mapping §1.3.5, §1.4): a {@code Serializable} or {@code Externalizable} class
 * or a record as a value of its RMI repository id, an array as an {@code org.omg.boxedRMI}
 * sequence, a {@code Class} as a {@code javax.rmi.CORBA.ClassDesc} and an enum constant as a
 * {@code javax.rmi.CORBA.EnumDesc} (what the GlassFish ORB sends), and a {@code writeReplace}
 * result in place of the value. Found once per class, immutable.
 */
public final class JavaClass {

    private static final ClassValue<JavaClass> CLASSES = new ClassValue<>() {
        @Override
        protected JavaClass computeValue(Class<?> type) {
            return new JavaClass(type);
        }
    };

    /** Per enum class, the {@code EnumDesc} of each constant by ordinal: a constant is one value in a stream. */
    private static final ClassValue<EnumDesc[]> ENUM_DESCS = new ClassValue<>() {
        @Override
        protected EnumDesc[] computeValue(Class<?> type) {
            Object[] constants = type.getEnumConstants();
            EnumDesc[] descs = new EnumDesc[constants.length];
            for (int i = 0; i < constants.length; i++) {
                descs[i] = new EnumDesc();
                descs[i].className = constants[i].getClass().getName(); // the constant's body class, if it has one
                descs[i].value = ((Enum<?>) constants[i]).name();
            }
            return descs;
        }
    };

    /** Per class, the {@code ClassDesc} it travels as. */
    private static final ClassValue<ClassDesc> CLASS_DESCS = new ClassValue<>() {
        @Override
        protected ClassDesc computeValue(Class<?> type) {
            ClassDesc desc = new ClassDesc();
            SerialClass fields = SerialClass.of(ClassDesc.class);
            fields.fields()[fields.indexOf("repid")].setObject(desc, RmiRepositoryIds.of(type));
            return desc; // no codebase: Peregrine loads no classes from the network
        }
    };

    private final Class<?> type;
    private final String[] ids;
    private final byte[][] encodedIds;
    /** For a class with state of its own; {@code null} for an array or a class replaced by another. */
    private final SerialClass serial;
    /** For an array: how its elements travel. */
    private final JavaType elementType;
    private final boolean replaced;

    private JavaClass(Class<?> type) {
        this.type = type;
        boolean enumConstant = Enum.class.isAssignableFrom(type) && type != Enum.class;
        this.serial = type.isArray() || enumConstant || type == Class.class ? null : SerialClass.of(type);
        this.replaced = enumConstant || type == Class.class || serial != null && serial.writeReplace() != null;
        this.elementType = type.isArray() ? JavaType.ofElement(type.getComponentType()) : null;
        String id = RmiRepositoryIds.of(type);
        this.ids = new String[] {id};
        this.encodedIds = new byte[][] {isAscii(id) ? CdrText.encodeAscii(id) : null};
    }

    /**
     * What RMI-IIOP knows of {@code type}; IllegalArgumentException if its values cannot travel
     * (a class that is not {@code Serializable}).
     */
    public static JavaClass of(Class<?> type) {
        return CLASSES.get(type);
    }

    /** The repository ids of the class's values: its RMI repository id alone. */
    public String[] ids() {
        return ids;
    }

    /** {@link #ids()} encoded, each {@code null} if it is not ASCII (see {@code CdrText.encodeAscii}). */
    public byte[][] encodedIds() {
        return encodedIds;
    }

    /** Whether its values are chunked: custom-marshaled ones (a {@code writeObject}, {@code Externalizable}). */
    public boolean chunked() {
        return serial != null && serial.customMarshaled();
    }

    /** Whether a value of the class travels as another value ({@link #replace}). */
    public boolean replaces() {
        return replaced;
    }

    /**
     * The value that travels for {@code value}, an instance of this class: the {@code ClassDesc}
     * of a class, the {@code EnumDesc} of an enum constant, or its {@code writeReplace()} result
     * (which may be {@code null}), replaced again while that is of another class that replaces
     * its instances, as Java serialization does; {@code value} itself for a class that {@link
     * #replaces()} nothing.
     */
    public Serializable replace(Serializable value) throws Throwable {
        Serializable current = value;
        JavaClass currentClass = this;
        while (currentClass.replaced) {
            Serializable next = currentClass.replaceOnce(current);
            if (next == null || next.getClass() == current.getClass()) {
                return next;
            }
            current = next;
            currentClass = of(next.getClass());
        }
        return current;
    }

    private Serializable replaceOnce(Serializable value) throws Throwable {
        if (type == Class.class) {
            return CLASS_DESCS.get((Class<?>) value);
        }
        if (value instanceof Enum<?> constant) {
            return ENUM_DESCS.get(constant.getDeclaringClass())[constant.ordinal()];
        }
        Object replacement = serial.writeReplace().invoke(value);
        if (replacement != null && !(replacement instanceof Serializable)) {
            throw new java.io.NotSerializableException(replacement.getClass().getName()
                    + ", the writeReplace() of " + type.getName());
        }
        return (Serializable) replacement;
    }

    /** The Java class. */
    public Class<?> type() {
        return type;
    }

    /** The class's serialization descriptor; {@code null} for an array. */
    SerialClass serial() {
        return serial;
    }

    /** How an array's elements travel; {@code null} if the class is not an array. */
    JavaType elementType() {
        return elementType;
    }

    private static boolean isAscii(String id) {
        return id.chars().allMatch(c -> c < 0x80);
    }
}
