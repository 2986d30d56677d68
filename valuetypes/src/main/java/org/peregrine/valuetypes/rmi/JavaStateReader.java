package org.peregrine.valuetypes.rmi;

import java.io.Externalizable;
import java.io.IOException;
import java.io.Serializable;
import javax.rmi.CORBA.ClassDesc;
import javax.rmi.CORBA.EnumDesc;
import org.omg.CORBA.SystemException;
import org.omg.CORBA_2_3.portable.InputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ClassLoading;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueReader;

/**
 * Reads the state of RMI-IIOP values from one stream, the counterpart of {@link
 * JavaStateWriter}: an instance is made without running the class's own constructors (its first
 * superclass that is not Serializable is constructed), the stream records it, then each class of
 * the hierarchy reads its part, the topmost first, by its own {@code readObject} or field by
 * field; {@code readResolve} has the last word, and an {@code EnumDesc} or a {@code ClassDesc}
 * becomes the enum constant or class it names.
 *
 * <p>A failure of the class's own methods, a reference of the wrong type for its field, a
 * malformed custom header are each a MARSHAL naming the class, with the stream's completion
 * status. An array's length is checked against what the message still holds before anything is
 * allocated.
 *
 * <p>Used by the one thread that reads the stream; nested values are read through the stream's
 * {@code read_value}, and a {@code readObject} running for an enclosing value resumes after them.
 */
public final class JavaStateReader {

    private final CdrReader in;
    private final InputStream stream;
    private final ValueReader values;
    /** The {@code ObjectInputStream} given to {@code readObject}; made with the first one. */
    private CustomDataInput custom;

    /**
     * @param in the cursor the stream reads through (for lengths and the completion status)
     * @param stream the portable stream, which reads nested values
     * @param values the stream's value reader, which reads the header of format-2 custom data
     */
    public JavaStateReader(CdrReader in, InputStream stream, ValueReader values) {
        this.in = in;
        this.stream = stream;
        this.values = values;
    }

    ValueReader values() {
        return values;
    }

    InputStream stream() {
        return stream;
    }

    CdrReader cursor() {
        return in;
    }

    /**
     * The instance the state of a value of {@code type} is read into, for the stream to record
     * before the state is read (so a cycle back to it finds it): a new instance, or an array of
     * the length the stream holds next; {@code null} for a record, made from its state.
     */
    public Serializable instantiate(JavaClass type) {
        try {
            SerialClass serial = type.serial();
            if (serial == null) {
                return newArray(type.type().getComponentType());
            }
            return serial.kind() == SerialClass.Kind.RECORD ? null : (Serializable) serial.newInstance();
        } catch (SystemException e) {
            throw e;
        } catch (Exception e) {
            throw failed(type, e);
        }
    }

    /**
     * Reads the state of a value of {@code type} into {@code instance} (from {@link
     * #instantiate}); returns the value read: {@code instance}, a record made from its state, or
     * what {@code readResolve} or a descriptor resolved it to.
     */
    public Serializable readState(Serializable instance, JavaClass type) {
        try {
            SerialClass serial = type.serial();
            if (serial == null) {
                readArray(instance, type);
                return instance;
            }
            Object value = instance;
            switch (serial.kind()) {
                case EXTERNALIZABLE -> custom().readExternal((Externalizable) instance);
                case RECORD -> value = serial.newRecord(readBoxed(serial.fields()));
                case SERIALIZABLE -> {
                    for (SerialClass level : serial.levels()) {
                        readLevel(instance, level);
                    }
                }
            }
            return resolve(value, serial);
        } catch (SystemException | VirtualMachineError e) {
            throw e; // a stack overflow goes on to the outermost value, which makes it a MARSHAL
        } catch (Throwable e) {
            throw failed(type, e);
        }
    }

    private SystemException failed(JavaClass type, Throwable cause) {
        return SystemExceptions.of(ValueMinor.JAVA_READ_FAILED, in.completion(), cause, type.type().getName(), cause);
    }

    private CustomDataInput custom() throws IOException {
        if (custom == null) {
            custom = new CustomDataInput(this);
        }
        return custom;
    }

    /**
     * Reads one class's part of a value's state. A class the sender custom-marshaled (it has its
     * own {@code writeObject}, here as there: the repository ids matched) begins with the stream
     * format octet and the default-data flag; a class with a {@code readObject} reads through it.
     */
    private void readLevel(Object instance, SerialClass level) throws Throwable {
        if (level.writeObject() != null) {
            byte format = stream.read_octet();
            if (format != 1 && format != 2) {
                throw in.error(ValueMinor.BAD_STREAM_FORMAT, level.type().getName(), format);
            }
            boolean defaultData = stream.read_boolean();
            custom().readCustom(instance, level, format, defaultData);
        } else if (level.readObject() != null) {
            custom().readNotCustom(instance, level);
        } else {
            readFields(instance, level.fields());
        }
    }

