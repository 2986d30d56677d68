package org.peregrine.valuetypes.rmi;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import sun.misc.Unsafe;

/**
 * One serialized field of a class: its name, its declared type and how a value of it travels
 * ({@link JavaType}), and where the field lies in an instance.
 * Immutable.
 *
 * <p>The field is read and written through its offset with {@code sun.misc.Unsafe}, as the JDK's
 * own serialization does: a serialized field is often {@code final}, and often private to a
 * class of {@code java.base} ({@code ArrayList.size}, {@code UUID.mostSigBits}), which neither
 * a {@code VarHandle} (no writes to a final field) nor reflection (the JDK's packages are not
 * open) can write. {@code jdk.unsupported} keeps {@code Unsafe} for serialization libraries
 * (JEP 260). A field that {@code serialPersistentFields} names but the class does not declare
 * has no offset: it is written as its type's default value and skipped when read, as Java
 * serialization does.
 */
final class SerialField {

    /** The offset of a field the class does not declare. */
    static final long NO_OFFSET = -1;

    private static final Unsafe UNSAFE = unsafe();

    private final String name;
    private final Class<?> type;
    private final char typeCode;
    private final JavaType javaType;
    private final long offset;
    private final boolean isPublic;

    /**
     * @param name the field's name
     * @param type its serialized type
     * @param field the declared field of that name and type, or {@code null} if the class has none
     */
    SerialField(String name, Class<?> type, Field field) {
        this.name = name;
        this.type = type;
        this.typeCode = typeCode(type);
        this.javaType = JavaType.of(type);
        this.offset = field == null || Modifier.isStatic(field.getModifiers()) ? NO_OFFSET
                : UNSAFE.objectFieldOffset(field);
        this.isPublic = field != null && Modifier.isPublic(field.getModifiers());
    }

    String name() {
        return name;
    }

    Class<?> type() {
        return type;
    }

    /** The JVM descriptor letter of the type: {@code Z B C S I J F D}, or {@code L} for every reference. */
    char typeCode() {
        return typeCode;
    }

    /** How the field's value travels. */
    JavaType javaType() {
        return javaType;
    }

    /** Whether the class declares the field public (an IDL value's public member), else it is private. */
    boolean isPublic() {
        return isPublic;
    }

    /** Whether the class declares the field (else it is written as its default and skipped when read). */
    boolean declared() {
        return offset != NO_OFFSET;
    }

    boolean getBoolean(Object instance) {
        return offset != NO_OFFSET && UNSAFE.getBoolean(instance, offset);
    }

    byte getByte(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getByte(instance, offset);
    }

    char getChar(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getChar(instance, offset);
    }

    short getShort(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getShort(instance, offset);
    }

    int getInt(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getInt(instance, offset);
    }

    long getLong(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getLong(instance, offset);
    }

    float getFloat(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getFloat(instance, offset);
    }

    double getDouble(Object instance) {
        return offset == NO_OFFSET ? 0 : UNSAFE.getDouble(instance, offset);
    }

    Object getObject(Object instance) {
        return offset == NO_OFFSET ? null : UNSAFE.getObject(instance, offset);
    }

    void setBoolean(Object instance, boolean value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putBoolean(instance, offset, value);
        }
    }

    void setByte(Object instance, byte value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putByte(instance, offset, value);
        }
    }

    void setChar(Object instance, char value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putChar(instance, offset, value);
        }
    }

    void setShort(Object instance, short value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putShort(instance, offset, value);
        }
    }

    void setInt(Object instance, int value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putInt(instance, offset, value);
        }
    }

    void setLong(Object instance, long value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putLong(instance, offset, value);
        }
    }

    void setFloat(Object instance, float value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putFloat(instance, offset, value);
        }
    }

    void setDouble(Object instance, double value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putDouble(instance, offset, value);
        }
    }

    /**
     * Sets a reference field; a value that is not of the field's type (a sender's class that
     * differs) is a {@link ClassCastException} here, never a corrupt instance.
     */
    void setObject(Object instance, Object value) {
        if (offset != NO_OFFSET) {
            UNSAFE.putObject(instance, offset, type.cast(value));
        }
    }

    @Override
    public String toString() {
        return type.getName() + " " + name;
    }

    private static char typeCode(Class<?> type) {
        if (!type.isPrimitive()) {
            return 'L';
        }
        if (type == boolean.class) {
            return 'Z';
        }
        if (type == long.class) {
            return 'J';
        }
        return Character.toUpperCase(type.getName().charAt(0)); // byte char short int float double
    }

    private static Unsafe unsafe() {
        try {
            Field field = Unsafe.class.getDeclaredField("theUnsafe");
            field.setAccessible(true); // jdk.unsupported opens sun.misc
            return (Unsafe) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
}
