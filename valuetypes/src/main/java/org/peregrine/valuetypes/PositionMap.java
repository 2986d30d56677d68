package org.peregrine.valuetypes;

import java.util.Arrays;

/**
 * Stream positions to what starts there (a value, a repository id), for indirections. Every value
 * read is recorded, but few are looked up: only those an indirection points at, and most
 * streams have none (a tree, a list). So {@link #put} only appends to two arrays, and a hash
 * index over them is built by the first {@link #get} and brought up to date by later ones: the
 * index costs nothing until an indirection comes, and each entry is indexed once, where hashing
 * every position as it is recorded, and rehashing as the table grows, would cost every read.
 * Positions are multiples of 4, so a {@code HashMap<Integer, ...>} would
 * put them in a quarter of its buckets or fewer; the index spreads them with a Fibonacci hash and
 * boxes nothing. Confined to one stream's thread.
 */
final class PositionMap<V> {

    /**
     * The smallest index: eight entries at most half full. Most indexes serve a stream's few
     * repository ids, and a larger minimum is allocated by every stream that has one.
     */
    private static final int MIN_INDEX = 16;
    /**
     * How many times larger the arrays get when full: fourfold, so a large stream copies its
     * entries fewer times than doubling would (and allocates less in all).
     */
    private static final int GROWTH = 4;
    /**
     * Up to this many entries, {@link #get} scans them rather than building the index: a
     * stream's repository ids are one or two, and indexing them allocated and hashed on every
     * stream's first indirection to an id.
     */
    private static final int SCANNED = 8;

    private int[] positions;
    private Object[] values;
    private int size;
    /** Open addressing over the first {@link #indexed} entries: entry number + 1, 0 if empty. */
    private int[] index;
    private int indexed;

    /**
     * @param expected how many entries a typical stream puts: up to that many fit without
     *     copying. The arrays are made at once: a reader is made with its stream's first value,
     *     so every map gets entries.
     */
    PositionMap(int expected) {
        positions = new int[Math.max(1, expected)];
        values = new Object[positions.length];
    }

    /** Records {@code value} at {@code position} (not negative), replacing what was there. */
    void put(int position, V value) {
        if (size == positions.length) {
            int entries = size * GROWTH;
            positions = Arrays.copyOf(positions, entries);
            values = Arrays.copyOf(values, entries);
        }
        positions[size] = position;
        values[size] = value;
        size++;
    }

    /** What was recorded at {@code position} last, or {@code null}. */
    @SuppressWarnings("unchecked")
    V get(int position) {
        if (position < 0) {
            return null;
        }
        if (size <= SCANNED) {
            for (int entry = size - 1; entry >= 0; entry--) { // the latest entry at a position wins
                if (positions[entry] == position) {
                    return (V) values[entry];
                }
            }
            return null;
        }
        catchUp();
        int mask = index.length - 1;
        int entry;
        for (int slot = slot(position, index.length); (entry = index[slot]) != 0; slot = (slot + 1) & mask) {
            if (positions[entry - 1] == position) {
                return (V) values[entry - 1];
            }
        }
        return null;
    }

    /** Indexes the entries put since the last lookup, at most half filling the index. */
    private void catchUp() {
        if (index == null || 2 * size > index.length) {
            index = new int[Math.max(MIN_INDEX, Integer.highestOneBit(size) * 4)];
            indexed = 0;
        }
        for (; indexed < size; indexed++) {
            int position = positions[indexed];
            int mask = index.length - 1;
            int slot = slot(position, index.length);
            while (index[slot] != 0 && positions[index[slot] - 1] != position) {
                slot = (slot + 1) & mask;
            }
            index[slot] = indexed + 1; // a later entry at a position replaces the earlier one
        }
    }

    private static int slot(int position, int length) {
        return (position * 0x9E3779B9) >>> (32 - Integer.numberOfTrailingZeros(length));
    }
}
