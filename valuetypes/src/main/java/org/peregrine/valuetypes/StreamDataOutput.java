package org.peregrine.valuetypes;

import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.OutputStream;

/**
 * The {@link org.omg.CORBA.DataOutputStream} a custom value marshals itself into
 * ({@code CustomMarshal.marshal}): each call writes to the portable stream of the message.
 */
final class StreamDataOutput implements org.omg.CORBA.DataOutputStream {

    private static final String[] IDS = {"IDL:omg.org/CORBA/DataOutputStream:1.0"};

    private final OutputStream out;

    StreamDataOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public String[] _truncatable_ids() {
        return IDS.clone();
    }

    @Override
    public void write_boolean(boolean value) {
        out.write_boolean(value);
    }

    @Override
    public void write_char(char value) {
        out.write_char(value);
    }

    @Override
    public void write_wchar(char value) {
        out.write_wchar(value);
    }

    @Override
    public void write_octet(byte value) {
        out.write_octet(value);
    }

    @Override
    public void write_short(short value) {
        out.write_short(value);
    }

    @Override
    public void write_ushort(short value) {
        out.write_ushort(value);
    }

    @Override
    public void write_long(int value) {
        out.write_long(value);
    }

    @Override
    public void write_ulong(int value) {
        out.write_ulong(value);
    }

    @Override
    public void write_longlong(long value) {
        out.write_longlong(value);
    }

    @Override
    public void write_ulonglong(long value) {
        out.write_ulonglong(value);
    }

    @Override
    public void write_float(float value) {
        out.write_float(value);
    }

    @Override
    public void write_double(double value) {
        out.write_double(value);
    }

    @Override
    public void write_string(String value) {
        out.write_string(value);
    }

    @Override
    public void write_wstring(String value) {
        out.write_wstring(value);
    }

    @Override
    public void write_any(Any value) {
        out.write_any(value);
    }

    @Override
    public void write_Object(org.omg.CORBA.Object value) {
        out.write_Object(value);
    }

    @Override
    public void write_Abstract(java.lang.Object value) {
        ((org.omg.CORBA_2_3.portable.OutputStream) out).write_abstract_interface(value);
    }

    @Override
    public void write_Value(Serializable value) {
        ((org.omg.CORBA_2_3.portable.OutputStream) out).write_value(value);
    }

    @Override
    public void write_TypeCode(TypeCode value) {
        out.write_TypeCode(value);
    }

    @Override
    public void write_any_array(Any[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            out.write_any(values[i]);
        }
    }

    @Override
    public void write_boolean_array(boolean[] values, int offset, int length) {
        out.write_boolean_array(values, offset, length);
    }

    @Override
    public void write_char_array(char[] values, int offset, int length) {
        out.write_char_array(values, offset, length);
    }

    @Override
    public void write_wchar_array(char[] values, int offset, int length) {
        out.write_wchar_array(values, offset, length);
    }

    @Override
    public void write_octet_array(byte[] values, int offset, int length) {
        out.write_octet_array(values, offset, length);
    }

    @Override
    public void write_short_array(short[] values, int offset, int length) {
        out.write_short_array(values, offset, length);
    }

    @Override
    public void write_ushort_array(short[] values, int offset, int length) {
        out.write_ushort_array(values, offset, length);
    }

    @Override
    public void write_long_array(int[] values, int offset, int length) {
        out.write_long_array(values, offset, length);
    }

    @Override
    public void write_ulong_array(int[] values, int offset, int length) {
        out.write_ulong_array(values, offset, length);
    }

    @Override
    public void write_longlong_array(long[] values, int offset, int length) {
        out.write_longlong_array(values, offset, length);
    }

    @Override
    public void write_ulonglong_array(long[] values, int offset, int length) {
        out.write_ulonglong_array(values, offset, length);
    }

    @Override
    public void write_float_array(float[] values, int offset, int length) {
        out.write_float_array(values, offset, length);
    }

    @Override
    public void write_double_array(double[] values, int offset, int length) {
        out.write_double_array(values, offset, length);
    }
}
