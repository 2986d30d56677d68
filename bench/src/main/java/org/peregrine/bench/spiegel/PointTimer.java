package org.peregrine.bench.spiegel;

import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * Times one point of one pass: one untimed call, then calls for a window of time (and at least a
 * minimum number), each timed with {@link System#nanoTime()}; the point is their median, so a
 * call delayed by the scheduler or a collection does not move it. Spiegel §3.2 averaged fifty
 * calls after one warm-up call; a median is steadier on a shared machine. Not thread-safe.
 */
final class PointTimer {

    private static final int MAX_CALLS = 1 << 16;

    private final long windowNanos;
    private final int minCalls;
    private final long[] samples = new long[MAX_CALLS];

    PointTimer(long windowMillis, int minCalls) {
        this.windowNanos = windowMillis * 1_000_000;
        this.minCalls = minCalls;
    }

    /**
     * The median time of {@code call} in microseconds.
     *
     * @param expected what every call must return (the callee's sum)
     * @throws IllegalStateException if a call returns anything else
     */
    double medianMicros(IntSupplier call, int expected) {
        check(call.getAsInt(), expected);
        int n = 0;
        long start = System.nanoTime();
        long now = start;
        while ((now - start < windowNanos || n < minCalls) && n < MAX_CALLS) {
            int result = call.getAsInt();
            long after = System.nanoTime();
            samples[n++] = after - now;
            now = after;
            check(result, expected);
        }
        Arrays.sort(samples, 0, n);
        double median = (n & 1) == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2.0;
        return median / 1000.0;
    }

    private static void check(int result, int expected) {
        if (result != expected) {
            throw new IllegalStateException("the callee returned " + result + ", expected " + expected);
        }
    }
}
