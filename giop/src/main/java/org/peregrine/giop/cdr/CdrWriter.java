package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import java.nio.charset.StandardCharsets;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;

/**
 * A cursor that writes CDR (CORBA 3.0 §15.3) into a {@link ByteBuf}: primitives aligned to their
 * size relative to an origin, in the stream's byte order, strings in the negotiated code sets.
 *
 * <p>The writer does not own the buffer; whoever passed it to {@link #wrap} releases it. One
 * writer is used by one thread at a time; {@link #wrap} makes it reusable.
 */
public final class CdrWriter {

    private ByteBuf buf;
    private int origin;
    private boolean littleEndian;
    private GiopVersion version;
    private CodeSets codeSets;

    /**
     * Points this writer at {@code buf}.
     *
     * @param buf where to write, from its writer index on
     * @param origin the buffer index that alignment is computed from (the start of the GIOP
     *     message, or of the encapsulation)
     * @param littleEndian the stream's byte order
     * @param version decides the encoding of wide characters
     * @param codeSets the transmission code sets in force
     * @return this writer
     */
    public CdrWriter wrap(ByteBuf buf, int origin, boolean littleEndian, GiopVersion version, CodeSets codeSets) {
        this.buf = buf;
        this.origin = origin;
        this.littleEndian = littleEndian;
        this.version = version;
        this.codeSets = codeSets;
        return this;
    }

    /** The buffer being written. */
    public ByteBuf buffer() {
        return buf;
    }

    public boolean littleEndian() {
        return littleEndian;
    }

    public GiopVersion version() {
        return version;
    }

    public CodeSets codeSets() {
        return codeSets;
    }

    /** Replaces the code sets, once negotiated. */
    public void codeSets(CodeSets codeSets) {
        this.codeSets = codeSets;
    }

    /** The stream position relative to the origin. */
    public int position() {
        return buf.writerIndex() - origin;
    }

    /** Writes zero octets until the position is a multiple of {@code boundary} (a power of 2). */
    public void align(int boundary) {
        int padding = -(buf.writerIndex() - origin) & (boundary - 1);
        if (padding != 0) {
            buf.writeZero(padding);
        }
    }

    public void writeOctet(byte value) {
        buf.writeByte(value);
    }

    public void writeBoolean(boolean value) {
        buf.writeByte(value ? 1 : 0);
    }

    /** Writes a {@code char} in the negotiated char code set; one octet per char (§15.3.1.6). */
    public void writeChar(char value) {
        if (value > 0x7f && (codeSets.charSet() == CharCodeSet.UTF_8 || value > 0xff)) {
            throw SystemExceptions.of(GiopMinor.CHAR_NOT_ENCODABLE, CompletionStatus.COMPLETED_NO,
                    (int) value, codeSets.charSet() + " as a single octet");
        }
        buf.writeByte(value);
    }

    /**
     * Writes a {@code wchar}: GIOP 1.2 as an octet length and UTF-16 big-endian code unit
     * (§15.3.1.6), GIOP 1.1 as an aligned code unit in the stream's byte order; GIOP 1.0 has no
     * wchar (MARSHAL minor 6 on a server, 5 on a client: the caller decides, this says 5).
     */
    public void writeWchar(char value) {
        switch (version) {
            case V1_2 -> {
                buf.writeByte(2);
                buf.writeShort(value);
            }
            case V1_1 -> writeShort((short) value);
            case V1_0 -> throw SystemExceptions.of(OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT, CompletionStatus.COMPLETED_NO);
        }
    }

    public void writeShort(short value) {
        align(2);
        if (littleEndian) {
            buf.writeShortLE(value);
        } else {
            buf.writeShort(value);
        }
    }

    public void writeLong(int value) {
        align(4);
        if (littleEndian) {
            buf.writeIntLE(value);
        } else {
            buf.writeInt(value);
        }
    }

    public void writeLongLong(long value) {
        align(8);
        if (littleEndian) {
            buf.writeLongLE(value);
        } else {
            buf.writeLong(value);
        }
    }

    public void writeFloat(float value) {
        writeLong(Float.floatToRawIntBits(value));
    }

    public void writeDouble(double value) {
        writeLongLong(Double.doubleToRawLongBits(value));
    }

    /** Writes a {@code string}: length including the NUL, the octets, the NUL (§15.3.2.7). */
    public void writeString(String value) {
        if (codeSets.charSet() == CharCodeSet.UTF_8) {
            int length = ByteBufUtil.utf8Bytes(value);
            writeLong(length + 1);
            ByteBufUtil.reserveAndWriteUtf8(buf, value, length);
        } else {
            int length = value.length();
            writeLong(length + 1);
            for (int i = 0; i < length; i++) {
                char c = value.charAt(i);
                if (c > 0xff) {
                    throw SystemExceptions.of(GiopMinor.CHAR_NOT_ENCODABLE, CompletionStatus.COMPLETED_NO,
                            (int) c, CharCodeSet.ISO_8859_1);
                }
            }
            buf.writeCharSequence(value, StandardCharsets.ISO_8859_1);
        }
        buf.writeByte(0);
    }

