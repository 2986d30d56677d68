package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Values read often from the wire (operation names, object keys), kept so that reading one again
 * creates nothing (Juric §5: no per-request allocation the demultiplexer can avoid). Looked up by
 * the octets in place. Bounded: a full neighbourhood falls back to a fresh value, so a peer
 * sending endless new octets costs memory for at most {@link #CAPACITY} entries. Lock-free; one
 * of each kind per ORB. The octets are hashed and compared eight at a time, as {@code long}s, so
 * a repository id of 40 octets costs five reads, not forty.
 *
 * @param <T> the value made from the octets
 */
public abstract class InternTable<T> {

    /** Table size, a power of two. */
    static final int CAPACITY = 1024;
    private static final int PROBES = 8;
    /** The octets of a {@code byte[]} as big-endian {@code long}s, as {@link ByteBuf#getLong} reads them. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private record Entry<T>(byte[] octets, T value) {
    }

    private final AtomicReferenceArray<Entry<T>> table = new AtomicReferenceArray<>(CAPACITY);
    private final int maxLength;

    /** @param maxLength the longest octets kept; longer ones always make a fresh value */
    protected InternTable(int maxLength) {
        this.maxLength = maxLength;
    }

    /**
     * The value for octets {@code [index, index + length)} of {@code buf}; {@code null} if some
     * octet is above 0x7f and this table {@linkplain #keepsOnlyAscii keeps only ASCII}.
     */
    public T get(ByteBuf buf, int index, int length) {
        if (length > maxLength) {
            return keepsOnlyAscii() && !ascii(buf, index, length) ? null : create(copy(buf, index, length));
        }
        long hashAndHighBit = hash(buf, index, length);
        if (keepsOnlyAscii() && (hashAndHighBit & 1) != 0) {
            return null;
        }
        int hash = (int) (hashAndHighBit >>> 32);
        for (int probe = 0; probe < PROBES; probe++) {
            int slot = (hash + probe) & (CAPACITY - 1);
            Entry<T> entry = table.get(slot);
            if (entry == null) {
                byte[] octets = copy(buf, index, length);
                T value = create(octets);
                table.compareAndSet(slot, null, new Entry<>(octets, value));
                return value;
            }
            if (matches(entry.octets, buf, index, length)) {
                return entry.value;
            }
        }
        return create(copy(buf, index, length));
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
     */
    private static long hash(ByteBuf buf, int index, int length) {
        int hash = length;
        long high = 0;
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            long word = buf.getLong(index + i);
            high |= word;
            hash = (hash ^ (int) word ^ (int) (word >>> 32)) * 0x9E3779B9;
        }
        for (; i < length; i++) {
            byte octet = buf.getByte(index + i);
            high |= octet & 0xff;
            hash = 31 * hash + octet;
        }
        hash ^= hash >>> 16;
        high |= high >>> 32;
        high |= high >>> 16;
        high |= high >>> 8;
        return ((long) hash << 32) | ((high & 0x80) >>> 7);
    }

    private static boolean ascii(ByteBuf buf, int index, int length) {
        for (int i = 0; i < length; i++) {
            if (buf.getByte(index + i) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean matches(byte[] octets, ByteBuf buf, int index, int length) {
        if (octets.length != length) {
            return false;
        }
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            if ((long) LONGS.get(octets, i) != buf.getLong(index + i)) {
                return false;
            }
        }
        for (; i < length; i++) {
            if (octets[i] != buf.getByte(index + i)) {
                return false;
            }
        }
        return true;
    }
}
