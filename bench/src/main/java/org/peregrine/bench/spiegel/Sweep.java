package org.peregrine.bench.spiegel;

import java.util.Locale;

/**
 * Which points the caller measures and how long. m runs from 0 to the kind's largest size and n
 * from 0 to {@code maxN}, each in {@code steps} equal steps (evenly spread points suit a least
 * squares line). Every point is measured once per pass, all points in one pass before the next,
 * so a disturbance of the machine spreads over all points instead of bending the line; a point
 * reports the median over the passes of each pass's median. Immutable.
 *
 * @param steps         intervals of each axis (steps + 1 points)
 * @param maxLongs      largest m of {@link ItemKind#LONGS}
 * @param maxStructs    largest m of {@link ItemKind#STRUCTS}
 * @param maxValues     largest m of {@link ItemKind#VALUES}
 * @param maxN          largest n by reference
 * @param passes        passes over all points
 * @param windowMillis  a point's calls in one pass go on for this long...
 * @param minCalls      ...and at least this many times (after one untimed call)
 * @param warmupMillis  warm-up before the first pass, cycling through all calls of mid size
 */
public record Sweep(int steps, int maxLongs, int maxStructs, int maxValues, int maxN, int passes,
        long windowMillis, int minCalls, long warmupMillis) {

    /** Largest m of {@code kind}. */
    public int maxM(ItemKind kind) {
        return switch (kind) {
            case LONGS -> maxLongs;
            case STRUCTS -> maxStructs;
            case VALUES -> maxValues;
        };
    }

    /** The m values of {@code kind}: 0 to its largest in {@link #steps} equal steps. */
    public int[] sizes(ItemKind kind) {
        return axis(maxM(kind));
    }

    /** The n values by reference: 0 to {@link #maxN} in {@link #steps} equal steps. */
    public int[] invocations() {
        return axis(maxN);
    }

    private int[] axis(int max) {
        int[] values = new int[steps + 1];
        for (int i = 0; i <= steps; i++) {
            values[i] = (int) ((long) max * i / steps);
        }
        return values;
    }

    /** This sweep as one command-line word, for the caller's JVM. */
    String encode() {
        return String.format(Locale.ROOT, "%d,%d,%d,%d,%d,%d,%d,%d,%d", steps, maxLongs, maxStructs, maxValues,
                maxN, passes, windowMillis, minCalls, warmupMillis);
    }

    /** The sweep {@link #encode()} wrote. */
    static Sweep decode(String word) {
        String[] c = word.split(",");
        return new Sweep(Integer.parseInt(c[0]), Integer.parseInt(c[1]), Integer.parseInt(c[2]),
                Integer.parseInt(c[3]), Integer.parseInt(c[4]), Integer.parseInt(c[5]), Long.parseLong(c[6]),
                Integer.parseInt(c[7]), Long.parseLong(c[8]));
    }
}
