package org.peregrine.orb.stream;

import io.netty.buffer.ByteBuf;
import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * The portable input stream (CORBA 3.0 IDL-to-Java §1.21.2) that stubs and skeletons read from:
 * a thin adapter over a {@link CdrReader}. Used by one thread.
 *
 * <p>The stream owns the message buffer it reads from when made by the ORB for a reply or
 * request; {@link #release()} gives it back (stubs call {@code _releaseReply}).
 */
public final class CdrInputStream extends org.omg.CORBA_2_3.portable.InputStream {

    private final StreamContext context;
    private final CdrReader reader;
    private ByteBuf owned;

    /**
     * @param reader the cursor, already wrapped around the data
     * @param owned the buffer this stream releases, or {@code null} if it owns none
     */
    public CdrInputStream(StreamContext context, CdrReader reader, ByteBuf owned) {
        this.context = context;
        this.reader = reader;
        this.owned = owned;
    }

    /** A stream over the readable bytes of {@code buf}, aligned from its reader index; owns it. */
    static CdrInputStream over(StreamContext context, ByteBuf buf, boolean littleEndian, GiopVersion version,
            CodeSets codeSets) {
        CdrReader reader = new CdrReader().wrap(buf, buf.readerIndex(), littleEndian, version, codeSets);
        return new CdrInputStream(context, reader, buf);
    }

    /** The cursor this stream reads through. */
    public CdrReader reader() {
        return reader;
    }

    /** Releases the buffer this stream owns; safe to call twice. */
    public void release() {
        ByteBuf buf = owned;
        owned = null;
        if (buf != null) {
            buf.release();
        }
    }

    @Override
    public void close() {
        release();
    }

    @Override
    public org.omg.CORBA.ORB orb() {
        return context.orb();
    }

    @Override
    public boolean read_boolean() {
        return reader.readBoolean();
    }

    @Override
    public char read_char() {
        return reader.readChar();
    }

    @Override
    public char read_wchar() {
        return reader.readWchar();
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
        return reader.readString();
    }

    @Override
    public String read_wstring() {
        return reader.readWString();
    }

    @Override
    public void read_boolean_array(boolean[] value, int offset, int length) {
        reader.readBooleans(value, offset, length);
    }

    @Override
    public void read_char_array(char[] value, int offset, int length) {
        reader.readChars(value, offset, length);
    }

    @Override
    public void read_wchar_array(char[] value, int offset, int length) {
        reader.readWchars(value, offset, length);
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
        return context.readReference(reader, null);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public org.omg.CORBA.Object read_Object(Class clz) {
        return context.readReference(reader, clz);
    }

    @Override
    public TypeCode read_TypeCode() {
        throw CdrOutputStream.notYet("read_TypeCode");
    }

    @Override
    public Any read_any() {
        throw CdrOutputStream.notYet("read_any");
    }

    @Override
    public Serializable read_value() {
        throw CdrOutputStream.valuesMissing("read_value");
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Serializable read_value(Class clz) {
        throw CdrOutputStream.valuesMissing("read_value");
    }

    @Override
    public Serializable read_value(org.omg.CORBA.portable.BoxedValueHelper factory) {
        throw CdrOutputStream.valuesMissing("read_value");
    }

    @Override
    public Serializable read_value(String repositoryId) {
        throw CdrOutputStream.valuesMissing("read_value");
    }

    @Override
    public Serializable read_value(Serializable value) {
        throw CdrOutputStream.valuesMissing("read_value");
    }

    /** Reads an abstract interface (CORBA 3.0 §15.3.7); values need the valuetypes module. */
    @Override
    public Object read_abstract_interface() {
        if (reader.readBoolean()) {
            return read_Object();
        }
        throw CdrOutputStream.valuesMissing("read_abstract_interface of a value");
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object read_abstract_interface(Class clz) {
        if (reader.readBoolean()) {
            return read_Object(clz);
        }
        throw CdrOutputStream.valuesMissing("read_abstract_interface of a value");
    }
}
