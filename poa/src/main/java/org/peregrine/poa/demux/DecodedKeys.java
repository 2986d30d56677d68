package org.peregrine.poa.demux;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The object keys an ORB decoded lately, found by the identity of the key array: the ORB reads
 * every request's key through one shared array per key (giop's {@code KeyCache}), so a request
 * for an object called before finds its decoded key with one look-up and decodes nothing.
 * Direct-mapped and bounded; a miss just decodes. Lock-free.
 */
public final class DecodedKeys {

    private static final int SIZE = 256; // a power of two

    private record Entry(byte[] bytes, ObjectKey key) {
    }

    private final AtomicReferenceArray<Entry> table = new AtomicReferenceArray<>(SIZE);

    /**
     * {@link ObjectKey#decode} of {@code bytes}, remembered for the same array. The caller must
     * not modify {@code bytes} nor the decoded key's object id.
     */
    public ObjectKey decode(byte[] bytes) {
        int slot = System.identityHashCode(bytes) & (SIZE - 1);
        Entry entry = table.get(slot);
        if (entry != null && entry.bytes == bytes) {
            return entry.key;
        }
        ObjectKey key = ObjectKey.decode(bytes);
        if (key != null) {
            table.set(slot, new Entry(bytes, key));
        }
        return key;
    }
}
