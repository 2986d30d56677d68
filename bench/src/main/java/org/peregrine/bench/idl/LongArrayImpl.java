package org.peregrine.bench.idl;

/**
 * Spiegel's parameter object holding ints (§3.1): {@link #get} returns the long at {@code index}
 * modulo the length, 0 when there is none. Not thread-safe.
 */
public class LongArrayImpl extends LongArray {

    private static final long serialVersionUID = 1L;

    /** An empty array, as the factory fills it from the stream. */
    public LongArrayImpl() {
        longs = new int[0];
    }

    /** An array of {@code m} longs: 0, 1, 2, ... */
    public static LongArrayImpl of(int m) {
        LongArrayImpl array = new LongArrayImpl();
        array.longs = new int[m];
        for (int i = 0; i < m; i++) {
            array.longs[i] = i;
        }
        return array;
    }

    @Override
    public int get(int index) {
        return longs.length == 0 ? 0 : longs[Math.floorMod(index, longs.length)];
    }
}
