package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import java.nio.ByteBuffer;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;

/**
 * A cursor that reads CDR (CORBA 3.0 §15.3) from a {@link ByteBuf}; one class although long,
 * because a read's one inlined bounds check covers the piece, the stop and what has arrived, so
 * all three live in the fields that check reads. Every length read from the
 * wire is checked against the bytes left before anything is allocated for it, so a forged
 * length cannot make the ORB allocate; a violation is a MARSHAL (or the code's kind) with the
 * completion status the reader's owner set, since only the owner knows how far the call got.
 * The cursor reads primitives, octets and primitive arrays; text is read by {@link CdrText}
 * in the stream's code sets.
 *
 * <p>The cursor is the reader's own: the buffer's reader index is left alone while reading (and
 * set to the cursor by {@link #buffer()}). Primitives are read from the <em>piece</em> of the
 * message the cursor is in, addressed through the buffer that owns the memory: the message
 * itself, the buffer a lent slice was cut from, or one fragment of a reassembled message
 * ({@link CompositeByteBuf}). So a struct's fields cost one bounds check and one inlined read
 * each, where going through the message buffer costs several calls that the JIT cannot inline
 * once the ORB has met its three buffer classes (and, for a reassembled message, a search for
 * the fragment). {@code StructReadBenchmark} measures it. A piece in a heap buffer is read in its
 * array ({@link ArrayPrimitives}), without Netty's per-read checks of the buffer's reference
 * count: the reader's owner keeps the buffer until the reader is done. A primitive split across
 * two fragments (GIOP 1.1) is read through the message buffer.
 *
 * <p>A message may still be arriving while it is read: a fragmented message read fragment by
 * fragment ({@link Arrivals}). The buffer is then a {@link CompositeByteBuf} that grows when a
 * read needs more than has arrived, and a bulk read of octets or of a primitive array lets go of
 * the fragments it has read past, so a large array never has the whole message behind it.
 * Lengths read from the wire are then
 * checked against what the message may still hold.
 *
 * <p>The reader does not own the buffer. One reader is used by one thread at a time.
 */
public final class CdrReader {

    private ByteBuf buf;
    private int origin;
    /** The cursor: the buffer index of the next octet. */
    private int index;
    /** The buffer index after the last readable octet. */
    private int limit;
    /** The buffer that owns the memory of the piece the cursor is in. */
    private ByteBuf piece;
    /** The array of {@link #piece} if it is a heap buffer (read directly); {@code null} if not. */
    private byte[] pieceArray;
    /**
     * Added to a buffer index inside the piece to give the index in {@link #pieceArray} if there
     * is one, else in {@link #piece}.
     */
    private int pieceShift;
    /**
     * The buffer index after the piece's last octet, or the {@link #stop} if that is sooner; the
     * cursor is at or after the piece's start. {@code Integer.MIN_VALUE} when the next read must
     * find its piece.
     */
    private int pieceEnd;
    /**
     * The buffer indices where the piece starts and ends (the end not capped by the stop): moving
     * the cursor within them, or setting a stop, keeps the piece. {@code MIN_VALUE} when not known.
     */
    private int pieceStart = Integer.MIN_VALUE;
    private int pieceLimit = Integer.MIN_VALUE;
    /** The buffer index that reads stop at ({@link #stopAt}); MAX_VALUE when none is set. */
    private int stop = Integer.MAX_VALUE;
    /** Called when a read starts at the {@link #stop}. */
    private Runnable stopReached;
    private boolean littleEndian;
    private GiopVersion version;
    private CodeSets codeSets;
    /** The completion status errors carry, as its {@code value()}: a byte keeps a reader per call smaller. */
    private byte completion = CompletionStatus._COMPLETED_NO;
    /** The rest of a message still arriving; {@code null} when the buffer holds all of it. */
    private Arrivals arrivals;

    /**
     * Points this reader at {@code buf}, from its reader index to its writer index.
     *
     * @param origin the buffer index that alignment is computed from
     * @return this reader
     */
    public CdrReader wrap(ByteBuf buf, int origin, boolean littleEndian, GiopVersion version, CodeSets codeSets) {
        return wrap(buf, origin, buf.readerIndex(), buf.writerIndex(), littleEndian, version, codeSets);
    }

