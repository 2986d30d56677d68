package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Values read often from the wire (operation names, object keys), kept so that reading one again
 * creates nothing (Juric §5: no per-request allocation the demultiplexer can avoid). Looked up by
 * the octets in place. Bounded: a full neighbourhood falls back to a fresh value, so a peer
 * sending endless new octets costs memory for at most {@link #CAPACITY} entries. Lock-free; one
 * of each kind per ORB. The octets are hashed eight at a time, as {@code long}s, and compared
 * with the JDK's vectorized {@code Arrays.equals}, in the heap buffer's array itself or in a copy
 * of a direct buffer's octets: through {@code ByteBuf} accessors, each read would pay Netty's
 * bounds and liveness checks.
 *
 * @param <T> the value made from the octets
 */
public abstract class InternTable<T> {

    /** Table size, a power of two. */
    static final int CAPACITY = 1024;
    private static final int PROBES = 8;
    /** The octets of a {@code byte[]} as {@code long}s (either order would do: only the hash sees them). */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private record Entry<T>(byte[] octets, T value) {
    }

    private final AtomicReferenceArray<Entry<T>> table = new AtomicReferenceArray<>(CAPACITY);
    private final int maxLength;
    /** Per thread, where the octets of a direct buffer are copied to be looked up; per table, so per ORB. */
    private final ThreadLocal<byte[]> scratch;

    /** @param maxLength the longest octets kept; longer ones always make a fresh value */
    protected InternTable(int maxLength) {
        this.maxLength = maxLength;
        this.scratch = ThreadLocal.withInitial(() -> new byte[maxLength]);
    }

    /**
     * The value for octets {@code [index, index + length)} of {@code buf}; {@code null} if some
     * octet is above 0x7f and this table {@linkplain #keepsOnlyAscii keeps only ASCII}.
     */
    public T get(ByteBuf buf, int index, int length) {
        if (length > maxLength) {
            return fresh(copy(buf, index, length));
        }
        if (buf.hasArray()) {
            return lookUp(buf.array(), buf.arrayOffset() + index, length);
        }
        // A direct buffer: one bulk copy into the thread's scratch array, then the array path
        // (reading a direct buffer eight octets at a time costs a bounds check per read).
        byte[] octets = scratch.get();
        buf.getBytes(index, octets, 0, length);
        return lookUp(octets, 0, length);
    }

    /**
     * {@link #get(ByteBuf, int, int)} for octets {@code [offset, offset + length)} of {@code
     * source}, which this table does not keep.
     */
    T get(byte[] source, int offset, int length) {
        if (length > maxLength) {
            return fresh(Arrays.copyOfRange(source, offset, offset + length));
        }
        return lookUp(source, offset, length);
    }

    /** {@link #get(byte[], int, int)} for octets no longer than {@code maxLength}. */
    private T lookUp(byte[] source, int offset, int length) {
        long hashAndHighBit = hash(source, offset, length);
        if (keepsOnlyAscii() && (hashAndHighBit & 1) != 0) {
            return null;
        }
        int hash = (int) (hashAndHighBit >>> 32);
        for (int probe = 0; probe < PROBES; probe++) {
            int slot = (hash + probe) & (CAPACITY - 1);
            Entry<T> entry = table.get(slot);
            if (entry == null) {
                byte[] octets = Arrays.copyOfRange(source, offset, offset + length);
                T value = create(octets);
                table.compareAndSet(slot, null, new Entry<>(octets, value));
                return value;
            }
            if (Arrays.equals(entry.octets, 0, entry.octets.length, source, offset, offset + length)) {
                return entry.value;
            }
        }
        return create(Arrays.copyOfRange(source, offset, offset + length));
    }

    /** A value not kept, made of {@code octets}; {@code null} if they are not ASCII and must be. */
    private T fresh(byte[] octets) {
        return keepsOnlyAscii() && !ascii(octets) ? null : create(octets);
    }

    /** Whether only octets up to 0x7f are kept (and looked up): {@link #get} answers others with {@code null}. */
    protected boolean keepsOnlyAscii() {
        return false;
    }

    /** Makes the value of {@code octets}, which it may keep: nobody else holds them. */
    protected abstract T create(byte[] octets);

    private static byte[] copy(ByteBuf buf, int index, int length) {
        byte[] octets = new byte[length];
        buf.getBytes(index, octets);
        return octets;
    }

    /**
     * The hash of the octets in the high half; the lowest bit is set if some octet is above 0x7f.
     * Whole {@code long}s, the last one overlapping the one before rather than a tail taken octet
     * by octet, each mixed in by one 64-bit multiply: a repository id of 30 to 40 octets takes five
     * multiplies.
     */
    private static long hash(byte[] source, int offset, int length) {
        long mixed = length;
        long high = 0;
        if (length >= 8) {
            int i = 0;
            for (; i + 8 < length; i += 8) {
                long word = (long) LONGS.get(source, offset + i);
                high |= word;
                mixed = (mixed ^ word) * 0x9E3779B97F4A7C15L;
            }
            long word = (long) LONGS.get(source, offset + length - 8); // the last eight, overlapping
            high |= word;
            mixed = (mixed ^ word) * 0x9E3779B97F4A7C15L;
        } else {
            for (int i = 0; i < length; i++) {
                long octet = source[offset + i] & 0xff;
                high |= octet;
                mixed = (mixed ^ octet) * 0x9E3779B97F4A7C15L;
            }
        }
        high &= 0x8080808080808080L;
        int hash = (int) (mixed >>> 32) ^ (int) mixed;
        return ((long) hash << 32) | (high != 0 ? 1 : 0);
    }

    private static boolean ascii(byte[] octets) {
        for (byte octet : octets) {
            if (octet < 0) {
                return false;
            }
        }
        return true;
    }
}