    /** Reads the values of {@code fields} into {@code instance}, in order. */
    void readFields(Object instance, SerialField[] fields) {
        for (SerialField field : fields) {
            switch (field.typeCode()) {
                case 'Z' -> field.setBoolean(instance, stream.read_boolean());
                case 'B' -> field.setByte(instance, stream.read_octet());
                case 'C' -> field.setChar(instance, stream.read_wchar());
                case 'S' -> field.setShort(instance, stream.read_short());
                case 'I' -> field.setInt(instance, stream.read_long());
                case 'J' -> field.setLong(instance, stream.read_longlong());
                case 'F' -> field.setFloat(instance, stream.read_float());
                case 'D' -> field.setDouble(instance, stream.read_double());
                default -> field.setObject(instance, field.javaType().read(stream));
            }
        }
    }

    /** Reads the values of {@code fields}, boxed, in order: a record's components, a {@code GetField}'s. */
    Object[] readBoxed(SerialField[] fields) {
        Object[] values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            values[i] = fields[i].javaType().read(stream);
        }
        return values;
    }

    /**
     * An array of the length the stream holds next: at most one primitive element per octet of
     * its size the chunk still holds (a primitive array lies in one chunk), one object element
     * per octet the message still holds (its values may lie beyond the chunk).
     */
    private Serializable newArray(Class<?> element) {
        int length = stream.read_ulong();
        long bound = element.isPrimitive() ? in.remainingAtMost() / primitiveSize(element) : in.messageRemainingAtMost();
        if (length < 0 || length > bound) {
            throw in.error(ValueMinor.JAVA_READ_FAILED, element.getName() + "[]",
                    "a length of " + Integer.toUnsignedString(length) + " is more than the message holds");
        }
        values.checkFilter(element.arrayType(), length);
        return (Serializable) java.lang.reflect.Array.newInstance(element, length);
    }

    private static int primitiveSize(Class<?> element) {
        return element == long.class || element == double.class ? 8
                : element == int.class || element == float.class ? 4
                : element == short.class || element == char.class ? 2 : 1;
    }

    private void readArray(Object array, JavaClass type) {
        Class<?> element = type.type().getComponentType();
        if (element == int.class) {
            int[] a = (int[]) array;
            stream.read_long_array(a, 0, a.length);
        } else if (element == byte.class) {
            byte[] a = (byte[]) array;
            stream.read_octet_array(a, 0, a.length);
        } else if (element == long.class) {
            long[] a = (long[]) array;
            stream.read_longlong_array(a, 0, a.length);
        } else if (element == double.class) {
            double[] a = (double[]) array;
            stream.read_double_array(a, 0, a.length);
        } else if (element == float.class) {
            float[] a = (float[]) array;
            stream.read_float_array(a, 0, a.length);
        } else if (element == short.class) {
            short[] a = (short[]) array;
            stream.read_short_array(a, 0, a.length);
        } else if (element == char.class) {
            char[] a = (char[]) array;
            stream.read_wchar_array(a, 0, a.length);
        } else if (element == boolean.class) {
            boolean[] a = (boolean[]) array;
            stream.read_boolean_array(a, 0, a.length);
        } else {
            Object[] a = (Object[]) array;
            JavaType elementType = type.elementType();
            for (int i = 0; i < a.length; i++) {
                a[i] = element.cast(elementType.read(stream));
            }
        }
    }

    /**
     * What a value read resolves to: its {@code readResolve()} result; the constant an {@code
     * EnumDesc} names; the class a {@code ClassDesc} names.
     */
    private Serializable resolve(Object value, SerialClass serial) throws Throwable {
        Object resolved = serial.readResolve() == null ? value : serial.readResolve().invoke(value);
        if (resolved instanceof EnumDesc desc) {
            return enumConstant(desc);
        }
        if (resolved instanceof ClassDesc desc) {
            return classOf(desc);
        }
        return (Serializable) resolved;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Serializable enumConstant(EnumDesc desc) throws ClassNotFoundException {
        Class<?> type = ClassLoading.load(desc.className);
        Class<?> enumType = type.isEnum() ? type : type.getSuperclass(); // a constant's body class extends its enum
        if (enumType == null || !enumType.isEnum()) {
            throw new ClassNotFoundException(desc.className + " is not an enum");
        }
        return Enum.valueOf((Class) enumType, desc.value);
    }

    private static Serializable classOf(ClassDesc desc) throws ClassNotFoundException {
        SerialClass fields = SerialClass.of(ClassDesc.class);
        String id = (String) fields.fields()[fields.indexOf("repid")].getObject(desc);
        if (id == null) {
            throw new ClassNotFoundException("a ClassDesc without a repository id");
        }
        return ClassLoading.load(RmiRepositoryId.parse(id).className());
    }
}