    /**
     * Points this reader at octets {@code [start, end)} of {@code buf}, whatever its indices: a
     * buffer another cursor goes on writing (a free stream's) is read without a duplicate of its
     * own, as reading moves no index of the buffer (only {@link #buffer()} sets one).
     *
     * @param origin the buffer index that alignment is computed from
     * @return this reader
     */
    public CdrReader wrap(ByteBuf buf, int origin, int start, int end, boolean littleEndian, GiopVersion version,
            CodeSets codeSets) {
        this.buf = buf;
        this.origin = origin;
        this.index = start;
        this.limit = end;
        if (buf.hasArray() && !(buf instanceof CompositeByteBuf)) {
            // one array holds it all (an any's value, an encapsulation): the piece from the start
            this.piece = buf;
            this.pieceArray = buf.array();
            wholeArrayPiece(buf.arrayOffset(), end);
        } else {
            this.piece = null;
            this.pieceArray = null;
            forgetPiece(); // the first read finds the piece
        }
        this.stop = Integer.MAX_VALUE;
        this.stopReached = null;
        this.littleEndian = littleEndian;
        this.version = version;
        this.codeSets = codeSets;
        this.arrivals = null;
        return this;
    }

    /**
     * {@link #wrap} again, for a reader kept to read the same heap buffer time after time (the
     * value of an {@code any}, read once per extract): when the buffer, its array, the version
     * and the code sets are those of the last wrap, only the cursor's numbers are set. Each
     * reference stored into a long-lived reader costs a GC write barrier (G1 marks a card,
     * behind a fence), which costs more than reusing the reader saves; and the barriers' code
     * would make the method that reuses it too large for C2 to inline.
     *
     * @return this reader
     */
    public CdrReader rewind(ByteBuf buf, int origin, int start, int end, boolean littleEndian, GiopVersion version,
            CodeSets codeSets) {
        if (buf != this.buf || piece != buf || pieceArray == null || pieceArray != buf.array()
                || version != this.version || codeSets != this.codeSets || stopReached != null || arrivals != null) {
            return wrap(buf, origin, start, end, littleEndian, version, codeSets);
        }
        this.origin = origin;
        this.index = start;
        this.limit = end;
        wholeArrayPiece(buf.arrayOffset(), end);
        this.stop = Integer.MAX_VALUE;
        this.littleEndian = littleEndian;
        return this;
    }

    /** Makes the piece the whole of {@link #pieceArray}, up to {@code end}. */
    private void wholeArrayPiece(int shift, int end) {
        this.pieceShift = shift;
        this.pieceStart = 0;
        this.pieceLimit = end;
        this.pieceEnd = end;
    }

    /**
     * Reads a message still arriving: {@code arrivals} appends the rest of it to the buffer given
     * to {@link #wrap}, a {@link CompositeByteBuf}.
     */
    public CdrReader arrivals(Arrivals arrivals) {
        this.arrivals = arrivals;
        return this;
    }

    /** Sets the completion status that errors found while reading carry. */
    public CdrReader completion(CompletionStatus completion) {
        this.completion = (byte) completion.value();
        return this;
    }

    public CompletionStatus completion() {
        return CompletionStatus.from_int(completion);
    }

    /** The buffer read, its reader index set to this reader's cursor. */
    public ByteBuf buffer() {
        return buf.readerIndex(index);
    }