    /**
     * Writes a {@code wstring}: in GIOP 1.2 the length in octets then big-endian UTF-16 without
     * a byte order mark and without terminator; in GIOP 1.1 the length in code units including a
     * terminating NUL, then the code units in the stream's byte order (§15.3.2.7).
     */
    public void writeWString(String value) {
        int length = value.length();
        switch (version) {
            case V1_2 -> {
                writeLong(length * 2);
                for (int i = 0; i < length; i++) {
                    buf.writeShort(value.charAt(i));
                }
            }
            case V1_1 -> {
                writeLong(length + 1);
                for (int i = 0; i < length; i++) {
                    writeShort((short) value.charAt(i));
                }
                writeShort((short) 0);
            }
            case V1_0 -> throw SystemExceptions.of(OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT, CompletionStatus.COMPLETED_NO);
        }
    }

    /** Writes octets in bulk, without a length. */
    public void writeOctets(byte[] values, int offset, int length) {
        buf.writeBytes(values, offset, length);
    }

    /** Writes the readable bytes of {@code source} in bulk, without a length. */
    public void writeOctets(ByteBuf source) {
        buf.writeBytes(source, source.readerIndex(), source.readableBytes());
    }

    public void writeBooleans(boolean[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            buf.writeByte(values[i] ? 1 : 0);
        }
    }

    public void writeChars(char[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            writeChar(values[i]);
        }
    }

    public void writeWchars(char[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            writeWchar(values[i]);
        }
    }

    public void writeShorts(short[] values, int offset, int length) {
        if (length == 0) {
            return;
        }
        align(2);
        buf.ensureWritable(length * 2);
        for (int i = offset; i < offset + length; i++) {
            if (littleEndian) {
                buf.writeShortLE(values[i]);
            } else {
                buf.writeShort(values[i]);
            }
        }
    }

    public void writeLongs(int[] values, int offset, int length) {
        if (length == 0) {
            return;
        }
        align(4);
        buf.ensureWritable(length * 4);
        for (int i = offset; i < offset + length; i++) {
            if (littleEndian) {
                buf.writeIntLE(values[i]);
            } else {
                buf.writeInt(values[i]);
            }
        }
    }

    public void writeLongLongs(long[] values, int offset, int length) {
        if (length == 0) {
            return;
        }
        align(8);
        buf.ensureWritable(length * 8);
        for (int i = offset; i < offset + length; i++) {
            if (littleEndian) {
                buf.writeLongLE(values[i]);
            } else {
                buf.writeLong(values[i]);
            }
        }
    }

    public void writeFloats(float[] values, int offset, int length) {
        if (length == 0) {
            return;
        }
        align(4);
        buf.ensureWritable(length * 4);
        for (int i = offset; i < offset + length; i++) {
            int bits = Float.floatToRawIntBits(values[i]);
            if (littleEndian) {
                buf.writeIntLE(bits);
            } else {
                buf.writeInt(bits);
            }
        }
    }

    public void writeDoubles(double[] values, int offset, int length) {
        if (length == 0) {
            return;
        }
        align(8);
        buf.ensureWritable(length * 8);
        for (int i = offset; i < offset + length; i++) {
            long bits = Double.doubleToRawLongBits(values[i]);
            if (littleEndian) {
                buf.writeLongLE(bits);
            } else {
                buf.writeLong(bits);
            }
        }
    }

    /** Writes a {@code sequence<octet>}: length, then the octets. */
    public void writeOctetSequence(byte[] values) {
        writeLong(values.length);
        buf.writeBytes(values);
    }

    /**
     * Starts an encapsulation (§15.3.3): reserves its length, writes the byte order octet and
     * moves the origin to it. Pass the result to {@link #endEncapsulation}.
     *
     * @return the state to restore, opaque to callers
     */
    public long beginEncapsulation() {
        align(4);
        int lengthIndex = buf.writerIndex();
        buf.writeInt(0);
        long saved = ((long) origin << 32) | (lengthIndex & 0xffffffffL);
        origin = buf.writerIndex();
        buf.writeByte(littleEndian ? 1 : 0);
        return saved;
    }

    /** Ends the encapsulation begun by {@link #beginEncapsulation}: fills in its length. */
    public void endEncapsulation(long saved) {
        int lengthIndex = (int) saved;
        int length = buf.writerIndex() - lengthIndex - 4;
        if (littleEndian) {
            buf.setIntLE(lengthIndex, length);
        } else {
            buf.setInt(lengthIndex, length);
        }
        origin = (int) (saved >>> 32);
    }

    /** Overwrites a {@code long} earlier in the buffer (a length or size filled in later). */
    public void setLong(int index, int value) {
        if (littleEndian) {
            buf.setIntLE(index, value);
        } else {
            buf.setInt(index, value);
        }
    }
}
