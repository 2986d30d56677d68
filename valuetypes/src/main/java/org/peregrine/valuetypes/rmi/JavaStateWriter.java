package org.peregrine.valuetypes.rmi;

import java.io.IOException;
import java.io.Serializable;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.valuetypes.ValueMinor;

/**
 * Writes the state of RMI-IIOP values into one stream, the part the Java Language to IDL Mapping
 * gives the value handler (§1.4.6 to §1.4.10): the stream writes a value's header and chunks, this
 * writes what follows. A class's fields and those of its Serializable superclasses, the topmost
 * class first; a class with its own {@code writeObject} as custom data (see {@link
 * CustomDataOutput}); an {@code Externalizable} after the stream format octet; a record by its
 * components; an array as the elements of its {@code org.omg.boxedRMI} sequence.
 *
 * <p>A reference travels as its declared type says ({@link JavaType}): a {@code String} as a
 * {@code CORBA::WStringValue}, a remote object as an object reference, an {@code Object} field as
 * an {@code any}.
 *
 * <p>Used by the one thread that writes the stream; nested values come back through the stream's
 * {@code write_value}, and a {@code writeObject} running for an enclosing value is resumed
 * after them.
 */
public final class JavaStateWriter {

    private final OutputStream out;
    /** The custom stream format version the receiver reads: 1, or 2 when it says it reads 2. */
    private byte format = 1;
    /** The {@code ObjectOutputStream} given to {@code writeObject}; made with the first one. */
    private CustomDataOutput custom;

    /** @param out the stream values are written into */
    public JavaStateWriter(OutputStream out) {
        this.out = out;
    }

    /**
     * Sets the custom stream format version to write (Java Language to IDL Mapping §1.4.10): 2
     * only towards a receiver that reads it (its IOR's {@code TAG_RMI_CUSTOM_MAX_STREAM_FORMAT},
     * or the request's {@code RMICustomMaxStreamFormat} context), else 1.
     */
    public void format(byte version) {
        if (version != 1 && version != 2) {
            throw new IllegalArgumentException("RMI-IIOP custom stream format " + version + ", not 1 or 2");
        }
        this.format = version;
    }

    byte format() {
        return format;
    }

    OutputStream out() {
        return out;
    }

    /**
     * Writes the state of {@code value}, of class {@code type}, after its header; a failure of
     * the class's own methods (an {@code IOException} of {@code writeObject}) is a MARSHAL naming
     * the class.
     */
    public void writeState(Serializable value, JavaClass type) {
        try {
            SerialClass serial = type.serial();
            if (serial == null) {
                writeArray(value, type);
                return;
            }
            switch (serial.kind()) {
                case EXTERNALIZABLE -> custom().writeExternal(value);
                case RECORD -> writeComponents(value, serial);
                case SERIALIZABLE -> {
                    for (SerialClass level : serial.levels()) {
                        if (level.writeObject() != null) {
                            custom().writeObject(value, level);
                        } else {
                            writeFields(value, level.fields());
                        }
                    }
                }
            }
        } catch (SystemException | VirtualMachineError e) {
            throw e; // a stack overflow goes on to the outermost value, which makes it a MARSHAL
        } catch (Throwable e) {
            throw SystemExceptions.of(ValueMinor.JAVA_WRITE_FAILED, CompletionStatus.COMPLETED_NO, e,
                    value.getClass().getName(), e);
        }
    }

    private CustomDataOutput custom() throws IOException {
        if (custom == null) {
            custom = new CustomDataOutput(this);
        }
        return custom;
    }

    /** Writes the values of {@code fields} of {@code value}, in order. */
    void writeFields(Object value, SerialField[] fields) {
        for (SerialField field : fields) {
            switch (field.typeCode()) {
                case 'Z' -> out.write_boolean(field.getBoolean(value));
                case 'B' -> out.write_octet(field.getByte(value));
                case 'C' -> out.write_wchar(field.getChar(value));
                case 'S' -> out.write_short(field.getShort(value));
                case 'I' -> out.write_long(field.getInt(value));
                case 'J' -> out.write_longlong(field.getLong(value));
                case 'F' -> out.write_float(field.getFloat(value));
                case 'D' -> out.write_double(field.getDouble(value));
                default -> field.javaType().write(out, field.getObject(value));
            }
        }
    }

    /** Writes boxed values of {@code fields}, in order: a record's components, a {@code PutField}'s. */
    void writeBoxed(SerialField[] fields, Object[] values) {
        for (int i = 0; i < fields.length; i++) {
            fields[i].javaType().write(out, values[i]);
        }
    }

    private void writeComponents(Object value, SerialClass record) throws Throwable {
        SerialField[] fields = record.fields();
        Object[] values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            values[i] = record.component(value, i);
        }
        writeBoxed(fields, values);
    }

    /** An {@code org.omg.boxedRMI} sequence: the length, then the elements as the element type says. */
    private void writeArray(Object array, JavaClass type) {
        Class<?> element = type.type().getComponentType();
        if (element.isPrimitive()) {
            writePrimitiveArray(array, element);
            return;
        }
        Object[] elements = (Object[]) array;
        out.write_ulong(elements.length);
        JavaType elementType = type.elementType();
        for (Object e : elements) {
            elementType.write(out, e);
        }
    }

    private void writePrimitiveArray(Object array, Class<?> element) {
        if (element == int.class) {
            int[] a = (int[]) array;
            out.write_ulong(a.length);
            out.write_long_array(a, 0, a.length);
        } else if (element == byte.class) {
            byte[] a = (byte[]) array;
            out.write_ulong(a.length);
            out.write_octet_array(a, 0, a.length);
        } else if (element == long.class) {
            long[] a = (long[]) array;
            out.write_ulong(a.length);
            out.write_longlong_array(a, 0, a.length);
        } else if (element == double.class) {
            double[] a = (double[]) array;
            out.write_ulong(a.length);
            out.write_double_array(a, 0, a.length);
        } else if (element == float.class) {
            float[] a = (float[]) array;
            out.write_ulong(a.length);
            out.write_float_array(a, 0, a.length);
        } else if (element == short.class) {
            short[] a = (short[]) array;
            out.write_ulong(a.length);
            out.write_short_array(a, 0, a.length);
        } else if (element == char.class) {
            char[] a = (char[]) array;
            out.write_ulong(a.length);
            out.write_wchar_array(a, 0, a.length);
        } else {
            boolean[] a = (boolean[]) array;
            out.write_ulong(a.length);
            out.write_boolean_array(a, 0, a.length);
        }
    }
}
