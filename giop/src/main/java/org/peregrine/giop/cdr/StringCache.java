package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Strings read often from the wire, above all operation names, kept so that reading one again
 * creates no {@code String} (Juric §5: no per-request allocation the demultiplexer can avoid).
 * Looked up by the octets in place. Bounded: a full neighbourhood falls back to a fresh string,
 * so a peer sending endless new names costs memory for at most {@link #CAPACITY} entries.
 * Lock-free; one per ORB.
 */
public final class StringCache {

    /** Table size, a power of two. */
    static final int CAPACITY = 1024;
    private static final int PROBES = 8;
    /** Names longer than this are not kept. */
    private static final int MAX_LENGTH = 128;

    private record Entry(byte[] octets, String text) {
    }

    private final AtomicReferenceArray<Entry> table = new AtomicReferenceArray<>(CAPACITY);

    /** The ISO 8859-1 string for octets {@code [index, index + length)} of {@code buf}. */
    public String get(ByteBuf buf, int index, int length) {
        if (length > MAX_LENGTH) {
            return buf.toString(index, length, StandardCharsets.ISO_8859_1);
        }
        int hash = hash(buf, index, length);
        for (int probe = 0; probe < PROBES; probe++) {
            int slot = (hash + probe) & (CAPACITY - 1);
            Entry entry = table.get(slot);
            if (entry == null) {
                String text = buf.toString(index, length, StandardCharsets.ISO_8859_1);
                table.compareAndSet(slot, null, new Entry(text.getBytes(StandardCharsets.ISO_8859_1), text));
                return text;
            }
            if (matches(entry.octets, buf, index, length)) {
                return entry.text;
            }
        }
        return buf.toString(index, length, StandardCharsets.ISO_8859_1);
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
