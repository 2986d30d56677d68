package org.peregrine.valuetypes.rmi;

import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;

/**
 * The serialized fields of one class, by name: as {@code ObjectOutputStream.PutField} sets them
 * before {@code writeFields} (each starts as its type's default value), or as {@code
 * ObjectInputStream.GetField} hands out those {@code readFields} read. A name the class does not
 * serialize, or a value of the wrong type, is an {@link IllegalArgumentException}, as in Java
 * serialization.
 */
final class FieldValues {

    private final SerialClass level;
    private final Object[] values;

    /** Fields of {@code level} read from a stream, in the order of its fields. */
    FieldValues(SerialClass level, Object[] values) {
        this.level = level;
        this.values = values;
    }

    FieldValues(SerialClass level) {
        this.level = level;
        SerialField[] fields = level.fields();
        this.values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            values[i] = defaultValue(fields[i].typeCode());
        }
    }

    /** The values, in the order of the class's fields. */
    Object[] values() {
        return values;
    }

    /** Sets the field {@code name}, which must be of type code {@code typeCode} ({@code L} for a reference). */
    void set(String name, char typeCode, Object value) {
        values[indexOf(name, typeCode)] = value;
    }

    /** The value of the field {@code name}, which must be of type code {@code typeCode}. */
    Object get(String name, char typeCode) {
        return values[indexOf(name, typeCode)];
    }

    private int indexOf(String name, char typeCode) {
        int index = level.indexOf(name);
        if (index < 0 || level.fields()[index].typeCode() != typeCode) {
            throw new IllegalArgumentException("no serialized field " + name + " of that type in "
                    + level.type().getName());
        }
        return index;
    }

    ObjectInputStream.GetField asGetField() {
        return new ObjectInputStream.GetField() {
            @Override
            public ObjectStreamClass getObjectStreamClass() {
                return ObjectStreamClass.lookup(level.type());
            }

            @Override
            public boolean defaulted(String name) {
                if (level.indexOf(name) < 0) {
                    throw new IllegalArgumentException("no serialized field " + name + " in " + level.type().getName());
                }
                return false; // the sender's class is this class: every field was sent
            }

            @Override
            public boolean get(String name, boolean defaultValue) {
                return (Boolean) FieldValues.this.get(name, 'Z');
            }

            @Override
            public byte get(String name, byte defaultValue) {
                return (Byte) FieldValues.this.get(name, 'B');
            }

            @Override
            public char get(String name, char defaultValue) {
                return (Character) FieldValues.this.get(name, 'C');
            }

            @Override
            public short get(String name, short defaultValue) {
                return (Short) FieldValues.this.get(name, 'S');
            }

            @Override
            public int get(String name, int defaultValue) {
                return (Integer) FieldValues.this.get(name, 'I');
            }

            @Override
            public long get(String name, long defaultValue) {
                return (Long) FieldValues.this.get(name, 'J');
            }

            @Override
            public float get(String name, float defaultValue) {
                return (Float) FieldValues.this.get(name, 'F');
            }

            @Override
            public double get(String name, double defaultValue) {
                return (Double) FieldValues.this.get(name, 'D');
            }

            @Override
            public Object get(String name, Object defaultValue) {
                return FieldValues.this.get(name, 'L');
            }
        };
    }

    ObjectOutputStream.PutField asPutField() {
        return new ObjectOutputStream.PutField() {
            @Override
            public void put(String name, boolean value) {
                set(name, 'Z', value);
            }

            @Override
            public void put(String name, byte value) {
                set(name, 'B', value);
            }

            @Override
            public void put(String name, char value) {
                set(name, 'C', value);
            }

            @Override
            public void put(String name, short value) {
                set(name, 'S', value);
            }

            @Override
            public void put(String name, int value) {
                set(name, 'I', value);
            }

            @Override
            public void put(String name, long value) {
                set(name, 'J', value);
            }

            @Override
            public void put(String name, float value) {
                set(name, 'F', value);
            }

            @Override
            public void put(String name, double value) {
                set(name, 'D', value);
            }

            @Override
            public void put(String name, Object value) {
                set(name, 'L', value);
            }

            @Override
            @Deprecated
            public void write(ObjectOutput out) {
                throw new UnsupportedOperationException("PutField.write: call ObjectOutputStream.writeFields");
            }
        };
    }

    static Object defaultValue(char typeCode) {
        return switch (typeCode) {
            case 'Z' -> Boolean.FALSE;
            case 'B' -> (byte) 0;
            case 'C' -> (char) 0;
            case 'S' -> (short) 0;
            case 'I' -> 0;
            case 'J' -> 0L;
            case 'F' -> 0f;
            case 'D' -> 0d;
            default -> null;
        };
    }
}
