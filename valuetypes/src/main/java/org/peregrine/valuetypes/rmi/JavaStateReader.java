package org.peregrine.valuetypes.rmi;

import java.io.Externalizable;
import java.io.IOException;
import java.io.Serializable;
import java.lang.invoke.MethodType;
import java.util.List;
import javax.rmi.CORBA.ClassDesc;
import javax.rmi.CORBA.EnumDesc;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
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

    /**
     * Reads the state of a value whose class differs here, as the sender's descriptions of the
     * classes of its hierarchy ({@code senderLevels}, the topmost first) say (Java Language to
     * IDL Mapping §1.4.7, as Java serialization evolves classes): each field the sender wrote is
     * read by its TypeCode and set on the field of that name here, if the class has one, else
     * dropped; a field the sender's class lacks keeps its default. A class with its own {@code
     * readObject} here reads its part through it, as if its version had been sent, its {@code
     * defaultReadObject} or {@code readFields} reading the sender's fields so; without one, a
     * class the sender custom-marshaled has its default fields read so and its own data skipped,
     * which only stream format 2 bounds (a value of its own).
     */
    public Serializable readState(Serializable instance, JavaClass type, List<ValueDescription> senderLevels) {
        try {
            SerialClass serial = type.serial();
            if (serial == null || serial.kind() != SerialClass.Kind.SERIALIZABLE) {
                throw in.error(ValueMinor.CLASS_MISMATCH, type.ids()[0], type.type().getName(),
                        "only the fields of a Serializable class can be read by the sender's description");
            }
            for (ValueDescription level : senderLevels) {
                readSenderLevel(instance, levelNamed(serial, level.id()), level, type);
            }
            return resolve(instance, serial);
        } catch (SystemException | VirtualMachineError e) {
            throw e;
        } catch (Throwable e) {
            throw failed(type, e);
        }
    }

    /**
     * Reads the part the sender wrote of one class of its hierarchy, {@code level}, into {@code
     * local}, the class of that name here ({@code null} if there is none: the part is dropped).
     */
    private void readSenderLevel(Object instance, SerialClass local, ValueDescription level, JavaClass type)
            throws Throwable {
        boolean readObject = local != null && local.readObject() != null;
        if (!level.custom()) {
            if (readObject) {
                custom().readNotCustom(instance, local, level);
            } else {
                readMembers(instance, local, level);
            }
            return;
        }
        byte format = stream.read_octet();
        if (format == 1 && !readObject) {
            throw in.error(ValueMinor.CLASS_MISMATCH, level.id(), type.type().getName(),
                    "its custom data, in stream format 1, has no bounds to skip it by");
        } else if (format != 1 && format != 2) {
            throw in.error(ValueMinor.BAD_STREAM_FORMAT, level.id(), format);
        }
        boolean defaultData = stream.read_boolean();
        if (local != null) {
            custom().readCustom(instance, local, format, defaultData, level);
            return;
        }
        if (defaultData) {
            readMembers(instance, null, level);
        }
        if (values.startValue()) {
            values.endValue(); // the sender's own data: nothing here reads it
        }
    }

    /** The class of {@code serial}'s hierarchy that {@code id} names, or {@code null} if there is none here. */
    private static SerialClass levelNamed(SerialClass serial, String id) {
        String name = RmiRepositoryId.parse(id).className();
        for (SerialClass level : serial.levels()) {
            if (level.type().getName().equals(name)) {
                return level;
            }
        }
        return null;
    }

    /** Reads the fields {@code level} describes, setting each that {@code local} (if any) has. */
    void readMembers(Object instance, SerialClass local, ValueDescription level) {
        for (ValueDescription.Member member : level.members()) {
            Object value = readByType(member.type());
            int index = local == null ? -1 : local.indexOf(member.name());
            if (index >= 0) {
                assign(instance, local.fields()[index], value, level);
            }
        }
    }

    /**
     * Reads the fields {@code level} describes as the values of {@code local}'s fields, boxed, in
     * its order (a {@code GetField}'s): a field the sender's class lacks has its default.
     */
    Object[] readMembersBoxed(SerialClass local, ValueDescription level) {
        SerialField[] fields = local.fields();
        Object[] boxed = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            boxed[i] = FieldValues.defaultValue(fields[i].typeCode());
        }
        for (ValueDescription.Member member : level.members()) {
            Object value = readByType(member.type());
            int index = local.indexOf(member.name());
            if (index >= 0) {
                boxed[index] = fitted(fields[index], value, level);
            }
        }
        return boxed;
    }

    /** Reads a value of the type a TypeCode of the sender's field names. */
    private Object readByType(TypeCode type) {
        return switch (type.kind().value()) {
            case TCKind._tk_boolean -> stream.read_boolean();
            case TCKind._tk_char -> stream.read_char();
            case TCKind._tk_wchar -> stream.read_wchar();
            case TCKind._tk_octet -> stream.read_octet();
            case TCKind._tk_short, TCKind._tk_ushort -> stream.read_short();
            case TCKind._tk_long, TCKind._tk_ulong -> stream.read_long();
            case TCKind._tk_longlong, TCKind._tk_ulonglong -> stream.read_longlong();
            case TCKind._tk_float -> stream.read_float();
            case TCKind._tk_double -> stream.read_double();
            case TCKind._tk_value, TCKind._tk_value_box ->
                    ValueDescription.declaresAny(type) ? JavaType.readAny(stream) : stream.read_value();
            case TCKind._tk_any -> JavaType.readAny(stream);
            case TCKind._tk_objref -> stream.read_Object();
            case TCKind._tk_abstract_interface -> JavaType.readAbstract(stream, Object.class);
            case TCKind._tk_alias -> readByType(contentType(type));
            default -> throw in.error(ValueMinor.JAVA_READ_FAILED, "a field of the sender's class",
                    "its TypeCode is of kind " + type.kind().value());
        };
    }

    private TypeCode contentType(TypeCode alias) {
        try {
            return alias.content_type();
        } catch (org.omg.CORBA.TypeCodePackage.BadKind e) {
            throw in.error(ValueMinor.JAVA_READ_FAILED, "a field of the sender's class", e);
        }
    }

    /** Sets {@code field} to what the sender wrote for it ({@link #fitted}). */
    private void assign(Object instance, SerialField field, Object value, ValueDescription level) {
        Object fitted = fitted(field, value, level);
        switch (field.typeCode()) {
            case 'Z' -> field.setBoolean(instance, (Boolean) fitted);
            case 'B' -> field.setByte(instance, (Byte) fitted);
            case 'C' -> field.setChar(instance, (Character) fitted);
            case 'S' -> field.setShort(instance, (Short) fitted);
            case 'I' -> field.setInt(instance, (Integer) fitted);
            case 'J' -> field.setLong(instance, (Long) fitted);
            case 'F' -> field.setFloat(instance, (Float) fitted);
            case 'D' -> field.setDouble(instance, (Double) fitted);
            default -> field.setObject(instance, fitted);
        }
    }

    /**
     * What the sender wrote for {@code field}, which must fit its type here (Java serialization
     * refuses a field whose type changed alike), a primitive boxed; a remote object is narrowed
     * to the field's remote interface.
     */
    private Object fitted(SerialField field, Object value, ValueDescription level) {
        Class<?> type = field.type().isPrimitive() ? MethodType.methodType(field.type()).wrap().returnType()
                : field.type();
        Object narrowed = value instanceof org.omg.CORBA.Object reference && !type.isInstance(value)
                && java.rmi.Remote.class.isAssignableFrom(type)
                ? javax.rmi.PortableRemoteObject.narrow(reference, type) : value;
        if (narrowed == null ? field.type().isPrimitive() : !type.isInstance(narrowed)) {
            throw in.error(ValueMinor.CLASS_MISMATCH, level.id(), field.toString(),
                    "the sender wrote a " + (narrowed == null ? "null" : narrowed.getClass().getName())
                    + " for the field");
        }
        return narrowed;
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
            custom().readCustom(instance, level, format, defaultData, null);
        } else if (level.readObject() != null) {
            custom().readNotCustom(instance, level, null);
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
        long bound = element.isPrimitive() ? in.remainingAtMost() / primitiveSize(element)
                : in.messageRemainingAtMost();
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
