package org.peregrine.orb.stream;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.util.ReferenceCounted;
import java.io.Serializable;
import java.math.BigDecimal;
import org.omg.CORBA.Any;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.FixedDecimal;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.typecode.TypeCodeReader;
import org.peregrine.valuetypes.ValueReader;
import org.peregrine.valuetypes.rmi.SenderClasses;

/**
 * The portable input stream (CORBA 3.0 IDL-to-Java §1.21.2) that stubs and skeletons read from:
 * a thin adapter over a {@link CdrReader}. Used by one thread.
 *
 * <p>The stream owns the message buffer it reads from when made by the ORB for a reply or
 * request; {@link #release()} gives it back (stubs call {@code _releaseReply}).
 */
public final class CdrInputStream extends org.omg.CORBA_2_3.portable.InputStream {

    /** What a stream that gave its reader back reads from: nothing, so every read is a MARSHAL. */
    private static final CdrReader CLOSED = new CdrReader().wrap(Unpooled.EMPTY_BUFFER, 0, false, GiopVersion.V1_2,
            CodeSets.DEFAULT);

    private final StreamContext context;
    private CdrReader reader;
    /** Reads the values of this stream; made with the first one. */
    private ValueReader values;
    /** What the message's sender says of its classes; {@code null} if its connection named no CodeBase. */
    private SenderClasses senderClasses;
    private ReferenceCounted owned;
    /** The free stream whose reader this one reads through and gives back on close, or {@code null}. */
    private CdrOutputStream lender;

    /**
     * @param reader the cursor, already wrapped around the data
     * @param owned what this stream releases (the message buffer, or the fragments of a message
     *     still arriving), or {@code null} if it owns none
     */
    public CdrInputStream(StreamContext context, CdrReader reader, ReferenceCounted owned) {
        this.context = context;
        this.reader = reader;
        this.owned = owned;
    }

    /** A stream reading a free stream's octets through its reader, {@code reader}, given back on close. */
    CdrInputStream(StreamContext context, CdrReader reader, CdrOutputStream lender) {
        this.context = context;
        this.reader = reader;
        this.lender = lender;
    }

    /** A stream over the readable bytes of {@code buf}, aligned from its reader index; owns it. */
    static CdrInputStream over(StreamContext context, ByteBuf buf, boolean littleEndian, GiopVersion version,
            CodeSets codeSets) {
        CdrReader reader = new CdrReader().wrap(buf, buf.readerIndex(), littleEndian, version, codeSets);
        return new CdrInputStream(context, reader, buf);
    }

    /**
     * A stream over octets {@code [start, end)} of {@code buf}, aligned from {@code start}, through
     * a reader of its own; it neither owns the buffer nor moves its indices: a free stream's
     * buffer, which its writer goes on appending to.
     */
    static CdrInputStream sharing(StreamContext context, ByteBuf buf, int start, int end, boolean littleEndian,
            GiopVersion version, CodeSets codeSets) {
        CdrReader reader = new CdrReader().wrap(buf, start, start, end, littleEndian, version, codeSets);
        return new CdrInputStream(context, reader, (ReferenceCounted) null);
    }

    /**
     * Whether this stream is {@code written}'s {@code create_input_stream}, unread, over all that
     * was written: the same octets, not a copy of them.
     */
    public boolean readsAllOf(CdrOutputStream written) {
        CdrWriter writer = written.writer();
        return reader.reads(writer.buffer()) && reader.position() == 0 && reader.remaining() == writer.position();
    }

    /** The cursor this stream reads through. */
    public CdrReader reader() {
        return reader;
    }

    /** Releases the buffer this stream owns; safe to call twice. */
    public void release() {
        ReferenceCounted held = owned;
        owned = null;
        if (held != null) {
            held.release();
        }
    }

    /**
     * Releases what the stream owns and gives a borrowed reader back to its lender; reading a
     * stream whose reader went back is a MARSHAL, never a read of another stream's octets.
     */
    @Override
    public void close() {
        // one call, so that C2 inlines it even where it is never reached (a Helper's finally
        // when nothing was thrown): a call left there would make every stream escape
        closeAll();
    }

