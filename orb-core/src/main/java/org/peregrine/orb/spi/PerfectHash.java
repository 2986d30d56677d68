package org.peregrine.orb.spi;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A perfect hash for one interface's operation names, so that a request's operation is picked
 * from its raw octets without creating a {@code String} or probing a map (Juric et al. §5,
 * active demultiplexing): found at compile time for an IDL interface (the IDL backend's
 * dispatcher generator emits the function verbatim into each dispatcher), at run time for the
 * tie of an RMI-IIOP remote interface ({@link #slotOf(OperationName)}).
 *
 * <p>The function:
 * <pre>
 *   h = seed
 *   for each octet b of the name:  h = (h ^ (b &amp; 0xff)) * 0x01000193     (FNV-1a step)
 *   slot = ((h ^ length) * multiplier) &gt;&gt;&gt; (32 - bits)        (multiply-shift)
 * </pre>
 * Both the seed and the odd multiplier vary during the search. The multiplier matters most:
 * names that differ only in their last octet ({@code op1}, {@code op2}) leave the fold with a
 * small difference whatever the seed, and only a different multiplier moves that difference
 * into different high bits (multiply-shift is universal over odd multipliers: two distinct
 * folds collide with probability at most 2/table size). The search tries the smallest table
 * first ({@code 2^bits} ≥ the number of names) and doubles it when no seed within
 * {@link #SEEDS_PER_SIZE} separates all names. A random seed separates n names in m slots with
 * probability about e^(-n²/2m) (birthday bound), so the search ends at m ≈ n²/20 or less
 * (32 slots for 20 names of the form opN, 1024 for 200). A small table compiles to a
 * {@code tableswitch} (a jump), a sparse one to a {@code lookupswitch} (a binary search over
 * int keys); both leave exactly one
 * {@code contentEquals} check per request.
 *
 * <p>Deterministic: the same names give the same seed and size, so generated code is
 * reproducible. Immutable.
 *
 * @param seed the initial hash value
 * @param multiplier the odd multiplier of the final step
 * @param bits the table has {@code 2^bits} slots, 1 ≤ bits ≤ {@link #MAX_BITS}
 * @param slots each name and its slot, in the order given to {@link #of}
 */
public record PerfectHash(int seed, int multiplier, int bits, Map<String, Integer> slots) {

    /** The FNV-1a 32-bit prime. */
    public static final int FNV_PRIME = 0x01000193;
    /** 2^32 divided by the golden ratio, odd: the step between seeds tried. */
    private static final int GOLDEN = 0x9e3779b9;
    /** Seeds tried for each table size before the table doubles. */
    static final int SEEDS_PER_SIZE = 1 << 14;
    /** The largest table: 65536 slots, enough for thousands of names. */
    static final int MAX_BITS = 16;

    private static final int FIRST_SEED = 0x811c9dc5;

    public PerfectHash {
        slots = Collections.unmodifiableMap(new LinkedHashMap<>(slots));
    }

    /** The hash for {@code names} (distinct ASCII strings, at least one). */
    public static PerfectHash of(List<String> names) {
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no names to hash");
        }
        if (names.stream().distinct().count() != names.size()) {
            throw new IllegalArgumentException("names are not distinct: " + names);
        }
        byte[][] octets = names.stream().map(PerfectHash::ascii).toArray(byte[][]::new);
        int minBits = Math.max(1, 32 - Integer.numberOfLeadingZeros(names.size() - 1));
        for (int bits = minBits; bits <= MAX_BITS; bits++) {
            int[] slots = new int[octets.length];
            for (int k = 0; k < SEEDS_PER_SIZE; k++) {
                int seed = FIRST_SEED + k * GOLDEN;
                int multiplier = mix(k + 1) | 1;
                if (separates(seed, multiplier, bits, octets, slots)) {
                    Map<String, Integer> bySlot = new LinkedHashMap<>();
                    for (int i = 0; i < slots.length; i++) {
                        bySlot.put(names.get(i), slots[i]);
                    }
                    return new PerfectHash(seed, multiplier, bits, bySlot);
                }
            }
        }
        throw new IllegalStateException("no perfect hash within 2^" + MAX_BITS + " slots for "
                + names.size() + " names");
    }

    /** The slot of {@code name}, as the generated dispatcher computes it. */
    public static int slot(int seed, int multiplier, int bits, byte[] name) {
        int h = seed;
        for (byte b : name) {
            h = (h ^ (b & 0xff)) * FNV_PRIME;
        }
        return ((h ^ name.length) * multiplier) >>> (32 - bits);
    }

    /** MurmurHash3's 32-bit finalizer: spreads consecutive search steps over all multipliers. */
    private static int mix(int k) {
        int h = k;
        h ^= h >>> 16;
        h *= 0x85ebca6b;
        h ^= h >>> 13;
        h *= 0xc2b2ae35;
        h ^= h >>> 16;
        return h;
    }

    /** The slot of {@code name} in this table; any name has one, known or not. */
    public int slotOf(String name) {
        return slot(seed, multiplier, bits, ascii(name));
    }

    /** The slot of a request's operation name, computed on its octets in place. */
    public int slotOf(OperationName name) {
        int h = seed;
        int length = name.length();
        for (int i = 0; i < length; i++) {
            h = (h ^ (name.byteAt(i) & 0xff)) * FNV_PRIME;
        }
        return ((h ^ length) * multiplier) >>> (32 - bits);
    }

    /** {@code 2^bits}. */
    public int tableSize() {
        return 1 << bits;
    }

    private static boolean separates(int seed, int multiplier, int bits, byte[][] names,
            int[] slots) {
        boolean[] used = new boolean[1 << bits];
        for (int i = 0; i < names.length; i++) {
            int slot = slot(seed, multiplier, bits, names[i]);
            if (used[slot]) {
                return false;
            }
            used[slot] = true;
            slots[i] = slot;
        }
        return true;
    }

    private static byte[] ascii(String name) {
        byte[] octets = new byte[name.length()];
        for (int i = 0; i < octets.length; i++) {
            char c = name.charAt(i);
            if (c >= 0x80) {
                throw new IllegalArgumentException("not ASCII: " + name);
            }
            octets[i] = (byte) c;
        }
        return octets;
    }

    @Override
    public String toString() {
        return "PerfectHash[seed=0x" + Integer.toHexString(seed) + ", multiplier=0x"
                + Integer.toHexString(multiplier) + ", bits=" + bits
                + ", slots=" + Arrays.toString(slots.values().toArray()) + "]";
    }
}
