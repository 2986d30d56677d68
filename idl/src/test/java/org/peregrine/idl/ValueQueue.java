package org.peregrine.idl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;

/**
 * The simplest pair of portable streams for running generated code without an ORB: the output
 * records each primitive written, the input returns them in the same order, checking their
 * types: another ORB's streams, as far as generated code can tell. No CDR (the encoding is not
 * what these tests are about), but octets written as an array are recorded one by one; other
 * arrays, objects, TypeCodes and anys are not supported.
 *
 * <p>Not thread-safe.
 */
final class ValueQueue {

    private ValueQueue() {}

    static Input input(Object... values) {
        return new Input(List.of(values));
    }

    /** Records the values written, in order. */
    static final class Output extends org.omg.CORBA.portable.OutputStream {
        private final List<Object> values = new ArrayList<>();

        List<Object> values() {
            return List.copyOf(values);
        }

        @Override public org.omg.CORBA.portable.InputStream create_input_stream() { return new Input(values); }
        @Override public void write_boolean(boolean v) { values.add(v); }
        @Override public void write_char(char v) { values.add(v); }
        @Override public void write_wchar(char v) { values.add(v); }
        @Override public void write_octet(byte v) { values.add(v); }
        @Override public void write_short(short v) { values.add(v); }
        @Override public void write_ushort(short v) { values.add(v); }
        @Override public void write_long(int v) { values.add(v); }
        @Override public void write_ulong(int v) { values.add(v); }
        @Override public void write_longlong(long v) { values.add(v); }
        @Override public void write_ulonglong(long v) { values.add(v); }
        @Override public void write_float(float v) { values.add(v); }
        @Override public void write_double(double v) { values.add(v); }
        @Override public void write_string(String v) { values.add(v); }
        @Override public void write_wstring(String v) { values.add(v); }
        @Override public void write_boolean_array(boolean[] v, int offset, int length) { unsupported(); }
        @Override public void write_char_array(char[] v, int offset, int length) { unsupported(); }
        @Override public void write_wchar_array(char[] v, int offset, int length) { unsupported(); }
        @Override public void write_octet_array(byte[] v, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                values.add(v[i]);
            }
        }
        @Override public void write_short_array(short[] v, int offset, int length) { unsupported(); }
        @Override public void write_ushort_array(short[] v, int offset, int length) { unsupported(); }
        @Override public void write_long_array(int[] v, int offset, int length) { unsupported(); }
        @Override public void write_ulong_array(int[] v, int offset, int length) { unsupported(); }
        @Override public void write_longlong_array(long[] v, int offset, int length) { unsupported(); }
        @Override public void write_ulonglong_array(long[] v, int offset, int length) { unsupported(); }
        @Override public void write_float_array(float[] v, int offset, int length) { unsupported(); }
        @Override public void write_double_array(double[] v, int offset, int length) { unsupported(); }
        @Override public void write_Object(org.omg.CORBA.Object v) { unsupported(); }
        @Override public void write_TypeCode(TypeCode v) { unsupported(); }
        @Override public void write_any(Any v) { unsupported(); }
    }

    /** Returns the given values in order; counts how many were read. */
    static final class Input extends org.omg.CORBA.portable.InputStream {
        private final Deque<Object> values;
        private int read;

        Input(List<Object> values) {
            this.values = new ArrayDeque<>(values);
        }

        int valuesRead() {
            return read;
        }

        private <T> T next(Class<T> type) {
            Object value = values.poll();
            if (!type.isInstance(value)) {
                throw new IllegalStateException("expected a " + type.getSimpleName() + ", found " + value);
            }
            read++;
            return type.cast(value);
        }

        @Override public int read() { throw new UnsupportedOperationException(); }
        @Override public boolean read_boolean() { return next(Boolean.class); }
        @Override public char read_char() { return next(Character.class); }
        @Override public char read_wchar() { return next(Character.class); }
        @Override public byte read_octet() { return next(Byte.class); }
        @Override public short read_short() { return next(Short.class); }
        @Override public short read_ushort() { return next(Short.class); }
        @Override public int read_long() { return next(Integer.class); }
        @Override public int read_ulong() { return next(Integer.class); }
        @Override public long read_longlong() { return next(Long.class); }
        @Override public long read_ulonglong() { return next(Long.class); }
        @Override public float read_float() { return next(Float.class); }
        @Override public double read_double() { return next(Double.class); }
        @Override public String read_string() { return next(String.class); }
        @Override public String read_wstring() { return next(String.class); }
        @Override public void read_boolean_array(boolean[] v, int offset, int length) { unsupported(); }
        @Override public void read_char_array(char[] v, int offset, int length) { unsupported(); }
        @Override public void read_wchar_array(char[] v, int offset, int length) { unsupported(); }
        @Override public void read_octet_array(byte[] v, int offset, int length) { unsupported(); }
        @Override public void read_short_array(short[] v, int offset, int length) { unsupported(); }
        @Override public void read_ushort_array(short[] v, int offset, int length) { unsupported(); }
        @Override public void read_long_array(int[] v, int offset, int length) { unsupported(); }
        @Override public void read_ulong_array(int[] v, int offset, int length) { unsupported(); }
        @Override public void read_longlong_array(long[] v, int offset, int length) { unsupported(); }
        @Override public void read_ulonglong_array(long[] v, int offset, int length) { unsupported(); }
        @Override public void read_float_array(float[] v, int offset, int length) { unsupported(); }
        @Override public void read_double_array(double[] v, int offset, int length) { unsupported(); }
        @Override public org.omg.CORBA.Object read_Object() { return unsupported(); }
        @Override public TypeCode read_TypeCode() { return unsupported(); }
        @Override public Any read_any() { return unsupported(); }
    }

    /** Records which kind of reply the dispatcher created. */
    static final class Replies implements org.omg.CORBA.portable.ResponseHandler {
        final List<String> created = new ArrayList<>();
        final Output out = new Output();

        @Override
        public org.omg.CORBA.portable.OutputStream createReply() {
            created.add("reply");
            return out;
        }

        @Override
        public org.omg.CORBA.portable.OutputStream createExceptionReply() {
            created.add("exception");
            return out;
        }
    }

    private static <T> T unsupported() {
        throw new UnsupportedOperationException("not needed by these tests");
    }
}
