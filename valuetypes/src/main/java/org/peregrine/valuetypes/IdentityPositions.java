package org.peregrine.valuetypes;

/**
 * What a stream has written (values, repository ids), by identity, to the position it was written
 * at. One probe sequence both finds an object written before and records a new one ({@link
 * #positionOrAdd}), whose position is filled in once known ({@link #positionOfAdded}); an {@code
 * IdentityHashMap} takes two (get, then put) and boxes the position. Fibonacci hashing of the
 * identity hash, open addressing. The table is at most three quarters full and grows eightfold
 * up to 65536 slots, twofold beyond: rehashing reads every key's header again, so a table that
 * grows in few large steps costs less than one that doubles from small; three quarters full
 * takes a stream of a few hundred values through one rehash, not two ({@code PositionsBenchmark}
 * and {@code ValueMarshalBenchmark} measure it; docs/performance-log.md has the figures).
 * Confined to one stream's thread.
 */
final class IdentityPositions {

    /** Up to this many slots the table grows eightfold, beyond it twofold (fewer rehashes while small). */
    private static final int FAST_GROWTH_LIMIT = 65536;

    /**
     * The fewest slots of a grown table: sixteen times the slots it started with, so its first
     * growth is sixteenfold (see the constructor).
     */
    private final int minGrown;
    private Object[] keys;
    private int[] positions;
    /** 32 minus log2 of the slot count: the hash's top bits pick the slot. */
    private int shift;
    private int size;
    /** The slot of the value {@link #positionOrAdd} added last. */
    private int added;

    /**
     * @param expected how many objects a typical stream records: up to that many fit without a
     *     rehash (the table starts with the fewest slots, a power of two, that hold them three
     *     quarters full). The slots large streams end with matter (16384 values in 65536 slots
     *     rather than 32768 are slower to write), so the first growth is sixteenfold: from 32
     *     slots the table grows through 512, 4096, 32768, as it would from 64, while a small
     *     stream's table is half the size.
     */
    IdentityPositions(int expected) {
        int fullest = (Math.max(2, expected) * 4 + 2) / 3; // slots three quarters full with them
        resize(Integer.highestOneBit(fullest - 1) << 1);
        minGrown = 16 * keys.length;
    }

    /**
     * The position {@code value} was recorded at; or, if it was not, records it (its position
     * to follow through {@link #positionOfAdded}) and returns -1.
     */
    int positionOrAdd(Object value) {
        Object[] slots = keys;
        int mask = slots.length - 1;
        int slot = slotOf(value);
        Object key;
        while ((key = slots[slot]) != null) {
            if (key == value) {
                return positions[slot];
            }
            slot = (slot + 1) & mask;
        }
        slots[slot] = value;
        added = slot;
        if (4 * ++size > 3 * slots.length) { // more than three quarters full
            grow();
        }
        return -1;
    }

    /** How many slots the table has (its growth is a matter of speed, which tests watch). */
    int slots() {
        return keys.length;
    }

    /** Sets the position of the value {@link #positionOrAdd} added last. */
    void positionOfAdded(int position) {
        positions[added] = position;
    }

    /** Fibonacci hashing of the identity hash. */
    private int slotOf(Object value) {
        return (System.identityHashCode(value) * 0x9E3779B9) >>> shift;
    }

    private void resize(int slots) {
        keys = new Object[slots];
        positions = new int[slots];
        shift = 32 - Integer.numberOfTrailingZeros(slots);
    }

    /** Rehashes into a larger table; the value added last keeps being tracked. */
    private void grow() {
        Object[] oldKeys = keys;
        int[] oldPositions = positions;
        Object addedKey = oldKeys[added];
        resize(oldKeys.length < FAST_GROWTH_LIMIT
                ? Math.max(minGrown, Math.min(8 * oldKeys.length, FAST_GROWTH_LIMIT))
                : 2 * oldKeys.length);
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            Object key = oldKeys[i];
            if (key != null) {
                int slot = slotOf(key);
                while (keys[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = key;
                positions[slot] = oldPositions[i];
                if (key == addedKey) {
                    added = slot;
                }
            }
        }
    }
}
