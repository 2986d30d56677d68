package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * A cursor that writes CDR (CORBA 3.0 §15.3) into a {@link ByteBuf}; one class although long,
 * because every write has a fast path into the buffer's array and a path through the buffer into
 * the next part, and both move the same cursor state. It writes primitives aligned to their
 * size relative to an origin, in the stream's byte order; octets, primitive arrays, and the
 * placeholders of lengths filled in later. Text is written by {@link CdrText}.
 *
 * <p>Two modes. {@link #wrap(ByteBuf, int, boolean, GiopVersion, CodeSets)} writes into one
 * buffer that Netty grows if needed (IORs, encapsulations, small fixed messages). With an
 * {@link Overflow} ({@link #wrap(ByteBuf, int, int, boolean, GiopVersion, CodeSets, Overflow)})
 * the buffer never grows: every write first compares the writer index with a limit, and only
 * when the bytes do not fit does it call the overflow, which completes the buffer as one part of
 * the message and hands the writer the next one ({@link #continueIn}). The origin moves with each
 * part so that alignment continues as if the message were contiguous. An aligned primitive never
 * straddles a limit that the overflow placed on an 8-byte boundary of the message; one that
 * would (an 8-byte value inside an encapsulation whose origin is not 8-aligned, or a GIOP 1.1
 * part, see {@code OutgoingMessage}) is written octet by octet across the two parts. Octet
 * arrays, text and primitive arrays fill the buffer and continue in the next.
 *
 * <p>A buffer with a backing array (a heap buffer, as free streams use) is written through the
 * array: the writer keeps the writer index itself and copies primitives straight into the array,
 * as {@link CdrReader} reads them, and the buffer's own writer index catches up only when asked
 * ({@link #buffer()}, {@link #flush()}) or when the writer needs the buffer's help (growing it,
 * text, bulk copies, the next part): Netty's {@code writeInt} reads and stores the writer index,
 * the capacity and the reference count through the buffer on every call, which costs more than
 * the write. So <em>whoever wrapped a heap buffer reads it through {@link #buffer()} or calls
 * {@link #flush()} first</em>. Other buffers (direct ones, composites) are written through Netty
 * and are always up to date.
 *
 * <p>The writer does not own its buffers: whoever passed them to {@code wrap} or
 * {@code continueIn} releases them. One writer is used by one thread at a time; {@code wrap}
 * makes it reusable.
 */
public final class CdrWriter {

    private ByteBuf buf;
    /** The backing array of {@link #buf}, or {@code null} if it has none (then Netty writes). */
    private byte[] array;
    /** The array index of buffer index 0. */
    private int arrayOffset;
    /** The writer index while {@link #array} is set; the buffer's lags behind until {@link #flush}. */
    private int index;
    /**
     * The writer index up to which primitives go straight into {@link #array}: the smaller of the
     * capacity and {@link #limit}; {@code Integer.MIN_VALUE} without an array.
     */
    private int arrayEnd = Integer.MIN_VALUE;
    private int origin;
    /** The buffer index of message position 0, for positions that outlive a part. */
    private int base;
    /** The buffer index where this part's data starts: earlier positions are in earlier parts. */
    private int partStart;
    /** The writer index this part may reach; {@code Integer.MAX_VALUE} without an overflow. */
    private int limit;
    private Overflow overflow;
    private int holds;
    /** Octets of the array being written that are still to come; 0 outside array writes. */
    private long bulkPending;
    private boolean littleEndian;
    private GiopVersion version;
    private CodeSets codeSets;
    /** The completion status errors carry, as its {@code value()}; the writer's owner knows it. */
    private byte completion = CompletionStatus._COMPLETED_NO;
    /** Whether GIOP 1.2 wide characters are written after a byte order mark (see {@link #byteOrderMarks}). */
    private boolean byteOrderMarks;

    /**
     * Points this writer at {@code buf}, which grows if needed.
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
        return wrap(buf, origin, Integer.MAX_VALUE, littleEndian, version, codeSets, null);
    }

    /**
     * Points this writer at the first part of a message that leaves in parts.
     *
     * @param buf where to write, from its writer index on
     * @param origin the buffer index of the message start (message position 0)
     * @param limit the writer index this part may reach; the buffer's capacity must allow it
     * @param overflow called when the part is full, or {@code null} to let {@code buf} grow
     * @return this writer
     */
    public CdrWriter wrap(ByteBuf buf, int origin, int limit, boolean littleEndian, GiopVersion version,
            CodeSets codeSets, Overflow overflow) {
        this.buf = buf;
        this.origin = origin;
        this.base = origin;
        this.partStart = 0;
        this.limit = overflow == null ? Integer.MAX_VALUE : limit;
        this.overflow = overflow;
        this.holds = 0;
        this.bulkPending = 0;
        this.littleEndian = littleEndian;
        this.version = version;
        this.codeSets = codeSets;
        this.completion = CompletionStatus._COMPLETED_NO;
        this.byteOrderMarks = false;
        attach();
        return this;
    }

    /**
     * Sets whether each GIOP 1.2 {@code wchar} and {@code wstring} in UTF-16 begins with the byte
     * order mark {@code fe ff} (CORBA 3.0 §15.3.1.6 allows it; without it the data is
     * big-endian, which every ORB reads). The GlassFish ORB writes the mark; written towards it,
     * a stream is what it writes itself. {@link #wrap} turns it off.
     */
    public CdrWriter byteOrderMarks(boolean marks) {
        this.byteOrderMarks = marks;
        return this;
    }

    public boolean byteOrderMarks() {
        return byteOrderMarks;
    }

    /**
     * Sets the completion status that errors found while writing carry (what the data cannot
     * encode, a value nested too deep): COMPLETED_NO for a request, COMPLETED_YES for a reply,
     * whose operation has run. {@link #wrap} sets COMPLETED_NO.
     */
    public CdrWriter completion(CompletionStatus completion) {
        this.completion = (byte) completion.value();
        return this;
    }

    public CompletionStatus completion() {
        return CompletionStatus.from_int(completion);
    }

    /**
     * A writer of a big-endian encapsulation (§15.3.3) into a new heap buffer of {@code
     * initialCapacity} octets that grows as needed, the byte order octet written: an IOR, a
     * profile body, a component's or service context's data. {@link #toBytes} gives its octets.
     */
    public static CdrWriter encapsulation(int initialCapacity) {
        CdrWriter out = new CdrWriter().wrap(Unpooled.buffer(initialCapacity), 0, false, GiopVersion.V1_2,
                CodeSets.DEFAULT);
        out.writeOctet((byte) 0);
        return out;
    }

    /** A copy of the octets written to a buffer that starts at index 0, as {@link #encapsulation} makes. */
    public byte[] toBytes() {
        return ByteBufUtil.getBytes(buffer());
    }

    /**
     * Continues in the next part; called by the {@link Overflow}. The data of {@code next} starts
     * at its writer index, which is message position {@code next.writerIndex() - base}.
     *
     * @param base the buffer index of message position 0 in {@code next} (may be negative)
     * @param limit the writer index {@code next} may reach
     */
    public void continueIn(ByteBuf next, int base, int limit) {
        origin += base - this.base;
        this.base = base;
        this.buf = next;
        this.partStart = next.writerIndex();
        this.limit = limit;
    }

    /**
     * The buffer being written (the current part of a message that leaves in parts), its writer
     * index up to date (see {@link #flush}).
     */
    public ByteBuf buffer() {
        flush();
        return buf;
    }

    /**
     * Brings the buffer's writer index up to date with what was written: needed before the
     * buffer is read or written other than through this writer, when it has a backing array.
     */
    public void flush() {
        // the setter checks bounds on each call: a stream read again and again (an any's value) skips it
        if (array != null && buf.writerIndex() != index) {
            buf.writerIndex(index);
        }
    }

    /** Writes through the buffer's backing array from here on, if it has one. */
    private void attach() {
        if (buf != null && buf.hasArray()) {
            array = buf.array();
            arrayOffset = buf.arrayOffset();
            index = buf.writerIndex();
            arrayEnd = Math.min(limit, buf.capacity());
        } else {
            array = null;
            index = 0; // so that arrayEnd - index does not overflow
            arrayEnd = Integer.MIN_VALUE;
        }
    }

    /**
     * Hands the writer index back to the buffer, for Netty to write (grow it, copy strings and
     * arrays, move to the next part); returns whether the array was in use, and then the caller
     * calls {@link #attach} when done. A writer left detached (after an exception) is still
     * right, only slower.
     */
    private boolean detach() {
        if (array == null) {
            return false;
        }
        buf.writerIndex(index);
        array = null;
        index = 0; // so that arrayEnd - index does not overflow
        arrayEnd = Integer.MIN_VALUE;
        return true;
    }

    /** The writer index, wherever it is kept. */
    private int writerIndex() {
        return array != null ? index : buf.writerIndex();
    }

    /**
     * Aligns to {@code size} (a power of 2) and takes a primitive of that size in {@link #array}:
     * returns its array index, the writer index moved past it; or -1, nothing moved, if it does
     * not fit there (no array, or beyond {@link #arrayEnd}). The counterpart of {@code
     * CdrReader.claim}.
     */
    private int claim(int size) {
        return claim(size, size);
    }

    /** {@link #claim(int)} of {@code size} octets aligned to {@code boundary} (a power of 2). */
    private int claim(int size, int boundary) {
        int at = index + ((origin - index) & (boundary - 1));
        if (at + size > arrayEnd) {
            return -1;
        }
        padTo(at);
        index = at + size;
        return arrayOffset + at;
    }

    /** Zero octets from the writer index up to {@code at}, in the array; the index moves there. */
    private void padTo(int at) {
        for (int i = index; i < at; i++) {
            array[arrayOffset + i] = 0;
        }
        index = at;
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
        return writerIndex() - origin;
    }

    /** The position relative to the message start, continuous across parts. */
    public int messagePosition() {
        return writerIndex() - base;
    }

    /** Writes zero octets until the position is a multiple of {@code boundary} (a power of 2). */
    public void align(int boundary) {
        int at = index + (-(index - origin) & (boundary - 1));
        if (at <= arrayEnd) {
            padTo(at);
            return;
        }
        int padding = -(writerIndex() - origin) & (boundary - 1);
        if (padding != 0) {
            boolean attached = detach();
            writeZeros(padding);
            if (attached) {
                attach();
            }
        }
    }

    public void writeOctet(byte value) {
        if (index < arrayEnd) {
            array[arrayOffset + index++] = value;
            return;
        }
        boolean attached = detach();
        if (buf.writerIndex() >= limit) {
            nextPart();
        }
        buf.writeByte(value);
        if (attached) {
            attach();
        }
    }

    public void writeBoolean(boolean value) {
        writeOctet(value ? (byte) 1 : 0);
    }

    public void writeShort(short value) {
        int at = claim(2);
        if (at >= 0) {
            ArrayPrimitives.putShort(array, at, value, littleEndian);
            return;
        }
        boolean attached = detach();
        writeShortThroughBuffer(value);
        if (attached) {
            attach();
        }
    }

    /*
     * The three *ThroughBuffer bodies (short, long, long long) share one shape on purpose, each
     * with its own alignment: they write every primitive of a message in a direct buffer
     * (outgoing messages are direct), and one alignment helper shared by the three makes that
     * path much slower for 8-octet values (a shape kept for the JIT, see docs/architecture.md).
     */
    private void writeShortThroughBuffer(short value) {
        int current = buf.writerIndex();
        int padding = (origin - current) & 1;
        if (current + padding + 2 > limit) {
            if (!makeRoom(2)) {
                writeSplit(value, 2, littleEndian);
                return;
            }
        } else if (padding != 0) {
            buf.writeByte(0);
        }
        if (littleEndian) {
            buf.writeShortLE(value);
        } else {
            buf.writeShort(value);
        }
    }

    /**
     * Writes an indirection to position {@code target}: the {@code long} 0xffffffff, then the
     * offset from the offset's own position (CORBA 3.0 §15.3.4.3, §15.3.5.1 for TypeCodes), the
     * counterpart of {@code CdrReader.readIndirection}. One bounds check for both where they fit
     * in the array.
     */
    public void writeIndirection(int target) {
        int at = claim(8, 4);
        if (at >= 0) {
            ArrayPrimitives.putInt(array, at, -1, littleEndian);
            ArrayPrimitives.putInt(array, at + 4, target - (at + 4 - arrayOffset - origin), littleEndian);
            return;
        }
        writeLong(-1);
        writeLong(target - position());
    }

    /**
     * Writes the {@code long} {@code value}, then an indirection to {@code target}, as {@link
     * #writeLong} and {@link #writeIndirection} would, and returns the position of the {@code
     * long}: a value's tag and the indirection to its repository id (CORBA 3.0 §15.3.4), most
     * values' whole header. One alignment and bounds check for the three where they fit in the
     * array.
     */
    public int writeLongAndIndirection(int value, int target) {
        int at = claim(12, 4);
        if (at >= 0) {
            ArrayPrimitives.putInt(array, at, value, littleEndian);
            ArrayPrimitives.putInt(array, at + 4, -1, littleEndian);
            ArrayPrimitives.putInt(array, at + 8, target - (at + 8 - arrayOffset - origin), littleEndian);
            return at - arrayOffset - origin;
        }
        align(4);
        int position = position();
        writeLong(value);
        writeIndirection(target);
        return position;
    }

    public void writeLong(int value) {
        int at = claim(4);
        if (at >= 0) {
            ArrayPrimitives.putInt(array, at, value, littleEndian);
            return;
        }
        boolean attached = detach();
        writeLongThroughBuffer(value);
        if (attached) {
            attach();
        }
    }

    private void writeLongThroughBuffer(int value) {
        int current = buf.writerIndex();
        int padding = (origin - current) & 3;
        if (current + padding + 4 > limit) {
            if (!makeRoom(4)) {
                writeSplit(value, 4, littleEndian);
                return;
            }
        } else if (padding != 0) {
            buf.writeZero(padding);
        }
        if (littleEndian) {
            buf.writeIntLE(value);
        } else {
            buf.writeInt(value);
        }
    }

    public void writeLongLong(long value) {
        int at = claim(8);
        if (at >= 0) {
            ArrayPrimitives.putLong(array, at, value, littleEndian);
            return;
        }
        boolean attached = detach();
        writeLongLongThroughBuffer(value);
        if (attached) {
            attach();
        }
    }

    private void writeLongLongThroughBuffer(long value) {
        int current = buf.writerIndex();
        int padding = (origin - current) & 7;
        if (current + padding + 8 > limit) {
            if (!makeRoom(8)) {
                writeSplit(value, 8, littleEndian);
                return;
            }
        } else if (padding != 0) {
            buf.writeZero(padding);
        }
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

    /**
     * Writes {@code length} octets encoding {@code value}, UTF-8 or ISO 8859-1, as {@link
     * CdrText#writeString} has measured them: straight into the part when they fit, else encoded
     * aside and spread over the parts.
     */
    void writeEncoded(CharSequence value, int length, boolean utf8) {
        boolean attached = detach();
        if (buf.writerIndex() + length > limit) {
            writeOctetsThroughBuffer(CdrText.encode(value, length, utf8), 0, length);
        } else if (utf8) {
            ByteBufUtil.reserveAndWriteUtf8(buf, value, length);
        } else {
            buf.writeCharSequence(value, StandardCharsets.ISO_8859_1);
        }
        if (attached) {
            attach();
        }
    }

    /** Writes the UTF-16 code units of {@code value} big-endian, unaligned (GIOP 1.2 wide text). */
    void writeUnalignedShortsBigEndian(CharSequence value) {
        boolean attached = detach();
        int length = value.length();
        if (buf.writerIndex() + 2L * length <= limit) {
            for (int i = 0; i < length; i++) {
                buf.writeShort(value.charAt(i));
            }
        } else {
            for (int i = 0; i < length; i++) {
                writeUnalignedShortBigEndianThroughBuffer(value.charAt(i));
            }
        }
        if (attached) {
            attach();
        }
    }

    /** Writes one UTF-16 code unit big-endian, unaligned (a GIOP 1.2 {@code wchar}). */
    void writeUnalignedShortBigEndian(char value) {
        boolean attached = detach();
        writeUnalignedShortBigEndianThroughBuffer(value);
        if (attached) {
            attach();
        }
    }

    /** Writes octets in bulk, without a length, filling each part before the next. */
    public void writeOctets(byte[] values, int offset, int length) {
        if (length <= arrayEnd - index) {
            System.arraycopy(values, offset, array, arrayOffset + index, length);
            index += length;
            return;
        }
        boolean attached = detach();
        writeOctetsThroughBuffer(values, offset, length);
        if (attached) {
            attach();
        }
    }

    /** Writes the readable bytes of {@code source} in bulk, without a length. */
    public void writeOctets(ByteBuf source) {
        writeOctets(source, source.readerIndex(), source.readableBytes());
    }

    /** Writes octets {@code [from, from + length)} of {@code source} in bulk, without a length. */
    public void writeOctets(ByteBuf source, int from, int length) {
        if (length <= arrayEnd - index) {
            source.getBytes(from, array, arrayOffset + index, length);
            index += length;
            return;
        }
        boolean attached = detach();
        writeOctetsThroughBuffer(source, from, length);
        if (attached) {
            attach();
        }
    }

    /** Copies octets of a {@code byte[]} or a {@link ByteBuf}, filling each part before the next. */
    private void writeOctetsThroughBuffer(Object source, int from, int length) {
        while (true) {
            int run = Math.min(length, limit - buf.writerIndex());
            if (source instanceof byte[] octets) {
                buf.writeBytes(octets, from, run);
            } else {
                buf.writeBytes((ByteBuf) source, from, run);
            }
            if (run == length) {
                return;
            }
            from += run;
            length -= run;
            bulkPending = length;
            nextPart();
            bulkPending = 0;
        }
    }

    public void writeBooleans(boolean[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            writeOctet(values[i] ? (byte) 1 : 0);
        }
    }

    // Primitive arrays: the first element of each run goes through the single-value path (which
    // aligns, moves to the next part or splits), then as many as fit are copied in bulk through a
    // view of the part (BulkViews). While an array is written, bulkPending tells the overflow how
    // much is still to come, so a large array continues in a part big enough for it.

    public void writeShorts(short[] values, int offset, int length) {
        writeArray(values, offset, length, 2);
    }

    public void writeLongs(int[] values, int offset, int length) {
        writeArray(values, offset, length, 4);
    }

    public void writeLongLongs(long[] values, int offset, int length) {
        writeArray(values, offset, length, 8);
    }

    public void writeFloats(float[] values, int offset, int length) {
        writeArray(values, offset, length, 4);
    }

    public void writeDoubles(double[] values, int offset, int length) {
        writeArray(values, offset, length, 8);
    }

    /** Writes {@code length} elements of a primitive array of {@code size}-octet elements (see above). */
    private void writeArray(Object values, int offset, int length, int size) {
        boolean attached = detach();
        writeArrayThroughBuffer(values, offset, length, size);
        if (attached) {
            attach();
        }
    }

    private void writeArrayThroughBuffer(Object values, int offset, int length, int size) {
        int end = offset + length;
        for (int i = offset; i < end; ) {
            bulkPending = (long) (end - i) * size;
            writeElement(values, i++);
            int n = bulkRun(end - i, size);
            ByteBuffer view = n == 0 ? null : BulkViews.writable(buf, buf.writerIndex(), n * size, littleEndian);
            if (view != null) {
                BulkViews.put(view, values, i, n);
                buf.writerIndex(buf.writerIndex() + n * size);
                i += n;
            }
        }
        bulkPending = 0;
    }

    /** Writes one element through the single-value path. */
    private void writeElement(Object values, int index) {
        if (values instanceof short[] shorts) {
            writeShort(shorts[index]);
        } else if (values instanceof int[] ints) {
            writeLong(ints[index]);
        } else if (values instanceof long[] longs) {
            writeLongLong(longs[index]);
        } else if (values instanceof float[] floats) {
            writeFloat(floats[index]);
        } else {
            writeDouble(((double[]) values)[index]);
        }
    }

    /**
     * How many of {@code left} elements of {@code size} octets fit the current part after one
     * was written through the single-value path (so the position is aligned); makes room for
     * them in a buffer that grows.
     */
    private int bulkRun(int left, int size) {
        int n = (int) Math.min(left, ((long) limit - buf.writerIndex()) / size);
        if (n > 0) {
            buf.ensureWritable(n * size);
        }
        return n;
    }

    /** Writes a {@code sequence<octet>}: length, then the octets. */
    public void writeOctetSequence(byte[] values) {
        writeLong(values.length);
        writeOctets(values, 0, values.length);
    }

    /**
     * Starts an encapsulation (§15.3.3): reserves its length, writes the byte order octet and
     * moves the origin to it. Pass the result to {@link #endEncapsulation}. In a message that
     * leaves in parts, parts filled while an encapsulation is open are held back until the
     * outermost one ends, since its length is filled in then.
     *
     * @return the state to restore, opaque to callers
     */
    public long beginEncapsulation() {
        int lengthPosition = reserveLength();
        long saved = ((long) (origin - base) << 32) | (lengthPosition & 0xffffffffL);
        origin = writerIndex();
        writeOctet(littleEndian ? (byte) 1 : 0);
        return saved;
    }

    /** Ends the encapsulation begun by {@link #beginEncapsulation}: fills in its length. */
    public void endEncapsulation(long saved) {
        int lengthPosition = (int) saved;
        int newOrigin = (int) (saved >>> 32);
        fillLength(lengthPosition);
        origin = newOrigin + base;
    }

    /**
     * Whether a length or chunk size written as a placeholder is still to be filled in: octets
     * written already will change.
     */
    public boolean lengthsPending() {
        return holds > 0;
    }

    /**
     * Writes a placeholder {@code long} for a length that {@link #fillLength} fills in (an
     * encapsulation's, a chunk's size in a chunked value, §15.3.4.6); in a message that leaves
     * in parts, parts filled meanwhile are held back until every placeholder is filled.
     *
     * @return the placeholder's message position, to pass to {@link #fillLength}
     */
    public int reserveLength() {
        writeLong(0);
        holds++;
        return writerIndex() - 4 - base;
    }

    /** Fills in the length reserved at {@code lengthPosition}: the octets written after it. */
    public void fillLength(int lengthPosition) {
        int length = writerIndex() - base - lengthPosition - 4;
        if (lengthPosition + base >= partStart) {
            setLong(lengthPosition + base, length);
        } else {
            overflow.patchLong(lengthPosition, length);
        }
        if (--holds == 0 && overflow != null) {
            overflow.holdEnded();
        }
    }

    /** Overwrites a {@code long} earlier in the current buffer (a length filled in later). */
    private void setLong(int bufferIndex, int value) {
        if (array != null) {
            ArrayPrimitives.putInt(array, arrayOffset + bufferIndex, value, littleEndian);
        } else if (littleEndian) {
            buf.setIntLE(bufferIndex, value);
        } else {
            buf.setInt(bufferIndex, value);
        }
    }

    // ---- the overflow path: reached only when the bytes do not fit in the current part ------

    private void nextPart() {
        overflow.overflow(this, holds > 0, bulkPending);
    }

    /**
     * Writes the padding before an aligned value of {@code size} octets, moving to the next part
     * when the current one is full.
     *
     * @return whether the value now fits whole; if not it straddles the limit and must be split
     */
    private boolean makeRoom(int size) {
        while (true) {
            int current = buf.writerIndex();
            int padding = (origin - current) & (size - 1);
            if (current + padding + size <= limit || current + padding < limit) {
                buf.writeZero(padding);
                return current + padding + size <= limit;
            }
            buf.writeZero(limit - current);
            nextPart();
        }
    }

    private void writeZeros(int count) {
        while (true) {
            int room = limit - buf.writerIndex();
            if (count <= room) {
                buf.writeZero(count);
                return;
            }
            buf.writeZero(room);
            count -= room;
            nextPart();
        }
    }

    private void writeUnalignedShortBigEndianThroughBuffer(char value) {
        if (buf.writerIndex() + 2 > limit) {
            writeSplit(value, 2, false);
        } else {
            buf.writeShort(value);
        }
    }

    /** Writes a value of {@code size} octets one octet at a time, across parts. */
    private void writeSplit(long bits, int size, boolean little) {
        for (int i = 0; i < size; i++) {
            int shift = 8 * (little ? i : size - 1 - i);
            writeOctet((byte) (bits >>> shift));
        }
    }
}
