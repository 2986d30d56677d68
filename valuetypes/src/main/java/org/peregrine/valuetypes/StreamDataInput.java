package org.peregrine.valuetypes;

import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.AnySeqHolder;
import org.omg.CORBA.BooleanSeqHolder;
import org.omg.CORBA.CharSeqHolder;
import org.omg.CORBA.DoubleSeqHolder;
import org.omg.CORBA.FloatSeqHolder;
import org.omg.CORBA.LongLongSeqHolder;
import org.omg.CORBA.LongSeqHolder;
import org.omg.CORBA.OctetSeqHolder;
import org.omg.CORBA.ShortSeqHolder;
import org.omg.CORBA.ULongLongSeqHolder;
import org.omg.CORBA.ULongSeqHolder;
import org.omg.CORBA.UShortSeqHolder;
import org.omg.CORBA.WCharSeqHolder;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.InputStream;

/**
 * The {@link org.omg.CORBA.DataInputStream} a custom value unmarshals itself from
 * ({@code CustomMarshal.unmarshal}): each call reads from the portable stream of the message.
 * The {@code read_*_array} calls fill the holder's array, which the caller sized.
 */
final class StreamDataInput implements org.omg.CORBA.DataInputStream {

    private static final String[] IDS = {"IDL:omg.org/CORBA/DataInputStream:1.0"};

    private final InputStream in;

    StreamDataInput(InputStream in) {
        this.in = in;
    }

    @Override
    public String[] _truncatable_ids() {
        return IDS.clone();
    }

    @Override
    public boolean read_boolean() {
        return in.read_boolean();
    }

    @Override
    public char read_char() {
        return in.read_char();
    }

    @Override
    public char read_wchar() {
        return in.read_wchar();
    }

    @Override
    public byte read_octet() {
        return in.read_octet();
    }

    @Override
    public short read_short() {
        return in.read_short();
    }

    @Override
    public short read_ushort() {
        return in.read_ushort();
    }

    @Override
    public int read_long() {
        return in.read_long();
    }

    @Override
    public int read_ulong() {
        return in.read_ulong();
    }

    @Override
    public long read_longlong() {
        return in.read_longlong();
    }

    @Override
    public long read_ulonglong() {
        return in.read_ulonglong();
    }

    @Override
    public float read_float() {
        return in.read_float();
    }

    @Override
    public double read_double() {
        return in.read_double();
    }

    @Override
    public String read_string() {
        return in.read_string();
    }

    @Override
    public String read_wstring() {
        return in.read_wstring();
    }

    @Override
    public Any read_any() {
        return in.read_any();
    }

    @Override
    public org.omg.CORBA.Object read_Object() {
        return in.read_Object();
    }

    @Override
    public java.lang.Object read_Abstract() {
        return ((org.omg.CORBA_2_3.portable.InputStream) in).read_abstract_interface();
    }

    @Override
    public Serializable read_Value() {
        return ((org.omg.CORBA_2_3.portable.InputStream) in).read_value();
    }

    @Override
    public TypeCode read_TypeCode() {
        return in.read_TypeCode();
    }

    @Override
    public void read_any_array(AnySeqHolder values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            values.value[i] = in.read_any();
        }
    }

    @Override
    public void read_boolean_array(BooleanSeqHolder values, int offset, int length) {
        in.read_boolean_array(values.value, offset, length);
    }

    @Override
    public void read_char_array(CharSeqHolder values, int offset, int length) {
        in.read_char_array(values.value, offset, length);
    }

    @Override
    public void read_wchar_array(WCharSeqHolder values, int offset, int length) {
        in.read_wchar_array(values.value, offset, length);
    }

    @Override
    public void read_octet_array(OctetSeqHolder values, int offset, int length) {
        in.read_octet_array(values.value, offset, length);
    }

    @Override
    public void read_short_array(ShortSeqHolder values, int offset, int length) {
        in.read_short_array(values.value, offset, length);
    }

    @Override
    public void read_ushort_array(UShortSeqHolder values, int offset, int length) {
        in.read_ushort_array(values.value, offset, length);
    }

    @Override
    public void read_long_array(LongSeqHolder values, int offset, int length) {
        in.read_long_array(values.value, offset, length);
    }

    @Override
    public void read_ulong_array(ULongSeqHolder values, int offset, int length) {
        in.read_ulong_array(values.value, offset, length);
    }

    @Override
    public void read_longlong_array(LongLongSeqHolder values, int offset, int length) {
        in.read_longlong_array(values.value, offset, length);
    }

    @Override
    public void read_ulonglong_array(ULongLongSeqHolder values, int offset, int length) {
        in.read_ulonglong_array(values.value, offset, length);
    }

    @Override
    public void read_float_array(FloatSeqHolder values, int offset, int length) {
        in.read_float_array(values.value, offset, length);
    }

    @Override
    public void read_double_array(DoubleSeqHolder values, int offset, int length) {
        in.read_double_array(values.value, offset, length);
    }
}
