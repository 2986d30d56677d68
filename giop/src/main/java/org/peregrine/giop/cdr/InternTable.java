package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Values read often from the wire (operation names, object keys), kept so that reading one again
 * creates nothing (Juric §5: no per-request allocation the demultiplexer can avoid). Looked up by
 * the octets in place. Bounded: a full neighbourhood falls back to a fresh value, so a peer
 * sending endless new octets costs memory for at most {@link #CAPACITY} entries. Lock-free; one
 * of each kind per ORB.
 *
 * @param <T> the value made from the octets
 */
public abstract class InternTable<T> {

    /** Table size, a power of two. */
    static final int CAPACITY = 1024;
    private static final int PROBES = 8;

    private record Entry<T>(byte[] octets, T value) {
    }

    private final AtomicReferenceArray<Entry<T>> table = new AtomicReferenceArray<>(CAPACITY);
    private final int maxLength;

    /** @param maxLength the longest octets kept; longer ones always make a fresh value */
    protected InternTable(int maxLength) {
        this.maxLength = maxLength;
    }

    /** The value for octets {@code [index, index + length)} of {@code buf}. */
    public T get(ByteBuf buf, int index, int length) {
        if (length > maxLength) {
            return create(copy(buf, index, length));
        }
        int hash = hash(buf, index, length);
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

    /** Makes the value of {@code octets}, which it may keep: nobody else holds them. */
    protected abstract T create(byte[] octets);

    private static byte[] copy(ByteBuf buf, int index, int length) {
        byte[] octets = new byte[length];
        buf.getBytes(index, octets);
        return octets;
    }

    private static int hash(ByteBuf buf, int index, int length) {
        int hash = length;
        for (int i = 0; i < length; i++) {
            hash = 31 * hash + buf.getByte(index + i);
        }
        return hash ^ (hash >>> 16);
    }

    private static boolean matches(byte[] octets, ByteBuf buf, int index, int length) {
        if (octets.length != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (octets[i] != buf.getByte(index + i)) {
                return false;
            }
        }
        return true;
    }
}