    private void closeAll() {
        release();
        CdrOutputStream from = lender;
        if (from != null) {
            lender = null;
            reader = CLOSED;
            values = null;
            from.takeBack();
        }
    }

    /**
     * The bytes left in the message (of one still arriving, at most). Helpers generated by the
     * JacORB IDL compiler compare a sequence length read from the wire with this before
     * allocating the array, so it must not understate (java.io.InputStream answers 0, which
     * disables their check).
     */
    @Override
    public int available() {
        return (int) Math.min(Integer.MAX_VALUE, reader.remainingAtMost());
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

    /**
     * Reads a fixed-point value whose type the caller does not say: its digits as an integer
     * (scale 0), as JacORB's and the GlassFish ORB's {@code read_fixed()} return them.
     */
    @Override
    public BigDecimal read_fixed() {
        return FixedDecimal.readUnscaled(reader);
    }

    /**
     * Reads a {@code fixed<digits, scale>} ({@link FixedDecimal}, which also reads the shorter
     * forms peers write). The method JacORB's OMG API declares on {@code InputStream}; the one
     * this ORB's API jar has lacks it.
     */
    public BigDecimal read_fixed(short digits, short scale) {
        return FixedDecimal.read(reader, digits, scale);
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
        return context.readReference(reader, null);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public org.omg.CORBA.Object read_Object(Class clz) {
        return context.readReference(reader, clz);
    }

    /** Reads a TypeCode (CORBA 3.0 §15.3.5); a malformed one is a MARSHAL. */
    @Override
    public TypeCode read_TypeCode() {
        return TypeCodeReader.read(reader, context.typeCodes());
    }

    /** Reads an {@code any}: its TypeCode, then its value into a new Any of this ORB. */
    @Override
    public Any read_any() {
        TypeCode type = read_TypeCode();
        Any any = context.orb().create_any();
        any.read_value(this, type);
        return any;
    }

    @Override
    public Serializable read_value() {
        return values().read();
    }

    /** The formal class adds nothing: the value's repository ids on the wire say what it is. */
    @Override
    @SuppressWarnings("rawtypes")
    public Serializable read_value(Class clz) {
        return values().read();
    }

    @Override
    public Serializable read_value(org.omg.CORBA.portable.BoxedValueHelper factory) {
        return values().read(factory);
    }

    @Override
    public Serializable read_value(String repositoryId) {
        return values().read(repositoryId);
    }

    /** What a value factory calls: reads the state of the value being read into {@code value}. */
    @Override
    public Serializable read_value(Serializable value) {
        return values().readInto(value);
    }

    /** Reads an abstract interface (CORBA 3.0 §15.3.7): an object reference or a value. */
    @Override
    public Object read_abstract_interface() {
        return reader.readBoolean() ? read_Object() : read_value();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object read_abstract_interface(Class clz) {
        return reader.readBoolean() ? read_Object(clz) : read_value();
    }

    /**
     * {@code ValueHandler.readValue} on this stream: reads the rest of an RMI-IIOP value of
     * {@code type} whose tag, at {@code tagPosition}, and repository id the caller read.
     */
    public Serializable readJavaValue(Class<?> type, String repositoryId, int tagPosition) {
        return values().readJavaValue(type, repositoryId, tagPosition);
    }

    private ValueReader values() {
        if (values == null) {
            values = new ValueReader(reader, this, context.valueTypes());
            if (senderClasses != null) {
                values.senderClasses(senderClasses);
            }
        }
        return values;
    }

    /**
     * Sets what the sender of this stream's message says of its classes (the {@code CodeBase} its
     * connection named), for the values whose class differs here.
     */
    public void senderClasses(SenderClasses classes) {
        senderClasses = classes;
        if (values != null) {
            values.senderClasses(classes);
        }
    }
}
