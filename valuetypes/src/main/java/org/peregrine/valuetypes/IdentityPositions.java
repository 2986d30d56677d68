package org.peregrine.valuetypes;

/**
 * The values a stream has written, by identity, to the position of their tag. One probe sequence
 * both finds a value written before and records a new one ({@link #positionOrAdd}), whose
 * position is filled in once known ({@link #positionOfAdded}); an {@code IdentityHashMap} takes
 * two (get, then put) and boxes the position. Fibonacci hashing of the identity hash, open
 * addressing. Confined to one stream's thread.
 */
final class IdentityPositions {

    /** Slots when the first value is recorded; none before (many streams carry no value). */
    private static final int INITIAL_SLOTS = 32;

    private Object[] keys;
    private int[] positions;
    private int size;
    /** The slot of the value {@link #positionOrAdd} added last. */
    private int added;

    /**
     * The position {@code value} was recorded at; or, if it was not, records it (its position
     * to follow through {@link #positionOfAdded}) and returns -1.
     */
    int positionOrAdd(Object value) {
        if (keys == null) {
            keys = new Object[INITIAL_SLOTS];
            positions = new int[INITIAL_SLOTS];
        }
        int slot = find(keys, value);
        if (keys[slot] == value) {
            return positions[slot];
        }
        keys[slot] = value;
        if (2 * ++size > keys.length) {
            grow();
            slot = find(keys, value);
        }
        added = slot;
        return -1;
    }

    /** Sets the position of the value {@link #positionOrAdd} added last. */
    void positionOfAdded(int position) {
        positions[added] = position;
    }

    private static int find(Object[] keys, Object value) {
        int mask = keys.length - 1;
        int slot = (System.identityHashCode(value) * 0x9E3779B9) >>> (32 - Integer.numberOfTrailingZeros(keys.length));
        Object key;
        while ((key = keys[slot]) != null && key != value) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldPositions = positions;
        keys = new Object[oldKeys.length * 2];
        positions = new int[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                int slot = find(keys, oldKeys[i]);
                keys[slot] = oldKeys[i];
                positions[slot] = oldPositions[i];
            }
        }
    }
}
