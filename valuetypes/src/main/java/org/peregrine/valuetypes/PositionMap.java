package org.peregrine.valuetypes;

import java.util.Arrays;

/**
 * Stream positions to what starts there (a value, a repository id), for indirections. Positions
 * are multiples of 4, so a {@code HashMap<Integer, ...>} puts them in a quarter of its buckets
 * or fewer and ends up with long (tree) bins; this open-addressing table spreads them with a
 * Fibonacci hash instead and boxes nothing. Confined to one stream's thread.
 */
final class PositionMap<V> {

    private static final int EMPTY = -1;

    private int[] keys = new int[64];
    private Object[] values = new Object[64];
    private int size;

    PositionMap() {
        Arrays.fill(keys, EMPTY);
    }

    /** Records {@code value} at {@code position} (not negative), replacing what was there. */
    void put(int position, V value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int slot = find(keys, position);
        if (keys[slot] == EMPTY) {
            keys[slot] = position;
            size++;
        }
        values[slot] = value;
    }

    /** What was recorded at {@code position}, or {@code null}. */
    @SuppressWarnings("unchecked")
    V get(int position) {
        if (position < 0) {
            return null;
        }
        int slot = find(keys, position);
        return keys[slot] == EMPTY ? null : (V) values[slot];
    }

    private static int find(int[] keys, int position) {
        int mask = keys.length - 1;
        int slot = (position * 0x9E3779B9) >>> (32 - Integer.numberOfTrailingZeros(keys.length));
        while (keys[slot] != EMPTY && keys[slot] != position) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void grow() {
        int[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new int[oldKeys.length * 2];
        values = new Object[oldValues.length * 2];
        Arrays.fill(keys, EMPTY);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                int slot = find(keys, oldKeys[i]);
                keys[slot] = oldKeys[i];
                values[slot] = oldValues[i];
            }
        }
    }
}
