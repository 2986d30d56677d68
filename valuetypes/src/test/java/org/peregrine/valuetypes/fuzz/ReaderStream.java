package org.peregrine.valuetypes.fuzz;

import java.io.Serializable;
import java.math.BigDecimal;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.FixedDecimal;
import org.peregrine.valuetypes.ValueReader;
import org.peregrine.valuetypes.ValueTypes;

/**
 * The portable stream a value's state is read from, as the ORB's {@code CdrInputStream} reads
 * it, without an ORB: primitives and text through a {@link CdrReader}, values through one {@link
 * ValueReader}; an object reference, a TypeCode or an any is {@link OrbNeeded}.
 */
final class ReaderStream extends org.omg.CORBA_2_3.portable.InputStream {

    private final CdrReader reader;
    private final ValueReader values;

    ReaderStream(CdrReader reader, ValueTypes types) {
        this.reader = reader;
        this.values = new ValueReader(reader, this, types);
    }

    @Override
    public boolean read_boolean() {
        return reader.readBoolean();
    }

    @Override
    public char read_char() {
        return CdrText.readChar(reader);
    }

    @Override
    public char read_wchar() {
        return CdrText.readWchar(reader);
    }

    @Override
    public byte read_octet() {
        return reader.readOctet();
    }

    @Override
    public short read_short() {
        return reader.readShort();
    }

    @Override
    public short read_ushort() {
        return reader.readShort();
    }

    @Override
    public int read_long() {
        return reader.readLong();
    }

    @Override
    public int read_ulong() {
        return reader.readLong();
    }

    @Override
    public long read_longlong() {
        return reader.readLongLong();
    }

    @Override
    public long read_ulonglong() {
        return reader.readLongLong();
    }

    @Override
    public float read_float() {
        return reader.readFloat();
    }

    @Override
    public double read_double() {
        return reader.readDouble();
    }

    @Override
    public String read_string() {
        return CdrText.readString(reader);
    }

    @Override
    public String read_wstring() {
        return CdrText.readWString(reader);
    }

    @Override
    public BigDecimal read_fixed() {
        return FixedDecimal.readUnscaled(reader);
    }

    @Override
    public void read_boolean_array(boolean[] value, int offset, int length) {
        reader.readBooleans(value, offset, length);
    }

    @Override
    public void read_char_array(char[] value, int offset, int length) {
        CdrText.readChars(reader, value, offset, length);
    }

    @Override
    public void read_wchar_array(char[] value, int offset, int length) {
        CdrText.readWchars(reader, value, offset, length);
    }

    @Override
    public void read_octet_array(byte[] value, int offset, int length) {
        reader.readOctets(value, offset, length);
    }

    @Override
    public void read_short_array(short[] value, int offset, int length) {
        reader.readShorts(value, offset, length);
    }

    @Override
    public void read_ushort_array(short[] value, int offset, int length) {
        reader.readShorts(value, offset, length);
    }

    @Override
    public void read_long_array(int[] value, int offset, int length) {
        reader.readLongs(value, offset, length);
    }

    @Override
    public void read_ulong_array(int[] value, int offset, int length) {
        reader.readLongs(value, offset, length);
    }

    @Override
    public void read_longlong_array(long[] value, int offset, int length) {
        reader.readLongLongs(value, offset, length);
    }

    @Override
    public void read_ulonglong_array(long[] value, int offset, int length) {
        reader.readLongLongs(value, offset, length);
    }

    @Override
    public void read_float_array(float[] value, int offset, int length) {
        reader.readFloats(value, offset, length);
    }

    @Override
    public void read_double_array(double[] value, int offset, int length) {
        reader.readDoubles(value, offset, length);
    }

    @Override
    public org.omg.CORBA.Object read_Object() {
        throw new OrbNeeded("An object reference");
    }

    @Override
    @SuppressWarnings("rawtypes")
    public org.omg.CORBA.Object read_Object(Class clz) {
        throw new OrbNeeded("An object reference");
    }

    @Override
    public TypeCode read_TypeCode() {
        throw new OrbNeeded("A TypeCode");
    }

    @Override
    public Any read_any() {
        throw new OrbNeeded("An any");
    }

    @Override
    public Serializable read_value() {
        return values.read();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Serializable read_value(Class clz) {
        return values.read();
    }

    @Override
    public Serializable read_value(BoxedValueHelper factory) {
        return values.read(factory);
    }

    @Override
    public Serializable read_value(String repositoryId) {
        return values.read(repositoryId);
    }

    @Override
    public Serializable read_value(Serializable value) {
        return values.readInto(value);
    }

    @Override
    public Object read_abstract_interface() {
        return reader.readBoolean() ? read_Object() : read_value();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object read_abstract_interface(Class clz) {
        return read_abstract_interface();
    }
}