    /** Whether this reader reads {@code other}'s memory (not a copy), moving no index of either. */
    public boolean reads(ByteBuf other) {
        return buf == other;
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

    public void codeSets(CodeSets codeSets) {
        this.codeSets = codeSets;
    }

    /** The stream position relative to the origin. */
    public int position() {
        return index - origin;
    }

    /** Moves the cursor back (or on) to a {@link #position()} taken earlier. */
    public void position(int position) {
        int target = origin + position;
        if (target < Math.max(origin, 0) || target > limit) {
            // before index 0: let go of by a bulk read of a message still arriving
            throw new IllegalArgumentException("position " + position + " outside the stream");
        }
        index = target;
        if (target < pieceStart) {
            forgetPiece();
        }
    }

    /** Makes the next read find the piece the cursor is in. */
    private void forgetPiece() {
        pieceStart = Integer.MIN_VALUE;
        pieceLimit = Integer.MIN_VALUE;
        pieceEnd = Integer.MIN_VALUE;
    }

    /**
     * The bytes not yet read (with a stop set: left before it); of a message
     * still arriving, those that have arrived.
     */
    public int remaining() {
        return Math.min(limit, stop) - index;
    }

    /**
     * At most how many bytes are left (with a stop set: before it): {@link #remaining()}, plus
     * what a message still arriving may bring. The bound that lengths read from the wire are
     * checked against.
     */
    public long remainingAtMost() {
        return Math.min(messageRemainingAtMost(), (long) stop - index);
    }

    /**
     * At most how many bytes the message still holds, past any stop: the bound for a count of
     * things that need not lie in the current chunk (the values of an array of objects).
     */
    public long messageRemainingAtMost() {
        long arrived = (long) limit - index;
        return arrivals == null ? arrived : arrived + arrivals.mayStillArrive();
    }

    /** Whether another octet follows, waiting for it if the message is still arriving. */
    public boolean hasMore() {
        return available(1);
    }

    /**
     * Sets a stop at a stream position: a read that starts there first runs {@code reached}
     * (which reads what follows and sets the next stop, or fails), and a read that would run
     * past it is a MARSHAL (CHUNK_OVERRUN). The value reader sets one at the end of each chunk of
     * a chunked value (§15.3.4.6), whose data never splits a primitive, a string or an array, so
     * that the cursor's one bounds check per read also keeps reads inside the chunk.
     *
     * @param position the stream {@link #position()} reads stop at
     */
    public void stopAt(int position, Runnable reached) {
        stop = origin + position;
        stopReached = reached;
        pieceEnd = Math.min(pieceLimit, stop); // the piece is capped at the stop
    }

    /** Removes the stop: reads go on to the end of the message. */
    public void noStop() {
        stop = Integer.MAX_VALUE;
        stopReached = null;
        pieceEnd = pieceLimit;
    }

    /** Whether the cursor is at the stop (and before what follows it). */
    public boolean atStop() {
        return index >= stop;
    }

    /** Removes the stop the cursor has reached and runs its action. */
    private void passStop() {
        Runnable reached = stopReached;
        noStop();
        reached.run();
    }

    /** Makes an exception with this reader's completion status. */
    public SystemException error(MinorCode code, Object... args) {
        return SystemExceptions.of(code, completion(), args);
    }

    private void need(long bytes) {
        // reading nothing at a stop leaves it for the next read: an end tag or a value may follow
        // the chunk there, not another chunk
        if (index >= stop && bytes > 0) {
            passStop();
        }
        if (!available(bytes)) {
            throw error(GiopMinor.READ_PAST_END, bytes, position(), limit - origin);
        }
    }

    /**
     * Whether {@code bytes} follow the cursor (before the stop, if one is set), waiting for them
     * if the message is still arriving.
     */
    boolean available(long bytes) {
        long end = index + bytes;
        return end <= stop && arrivedUpTo(end);
    }

    // ---- for CdrText, which reads text octets where they lie -------------------------------

    /** The buffer read; its indices are the cursor's ({@link #index()}), not its own. */
    ByteBuf buf() {
        return buf;
    }

    /** The cursor: the buffer index of the next octet. */
    int index() {
        return index;
    }

    /** Moves the cursor past {@code count} octets that must follow; returns the buffer index of the first. */
    int advance(int count) {
        need(count);
        int start = index;
        index += count;
        return start;
    }

    /** Moves the cursor past {@code count} octets that {@link #available} said follow. */
    void moveBy(int count) {
        index += count;
    }

    /**
     * The array of the piece the cursor is in if octets {@code [start, start + length)} lie in it
     * (see {@link #arrayIndex}), else {@code null}: read them through {@link #buf()}.
     */
    byte[] arrayHolding(int start, int length) {
        return pieceArray != null && start >= pieceStart && start + length <= pieceEnd ? pieceArray : null;
    }

    /** The index in {@link #arrayHolding}'s array of buffer index {@code start}. */
    int arrayIndex(int start) {
        return start + pieceShift;
    }

    /** Whether the message reaches buffer index {@code end}, waiting for it if still arriving. */
    private boolean arrivedUpTo(long end) {
        while (end > limit) {
            if (arrivals == null || !arrivals.awaitMore()) {
                return false;
            }
            limit = buf.writerIndex();
            forgetPiece();
        }
        return true;
    }

    /**
     * Starts a bulk read of {@code bytes}: they must fit in what is left at most, but need not
     * have arrived; {@link #awaitMoreReleasing} brings them in as the read goes.
     */
    private void startBulk(long bytes) {
        if (index >= stop && bytes > 0) { // as in need()
            passStop();
        }
        if (bytes > remainingAtMost()) {
            throw error(GiopMinor.READ_PAST_END, bytes, position(), limit - origin);
        }
    }

    /**
     * A bulk read has used up what has arrived: lets go of the pieces read past (positions keep
     * their meaning; indices move down) and waits for the next.
     */
    private void awaitMoreReleasing() {
        int released = arrivals.releaseBefore(index);
        origin -= released;
        index -= released;
        limit -= released;
        if (stop != Integer.MAX_VALUE) {
            stop -= released;
        }
        forgetPiece();
        if (!arrivedUpTo((long) limit + 1)) {
            throw error(GiopMinor.READ_PAST_END, 1, position(), limit - origin);
        }
    }

    /** Skips padding until the position is a multiple of {@code boundary} (a power of 2). */
    public void align(int boundary) {
        if (index >= stop) {
            passStop();
        }
        int padding = -(index - origin) & (boundary - 1);
        if (padding != 0) {
            need(padding);
            index += padding;
        }
    }

    /** Skips to the stop; without one, the rest of what has arrived. */
    public void skipToStop() {
        skip(stop == Integer.MAX_VALUE ? remaining() : stop - index);
    }

    /** Skips {@code count} octets. */
    public void skip(int count) {
        need(count);
        index += count;
    }

    /**
     * Aligns the cursor to {@code size}, makes sure a primitive of that size follows, moves the
     * cursor past it and returns its index in {@link #pieceArray} or {@link #piece}. One that
     * spans two pieces is read through the message buffer: the piece is then the whole message
     * until the next read.
     */
    private int claim(int size) {
        int at = index + (-(index - origin) & (size - 1));
        int end = at + size;
        if (end > pieceEnd) {
            return claimBeyondPiece(at, size);
        }
        index = end;
        return at + pieceShift;
    }

    /**
     * {@link #claim} when the primitive does not lie in the piece known so far: finds the piece
     * holding it. One method larger than C2 inlines into a hot call site (325 bytecodes), on
     * purpose: it runs once per piece, and split in two it would be inlined into every primitive
     * read, which would then be too big to inline into the generated helpers (a shape kept for
     * the JIT, see docs/architecture.md).
     */
    private int claimBeyondPiece(int at, int size) {
        if (index >= stop) {
            passStop();
            return claim(size);
        }
        int end = at + size;
        if (end < at || !arrivedUpTo(end)) {
            throw error(GiopMinor.READ_PAST_END, size, at - origin, limit - origin);
        }
        if (end > stop) {
            throw error(GiopMinor.CHUNK_OVERRUN, size, at - origin, stop - origin);
        }
        ByteBuf leaf = buf;
        int leafStart = 0;
        int leafEnd = limit;
        if (buf instanceof CompositeByteBuf composite) {
            int component = composite.toComponentIndex(at);
            leafStart = composite.toByteIndex(component);
            leaf = composite.internalComponent(component);
            leafEnd = Math.min(limit, leafStart + leaf.capacity());
        }
        int shift = -leafStart;
        ByteBuf owner = leaf.unwrap();
        if (owner != null && !(owner instanceof CompositeByteBuf)) {
            long offset = offsetIn(owner, leaf);
            if (offset != Long.MIN_VALUE) {
                leaf = owner;
                shift += (int) offset;
            }
        }
        piece = leaf;
        pieceArray = leaf.hasArray() ? leaf.array() : null;
        pieceShift = pieceArray != null ? shift + leaf.arrayOffset() : shift;
        pieceStart = leafStart;
        pieceLimit = leafEnd;
        pieceEnd = Math.min(leafEnd, stop);
        index = end;
        if (end > pieceEnd) {
            piece = buf;
            pieceArray = null;
            pieceShift = 0;
            forgetPiece(); // the primitive spans two pieces: the next read finds its piece again
        }
        return at + pieceShift;
    }

    /**
     * Where index 0 of {@code derived} (a slice or duplicate) lies in {@code owner}, from their
     * memory addresses or array offsets; {@code Long.MIN_VALUE} when neither tells.
     */
    private static long offsetIn(ByteBuf owner, ByteBuf derived) {
        if (owner.hasMemoryAddress() && derived.hasMemoryAddress()) {
            return derived.memoryAddress() - owner.memoryAddress();
        }
        if (owner.hasArray() && derived.hasArray() && owner.array() == derived.array()) {
            return derived.arrayOffset() - owner.arrayOffset();
        }
        return Long.MIN_VALUE;
    }

    public byte readOctet() {
        int at = claim(1);
        byte[] array = pieceArray;
        return array != null ? array[at] : piece.getByte(at);
    }

    public boolean readBoolean() {
        byte value = readOctet();
        if (value == 0) {
            return false;
        }
        if (value == 1) {
            return true;
        }
        throw error(GiopMinor.BAD_BOOLEAN, value);
    }

    public short readShort() {
        int at = claim(2);
        byte[] array = pieceArray;
        if (array != null) {
            return ArrayPrimitives.getShort(array, at, littleEndian);
        }
        return littleEndian ? piece.getShortLE(at) : piece.getShort(at);
    }

    /**
     * What {@link #readIndirection} answers when no indirection comes next: no {@code int}
     * position.
     */
    public static final long NO_INDIRECTION = Long.MIN_VALUE;

    /**
     * Reads an indirection if one comes next: the {@code long} 0xffffffff, then an offset from
     * the offset's own position (CORBA 3.0 §15.3.4.3, §15.3.5.1 for TypeCodes); returns the
     * position it points at. Anything else is left unread (the cursor aligned to it), and the
     * answer is {@link #NO_INDIRECTION}. One bounds check for both {@code long}s where they lie
     * in the piece: a repository id is an indirection in most values of a stream.
     */
    public long readIndirection() {
        int at = index + (-(index - origin) & 3);
        byte[] array = pieceArray;
        if (array != null && at + 8 <= pieceEnd) {
            int i = at + pieceShift;
            if (ArrayPrimitives.getInt(array, i, littleEndian) != -1) {
                index = at; // past the padding, as align would be
                return NO_INDIRECTION;
            }
            index = at + 8;
            return at + 4 - origin + ArrayPrimitives.getInt(array, i + 4, littleEndian);
        }
        align(4);
        int start = position();
        if (readLong() != -1) {
            position(start);
            return NO_INDIRECTION;
        }
        int offsetAt = position();
        return offsetAt + readLong();
    }

    public int readLong() {
        int at = claim(4);
        byte[] array = pieceArray;
        if (array != null) {
            return ArrayPrimitives.getInt(array, at, littleEndian);
        }
        return littleEndian ? piece.getIntLE(at) : piece.getInt(at);
    }

    public long readLongLong() {
        int at = claim(8);
        byte[] array = pieceArray;
        if (array != null) {
            return ArrayPrimitives.getLong(array, at, littleEndian);
        }
        return littleEndian ? piece.getLongLE(at) : piece.getLong(at);
    }

    public float readFloat() {
        return Float.intBitsToFloat(readLong());
    }

    public double readDouble() {
        return Double.longBitsToDouble(readLongLong());
    }

    /**
     * Reads a sequence length and checks that {@code length × elementSize} bytes can follow, so
     * a forged length never allocates.
     *
     * @param elementSize the minimum encoded size of one element, at least 1
     */
    public int readSequenceLength(int elementSize) {
        int length = readLong();
        if (length < 0 || (long) length * elementSize > remainingAtMost()) {
            throw error(GiopMinor.SEQUENCE_LENGTH, length & 0xffffffffL, elementSize, remainingAtMost());
        }
        return length;
    }

    /** Reads octets in bulk (of a message still arriving, as they arrive). */
    public void readOctets(byte[] into, int offset, int length) {
        startBulk(length);
        while (length > 0) {
            if (index == limit) {
                awaitMoreReleasing();
            }
            int run = Math.min(length, limit - index);
            buf.getBytes(index, into, offset, run);
            index += run;
            offset += run;
            length -= run;
        }
    }

    /** Reads a {@code sequence<octet>}. */
    public byte[] readOctetSequence() {
        byte[] values = new byte[readSequenceLength(1)];
        readOctets(values, 0, values.length);
        return values;
    }

    public void readBooleans(boolean[] into, int offset, int length) {
        need(length);
        for (int i = offset; i < offset + length; i++) {
            into[i] = readBoolean();
        }
    }

    // Primitive arrays: short ones read element by element, longer ones copied in bulk through
    // views of the message (BulkViews), run by run:
    // a reassembled message has one run per fragment; a value split across two (GIOP 1.1) is
    // read on its own. Of a message still arriving, each run is what has arrived.

    public void readShorts(short[] into, int offset, int length) {
        readArray(into, offset, length, 2);
    }

    public void readLongs(int[] into, int offset, int length) {
        readArray(into, offset, length, 4);
    }

    public void readLongLongs(long[] into, int offset, int length) {
        readArray(into, offset, length, 8);
    }

    public void readFloats(float[] into, int offset, int length) {
        readArray(into, offset, length, 4);
    }

    public void readDoubles(double[] into, int offset, int length) {
        readArray(into, offset, length, 8);
    }

    /**
     * The longest array read element by element: a bulk view costs a few allocations and checks
     * up front, which only longer arrays repay (SmallArrayReadBenchmark).
     */
    private static final int ELEMENTWISE_MAX = 8;

    /** Reads {@code length} elements of {@code size} octets into a primitive array (see above). */
    private void readArray(Object into, int offset, int length, int size) {
        if (length == 0) {
            return;
        }
        align(size);
        if (length <= ELEMENTWISE_MAX) {
            readFew(into, offset, length, size);
            return;
        }
        startBulk((long) length * size);
        for (int i = offset, end = offset + length; i < end; ) {
            if (index == limit) {
                awaitMoreReleasing();
            }
            int run = Math.min((end - i) * size, limit - index);
            ByteBuffer view = BulkViews.readable(buf, index, run, littleEndian);
            int n = view == null ? 0 : view.remaining() / size;
            if (n == 0) {
                readElement(into, i++);
            } else {
                BulkViews.get(view, into, i, n);
                index += n * size;
                i += n;
            }
        }
    }

    /**
     * Reads a short array element by element: straight from the piece's array when it holds
     * them all (an any's value, a message in a heap buffer), with one bounds check for the lot;
     * else through the single-value path.
     */
    private void readFew(Object into, int offset, int length, int size) {
        byte[] array = arrayHolding(index, length * size);
        if (array == null) {
            for (int i = offset, end = offset + length; i < end; i++) {
                readElement(into, i);
            }
            return;
        }
        int at = arrayIndex(index);
        index += length * size;
        boolean little = littleEndian;
        if (into instanceof int[] ints) {
            for (int i = 0; i < length; i++) {
                ints[offset + i] = ArrayPrimitives.getInt(array, at + 4 * i, little);
            }
        } else if (into instanceof double[] doubles) {
            for (int i = 0; i < length; i++) {
                doubles[offset + i] = Double.longBitsToDouble(ArrayPrimitives.getLong(array, at + 8 * i, little));
            }
        } else if (into instanceof long[] longs) {
            for (int i = 0; i < length; i++) {
                longs[offset + i] = ArrayPrimitives.getLong(array, at + 8 * i, little);
            }
        } else if (into instanceof short[] shorts) {
            for (int i = 0; i < length; i++) {
                shorts[offset + i] = ArrayPrimitives.getShort(array, at + 2 * i, little);
            }
        } else {
            float[] floats = (float[]) into;
            for (int i = 0; i < length; i++) {
                floats[offset + i] = Float.intBitsToFloat(ArrayPrimitives.getInt(array, at + 4 * i, little));
            }
        }
    }

    /** Reads one element through the single-value path (it is aligned already). */
    private void readElement(Object into, int index) {
        if (into instanceof short[] shorts) {
            shorts[index] = readShort();
        } else if (into instanceof int[] ints) {
            ints[index] = readLong();
        } else if (into instanceof long[] longs) {
            longs[index] = readLongLong();
        } else if (into instanceof float[] floats) {
            floats[index] = readFloat();
        } else {
            ((double[]) into)[index] = readDouble();
        }
    }

    /**
     * Opens an encapsulation (§15.3.3): returns a reader over a slice of it with its own origin
     * and byte order, and moves this reader past it. The slice shares this reader's buffer.
     */
    public CdrReader openEncapsulation() {
        int length = readLong();
        if (length < 1 || !available(length)) {
            throw error(GiopMinor.ENCAPSULATION_LENGTH, length & 0xffffffffL, remaining());
        }
        ByteBuf body = buf.slice(index, length);
        index += length;
        return encapsulation(body, version, codeSets).completion(completion());
    }

    /**
     * A hash of the {@code length} octets at the cursor, waiting for them if the message is still
     * arriving (MARSHAL if they cannot follow): with {@link
     * #matchesAhead}, recognises octets read before (a TypeCode) without decoding them again.
     */
    public int hashAhead(int length) {
        if (!available(length)) {
            throw error(GiopMinor.READ_PAST_END, length, position(), limit - origin);
        }
        int hash = 1;
        int i = 0;
        for (; i + 4 <= length; i += 4) {
            hash = 31 * hash + buf.getInt(index + i);
        }
        for (; i < length; i++) {
            hash = 31 * hash + buf.getByte(index + i);
        }
        return hash;
    }

    /** Whether the octets at the cursor are {@code octets} (which {@link #hashAhead} made sure arrived). */
    public boolean matchesAhead(byte[] octets) {
        if (!available(octets.length)) {
            return false;
        }
        for (int i = 0; i < octets.length; i++) {
            if (buf.getByte(index + i) != octets[i]) {
                return false;
            }
        }
        return true;
    }

    /** A copy of the {@code length} octets at the cursor, which must have arrived; the cursor stays. */
    public byte[] octetsAhead(int length) {
        byte[] copy = new byte[length];
        buf.getBytes(index, copy);
        return copy;
    }

    /**
     * Opens an encapsulation (§15.3.3) in place: returns a reader over its octets in this
     * reader's own buffer, its origin at the byte order octet, and moves this reader past it.
     * Where {@link #openEncapsulation} slices, this keeps one buffer, so an indirection inside the
     * encapsulation may point outside it (a recursive TypeCode, §15.3.5.1): the encapsulation's
     * position 0 is this reader's position after the length. The whole encapsulation must have
     * arrived, and the returned reader is used before this one reads on.
     */
    public CdrReader openEncapsulationInPlace() {
        int length = readLong();
        if (length < 1 || !available(length)) {
            throw error(GiopMinor.ENCAPSULATION_LENGTH, length & 0xffffffffL, remaining());
        }
        int start = index;
        index += length;
        boolean little = (buf.getByte(start) & 1) != 0;
        return new CdrReader().wrap(buf, start, start + 1, start + length, little, version, codeSets)
                .completion(completion());
    }

    /**
     * A reader over an encapsulation's octets (byte order octet first), such as a profile body
     * or a service context's data.
     */
    public static CdrReader encapsulation(ByteBuf body, GiopVersion version, CodeSets codeSets) {
        if (!body.isReadable()) {
            throw SystemExceptions.of(GiopMinor.ENCAPSULATION_LENGTH, CompletionStatus.COMPLETED_NO, 0, 0);
        }
        int start = body.readerIndex();
        boolean little = (body.readByte() & 1) != 0;
        return new CdrReader().wrap(body, start, little, version, codeSets);
    }
}
