package org.peregrine.orb.stream;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.io.Serializable;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TypeCode;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.error.OrbMinor;

/**
 * The portable output stream (CORBA 3.0 IDL-to-Java §1.21.2) that stubs and skeletons write
 * into: a thin adapter over a {@link CdrWriter} (STYLE rule 5). Used by one thread.
 *
 * <p>The stream does not own its buffer; its creator (the delegate for a request, the server for
 * a reply) sends and releases it.
 */
public final class CdrOutputStream extends org.omg.CORBA_2_3.portable.OutputStream {

    private final StreamContext context;
    private final CdrWriter writer;
    private final Object owner;

    /**
     * @param context the ORB services the stream needs (references, the ORB itself)
     * @param writer the cursor, already wrapped around the destination buffer
     * @param owner the message this stream writes the body of (a client request, a server
     *     reply), for the delegate that gets the stream back; {@code null} for a free stream
     */
    public CdrOutputStream(StreamContext context, CdrWriter writer, Object owner) {
        this.context = context;
        this.writer = writer;
        this.owner = owner;
    }

    /** The message this stream belongs to, as given at construction. */
    public Object owner() {
        return owner;
    }

    /**
     * Stubs close the request stream in {@code finally}; an owner that is {@link AutoCloseable}
     * then releases what was not sent (a request whose marshalling failed).
     */
    @Override
    public void close() {
        if (owner instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** The cursor this stream writes through. */
    public CdrWriter writer() {
        return writer;
    }

    @Override
    public org.omg.CORBA.ORB orb() {
        return context.orb();
    }

    /**
     * A stream reading what has been written so far, over a copy: for {@code Any} values and
     * user code; never on a call's path.
     */
    @Override
    public org.omg.CORBA.portable.InputStream create_input_stream() {
        ByteBuf copy = Unpooled.copiedBuffer(writer.buffer());
        return CdrInputStream.over(context, copy, writer.littleEndian(), writer.version(), writer.codeSets());
    }

    @Override
    public void write_boolean(boolean value) {
        writer.writeBoolean(value);
    }

    @Override
    public void write_char(char value) {
        writer.writeChar(value);
    }

    @Override
    public void write_wchar(char value) {
        writer.writeWchar(value);
    }

    @Override
    public void write_octet(byte value) {
        writer.writeOctet(value);
    }

    @Override
    public void write_short(short value) {
        writer.writeShort(value);
    }

    @Override
    public void write_ushort(short value) {
        writer.writeShort(value);
    }

    @Override
    public void write_long(int value) {
        writer.writeLong(value);
    }

    @Override
    public void write_ulong(int value) {
        writer.writeLong(value);
    }

    @Override
    public void write_longlong(long value) {
        writer.writeLongLong(value);
    }

    @Override
    public void write_ulonglong(long value) {
        writer.writeLongLong(value);
    }

    @Override
    public void write_float(float value) {
        writer.writeFloat(value);
    }

    @Override
    public void write_double(double value) {
        writer.writeDouble(value);
    }

    @Override
    public void write_string(String value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, CompletionStatus.COMPLETED_NO, "A string");
        }
        writer.writeString(value);
    }

    @Override
    public void write_wstring(String value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, CompletionStatus.COMPLETED_NO, "A wstring");
        }
        writer.writeWString(value);
    }

    @Override
    public void write_boolean_array(boolean[] value, int offset, int length) {
        writer.writeBooleans(value, offset, length);
    }

    @Override
    public void write_char_array(char[] value, int offset, int length) {
        writer.writeChars(value, offset, length);
    }

    @Override
    public void write_wchar_array(char[] value, int offset, int length) {
        writer.writeWchars(value, offset, length);
    }

    @Override
    public void write_octet_array(byte[] value, int offset, int length) {
        writer.writeOctets(value, offset, length);
    }

    @Override
    public void write_short_array(short[] value, int offset, int length) {
        writer.writeShorts(value, offset, length);
    }

    @Override
    public void write_ushort_array(short[] value, int offset, int length) {
        writer.writeShorts(value, offset, length);
    }

    @Override
    public void write_long_array(int[] value, int offset, int length) {
        writer.writeLongs(value, offset, length);
    }

    @Override
    public void write_ulong_array(int[] value, int offset, int length) {
        writer.writeLongs(value, offset, length);
    }

    @Override
    public void write_longlong_array(long[] value, int offset, int length) {
        writer.writeLongLongs(value, offset, length);
    }

    @Override
    public void write_ulonglong_array(long[] value, int offset, int length) {
        writer.writeLongLongs(value, offset, length);
    }

    @Override
    public void write_float_array(float[] value, int offset, int length) {
        writer.writeFloats(value, offset, length);
    }

    @Override
    public void write_double_array(double[] value, int offset, int length) {
        writer.writeDoubles(value, offset, length);
    }

    /** Writes an object reference as its IOR; {@code null} is the nil reference. */
    @Override
    public void write_Object(org.omg.CORBA.Object value) {
        context.writeReference(writer, value);
    }

    @Override
    public void write_TypeCode(TypeCode value) {
        throw notYet("write_TypeCode");
    }

    @Override
    public void write_any(Any value) {
        throw notYet("write_any");
    }

    @Override
    public void write_value(Serializable value) {
        throw valuesMissing("write_value");
    }

    @Override
    public void write_value(Serializable value, Class clz) {
        throw valuesMissing("write_value");
    }

    @Override
    public void write_value(Serializable value, String repositoryId) {
        throw valuesMissing("write_value");
    }

    @Override
    public void write_value(Serializable value, org.omg.CORBA.portable.BoxedValueHelper helper) {
        throw valuesMissing("write_value");
    }

    /**
     * Writes an abstract interface (CORBA 3.0 §15.3.7): a boolean discriminator and an object
     * reference; values need the valuetypes module.
     */
    @Override
    public void write_abstract_interface(Object value) {
        if (value == null || value instanceof org.omg.CORBA.Object) {
            writer.writeBoolean(true);
            write_Object((org.omg.CORBA.Object) value);
        } else {
            throw valuesMissing("write_abstract_interface with a value");
        }
    }

    static org.omg.CORBA.SystemException notYet(String what) {
        return SystemExceptions.of(OrbMinor.NOT_IMPLEMENTED, CompletionStatus.COMPLETED_NO, what);
    }

    static org.omg.CORBA.SystemException valuesMissing(String what) {
        return SystemExceptions.of(OrbMinor.VALUE_TYPES_MISSING, CompletionStatus.COMPLETED_NO, what);
    }
}
