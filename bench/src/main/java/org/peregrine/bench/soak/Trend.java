package org.peregrine.bench.soak;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import org.peregrine.bench.spiegel.LinearFit;

/**
 * Whether a figure sampled once a minute holds still, as numbers: its value in the first and in
 * the last minute sampled, and the least-squares slope per minute over the minutes after the
 * warm-up (while the JIT compiles and pools fill, growth says nothing about a leak). Immutable.
 *
 * @param slopePerMinute NaN when fewer than two minutes follow the warm-up
 */
record Trend(int firstMinute, long first, int lastMinute, long last, double slopePerMinute) {

    /** The minutes a soak's trends leave out. */
    static final int WARM_UP_MINUTES = 2;

    /**
     * The trend of {@code values}, by minute from 1, fitted after {@code warmUpMinutes}.
     *
     * @throws IllegalArgumentException if there are no values
     */
    static Trend of(Map<Integer, Long> values, int warmUpMinutes) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("no values");
        }
        SortedMap<Integer, Long> byMinute = new TreeMap<>(values);
        SortedMap<Integer, Long> fitted = byMinute.tailMap(warmUpMinutes + 1);
        double slope = Double.NaN;
        if (fitted.size() >= 2) {
            double[] x = fitted.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
            double[] y = fitted.values().stream().mapToDouble(Long::doubleValue).toArray();
            slope = LinearFit.of(x, y).slope();
        }
        return new Trend(byMinute.firstKey(), byMinute.get(byMinute.firstKey()), byMinute.lastKey(),
                byMinute.get(byMinute.lastKey()), slope);
    }
}
