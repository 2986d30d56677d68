package org.peregrine.orb.stream;

import io.netty.buffer.ByteBuf;
import java.io.Serializable;
import java.math.BigDecimal;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.BoxedValueHelper;
import org.omg.CORBA.portable.ValueOutputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.FixedDecimal;
import org.peregrine.giop.cdr.HeapBuffers;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageWriteException;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.typecode.TypeCodeWriter;
import org.peregrine.valuetypes.SupportingValue;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.ValueWriter;

/**
 * The portable output stream (CORBA 3.0 IDL-to-Java §1.21.2) that stubs and skeletons write
 * into: a thin adapter over a {@link CdrWriter}, which it has rather than is. Used by one
 * thread.
 *
 * <p>The stream does not own its buffer; its creator (the delegate for a request, the server for
 * a reply) sends and releases it.
 */
public final class CdrOutputStream extends org.omg.CORBA_2_3.portable.OutputStream implements ValueOutputStream {

    static {
        SignatureClasses.resolve(); // so that C2 may inline the value methods (see there)
    }

    private final StreamContext context;
    private final CdrWriter writer;
    private final Object owner;
    /** Writes the values of this stream; made with the first one. */
    private ValueWriter values;
    /** The RMI-IIOP custom stream format Java values are written in ({@link #rmiStreamFormat}). */
    private byte rmiStreamFormat = 1;
    /**
     * The thread that made this free stream ({@code null} for a message's): the one that reuses
     * {@link #ownReader}. A reference (4 octets) rather than the thread's id (8) keeps a call's
     * request stream at 40 octets instead of 48.
     */
    private final Thread makerThread;
    /** The reader that the maker thread's input streams read through, one at a time; made with the first. */
    private CdrReader ownReader;
    /** Whether an open input stream reads through {@link #ownReader}. */
    private boolean ownReaderLent;

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
        this.makerThread = owner == null ? Thread.currentThread() : null;
    }

    /** The message this stream belongs to, as given at construction. */
    public Object owner() {
        return owner;
    }

    /**
     * Stubs close the request stream in {@code finally}; an owner that is {@link Releasing} then
     * releases what was not sent (a request whose marshalling failed). What the owner raises (a
     * CORBA system exception) is raised as it is.
     */
    @Override
    public void close() {
        if (owner instanceof Releasing releasing) {
            releasing.streamClosed();
        }
    }

    /** An owner told when its stream is closed, to release a message that was never sent. */
    public interface Releasing {

        /** The stream was closed: releases the message if it was not sent; does nothing the second time. */
        void streamClosed();
    }

    /** The cursor this stream writes through. */
    public CdrWriter writer() {
        return writer;
    }

    /** The cursor, for data: inside a chunked value's state, data first begins a chunk. */
    private CdrWriter data() {
        if (values != null) {
            values.beforeData();
        }
        return writer;
    }

    private ValueWriter values() {
        if (values == null) {
            values = new ValueWriter(writer, this, context.valueTypes());
            if (rmiStreamFormat != 1) {
                values.rmiStreamFormat(rmiStreamFormat);
            }
        }
        return values;
    }

    @Override
    public org.omg.CORBA.ORB orb() {
        return context.orb();
    }

    /**
     * A stream reading what has been written so far; for {@code Any} values and user code, never
     * on a call's path. A free stream's octets are shared, not copied, unless a length or chunk
     * size is still to be filled in: writing on only appends after them, and the buffer is the
     * garbage collector's (a message's buffer is released once sent, so it is copied). Not
     * copying saves an allocation the size of the stream and the copy. Shared octets are not
     * retained either: nobody releases a free stream's buffer, and retaining is an atomic update
     * per stream. Nor duplicated: the reader is given the octets' bounds and moves none of the
     * buffer's indices.
     *
     * <p>The thread that made this stream reads through the same reader each time, when the
     * input stream before has been closed (a Helper's {@code extract} closes it). C2 (JDK 17)
     * does not scalar-replace a reader that a stream holds: the stream's superclass constructor
     * reads a volatile (the security manager) before the reader is stored, so the store is not
     * part of the stream's allocation, and escape analysis then counts {@code null} among the
     * field's values; each extract would allocate a reader. Other threads, and streams open at
     * the same time, get readers of their own, so that no reader is ever shared.
     */
    @Override
    public org.omg.CORBA.portable.InputStream create_input_stream() {
        ByteBuf written = writer.buffer();
        if (owner == null && !writer.lengthsPending()) {
            int end = written.writerIndex();
            int start = end - writer.position();
            if (ownReaderLent || Thread.currentThread() != makerThread) {
                return CdrInputStream.sharing(context, written, start, end, writer.littleEndian(), writer.version(),
                        writer.codeSets());
            }
            CdrReader reader = ownReader;
            if (reader == null) {
                reader = ownReader = new CdrReader();
            }
            ownReaderLent = true;
            reader.rewind(written, start, start, end, writer.littleEndian(), writer.version(), writer.codeSets());
            return new CdrInputStream(context, reader, this);
        }
        return CdrInputStream.over(context, HeapBuffers.copyOf(written), writer.littleEndian(), writer.version(),
                writer.codeSets());
    }

    /**
     * Takes back {@link #ownReader} from the input stream that was reading through it, closed now;
     * closed on another thread, it stays lent, as this stream's fields are the maker thread's.
     */
    void takeBack() {
        if (Thread.currentThread() == makerThread) {
            ownReaderLent = false;
        }
    }

    @Override
    public void write_boolean(boolean value) {
        try {
            data().writeBoolean(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_char(char value) {
        try {
            CdrText.writeChar(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_wchar(char value) {
        try {
            CdrText.writeWchar(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_octet(byte value) {
        try {
            data().writeOctet(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_short(short value) {
        try {
            data().writeShort(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_ushort(short value) {
        try {
            data().writeShort(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_long(int value) {
        try {
            data().writeLong(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_ulong(int value) {
        try {
            data().writeLong(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_longlong(long value) {
        try {
            data().writeLongLong(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_ulonglong(long value) {
        try {
            data().writeLongLong(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_float(float value) {
        try {
            data().writeFloat(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_double(double value) {
        try {
            data().writeDouble(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_string(String value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, writer.completion(), "A string");
        }
        try {
            CdrText.writeString(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_wstring(String value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, writer.completion(), "A wstring");
        }
        try {
            CdrText.writeWString(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /**
     * Writes {@code value} as a fixed-point type of its own digits and scale: the standard
     * method, which is not told the type. Code generated by Peregrine's IDL compiler writes
     * with the type's digits and scale ({@link #write_fixed(BigDecimal, short, short)}).
     */
    @Override
    public void write_fixed(BigDecimal value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, writer.completion(), "A fixed");
        }
        try {
            FixedDecimal.write(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /**
     * Writes {@code value} as a {@code fixed<digits, scale>}: (digits + 2) / 2 octets, the value
     * rescaled to {@code scale} ({@link FixedDecimal}). The method JacORB's OMG API declares on
     * {@code OutputStream}; the one this ORB's API jar has lacks it.
     */
    public void write_fixed(BigDecimal value, short digits, short scale) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, writer.completion(), "A fixed");
        }
        try {
            FixedDecimal.write(data(), value, digits, scale);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_boolean_array(boolean[] value, int offset, int length) {
        try {
            data().writeBooleans(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_char_array(char[] value, int offset, int length) {
        try {
            CdrText.writeChars(data(), value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_wchar_array(char[] value, int offset, int length) {
        try {
            CdrText.writeWchars(data(), value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_octet_array(byte[] value, int offset, int length) {
        try {
            data().writeOctets(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_short_array(short[] value, int offset, int length) {
        try {
            data().writeShorts(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_ushort_array(short[] value, int offset, int length) {
        try {
            data().writeShorts(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_long_array(int[] value, int offset, int length) {
        try {
            data().writeLongs(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_ulong_array(int[] value, int offset, int length) {
        try {
            data().writeLongs(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_longlong_array(long[] value, int offset, int length) {
        try {
            data().writeLongLongs(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_ulonglong_array(long[] value, int offset, int length) {
        try {
            data().writeLongLongs(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_float_array(float[] value, int offset, int length) {
        try {
            data().writeFloats(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_double_array(double[] value, int offset, int length) {
        try {
            data().writeDoubles(value, offset, length);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /** Writes an object reference as its IOR; {@code null} is the nil reference. */
    @Override
    public void write_Object(org.omg.CORBA.Object value) {
        try {
            context.writeReference(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /** Writes a TypeCode (CORBA 3.0 §15.3.5); {@code null} is BAD_TYPECODE. */
    @Override
    public void write_TypeCode(TypeCode value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, writer.completion(), "A TypeCode");
        }
        try {
            TypeCodeWriter.write(data(), value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /** Writes an {@code any}: its TypeCode, then its value. */
    @Override
    public void write_any(Any value) {
        if (value == null) {
            throw SystemExceptions.of(OrbMinor.NULL_ARGUMENT, writer.completion(), "An any");
        }
        write_TypeCode(value.type());
        try {
            value.write_value(this);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /**
     * The cursor for data written directly (a value copied by its TypeCode): inside a chunked
     * value's state, a chunk is begun first. Ask again after writing a value.
     */
    public CdrWriter dataWriter() {
        return data();
    }

    @Override
    public void write_value(Serializable value) {
        try {
            values().write(value);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /** The formal class adds nothing: a value's own repository ids say what it is. */
    @Override
    public void write_value(Serializable value, Class clz) {
        write_value(value);
    }

    @Override
    public void write_value(Serializable value, String repositoryId) {
        try {
            values().write(value, repositoryId);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void write_value(Serializable value, BoxedValueHelper helper) {
        try {
            values().write(value, helper);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /**
     * Begins a chunked value of type {@code repositoryId} whose state the caller writes, up to
     * {@link #end_value()}: the custom data of an RMI-IIOP value in stream format 2.
     */
    @Override
    public void start_value(String repositoryId) {
        try {
            values().startValue(repositoryId);
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    @Override
    public void end_value() {
        try {
            values().endValue();
        } catch (MessageWriteException e) {
            throw connectionLost(e);
        }
    }

    /**
     * Sets whether GIOP 1.2 wide characters are written after a UTF-16 byte order mark, as the
     * GlassFish ORB writes them (see {@link CdrWriter#byteOrderMarks(boolean)}).
     */
    public void byteOrderMarks(boolean marks) {
        writer.byteOrderMarks(marks);
    }

    /**
     * Sets the RMI-IIOP custom stream format version (1 or 2) this stream's Java values are
     * written in: 2 only towards a receiver that reads it. That receiver is an RMI-IIOP ORB, and
     * towards it wide characters are written after byte order marks ({@link #byteOrderMarks}), so
     * that the stream is what the GlassFish ORB itself writes.
     */
    public void rmiStreamFormat(byte version) {
        rmiStreamFormat = version;
        writer.byteOrderMarks(version >= 2);
        if (values != null) {
            values.rmiStreamFormat(version);
        }
    }

    /**
     * Writes an abstract interface (CORBA 3.0 §15.3.7): a boolean discriminator, then an object
     * reference (TRUE) or a value (FALSE).
     */
    @Override
    public void write_abstract_interface(Object value) {
        // A value that supports an interface is an org.omg.CORBA.Object too, but an abstract
        // interface takes it as the value it is (CORBA 3.0, Abstract Interface Semantics: the
        // runtime type decides, and a value type is passed by value).
        // A null is the null value, as JacORB and the GlassFish ORB write it.
        if (value instanceof org.omg.CORBA.Object && !(value instanceof SupportingValue)) {
            write_boolean(true);
            write_Object((org.omg.CORBA.Object) value);
        } else if (value == null || value instanceof Serializable) {
            write_boolean(false);
            write_value((Serializable) value);
        } else {
            throw SystemExceptions.of(ValueMinor.NOT_A_VALUE, writer.completion(),
                    value.getClass().getName(), "neither an object reference nor a value");
        }
    }

    /**
     * A fragment of the message could not be written while it was being marshalled: the request
     * is cancelled or its connection closed by whoever owns it (see {@code ClientRequest#close}),
     * so the server never ran it.
     */
    private static org.omg.CORBA.SystemException connectionLost(MessageWriteException e) {
        return SystemExceptions.of(GiopMinor.CONNECTION_LOST, CompletionStatus.COMPLETED_NO, e, "the peer",
                e.getMessage());
    }

    /** Free streams are not tied to a connection: UTF-8 loses no character. */
    static final CodeSets FREE_STREAM_CODE_SETS = new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);

    /**
     * The initial capacity of a free stream's buffer, which grows fourfold: most free streams
     * fit (an {@code Any}; 16 small values, 330 octets, which in 256 octets grew once).
     */
    private static final int FREE_STREAM_CAPACITY = 512;

    /**
     * A free stream ({@code ORB.create_output_stream}, an {@code Any}'s value): a growable heap
     * buffer the garbage collector reclaims, GIOP 1.2 encoding.
     */
    public static CdrOutputStream free(StreamContext context, boolean littleEndian) {
        CdrWriter writer = new CdrWriter().wrap(HeapBuffers.growable(FREE_STREAM_CAPACITY), 0, littleEndian,
                GiopVersion.V1_2, FREE_STREAM_CODE_SETS);
        return new CdrOutputStream(context, writer, null);
    }
}
