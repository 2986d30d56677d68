package org.peregrine.bench.client;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Times a call again and again: a warm-up until its times settle, then repetitions, each of a
 * fixed duration (and at least {@link #MIN_CALLS} calls), recording every call's round-trip time with
 * {@link System#nanoTime()}. Each repetition yields its median and 99th percentile; a row reports
 * the median of the repetitions' medians and of their p99s, so one disturbed repetition does not
 * move it. Not thread-safe: one per measuring thread.
 */
public final class Measurement {

    static final int MIN_CALLS = 5;
    /** How many times {@link #warmUpTogether} runs each call before the next. */
    private static final int CALLS_PER_TURN = 50;
    /** Length of one warm-up window whose median is compared with the one before. */
    private static final long WARMUP_WINDOW_MILLIS = 200;
    /** How close two successive warm-up windows' medians must be for the times to have settled. */
    private static final double SETTLED = 0.10;
    private static final int MAX_SAMPLES = 1 << 20;

    private final long[] samples = new long[MAX_SAMPLES];
    /** Milliseconds the JIT compilers of the JVMs a call runs through have worked so far. */
    private final LongSupplier compilationMillis;

    /**
     * @param compilationMillis the milliseconds the JIT compilers of the client's and the
     *     server's JVM have worked so far (a warm-up goes on while they work)
     */
    public Measurement(LongSupplier compilationMillis) {
        this.compilationMillis = compilationMillis;
    }

    /**
     * Summary of one row. Times in nanoseconds.
     *
     * @param warmUp how the row's warm-up ended
     */
    public record Stats(double medianNanos, double p99Nanos, long calls, int repetitions, WarmUp warmUp) {
    }

    /**
     * How a row's warm-up ended: after {@code millis} and {@code windows} timed windows, settled
     * or not, with the medians of its last two windows ({@code NaN} where there were fewer) and the
     * milliseconds the JITs worked during the last.
     */
    public record WarmUp(long millis, int windows, boolean settled, double previousMedianNanos,
            double lastMedianNanos, long lastWindowJitMillis) {

        /**
         * Whether the warm-up waited for the times to settle and reached its limit first: the row
         * may then be measured while its path is still being compiled.
         */
        public boolean stoppedByLimit() {
            return windows > 0 && !settled;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT,
                    "%s after %d ms (%d windows); last two windows' medians %.0f and %.0f ns, JIT %d ms in the last",
                    settled ? "settled" : "not settled", millis, windows, previousMedianNanos, lastMedianNanos,
                    lastWindowJitMillis);
        }
    }

    /** Runs {@code call} for {@code millis} without recording. */
    public static void warmUp(Runnable call, long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        int n = 0;
        while (System.nanoTime() < end || n < MIN_CALLS) {
            call.run();
            n++;
        }
    }

    /**
     * Runs every call {@value #CALLS_PER_TURN} times in turn, again and again for {@code millis}
     * (at least one turn), without recording: the JIT then compiles the paths of all of them, and
     * the types and branches only some take, before the first is measured. Warming one call at a
     * time instead leaves a path that only a later call takes (a message sent in Fragments, for
     * one) to be compiled for the first time during that call's measurement, and the paths the
     * calls before it took to be compiled again.
     */
    public static void warmUpTogether(List<Runnable> calls, long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        do {
            for (Runnable call : calls) {
                for (int i = 0; i < CALLS_PER_TURN; i++) {
                    call.run();
                }
            }
        } while (System.nanoTime() < end);
    }

    /**
     * Warms {@code call} up, then measures it. The warm-up lasts at least {@code warmupMillis},
     * then goes on in windows of {@value #WARMUP_WINDOW_MILLIS} ms until two successive windows'
     * medians agree within 10 % and neither JVM's JIT compiled anything during the second
     * ({@link #settled}), or {@code maxWarmupMillis} have passed: a large call's path is still being
     * compiled when a fixed warm-up of a few hundred calls ends (the 1 MiB octet row of an ORB
     * took seconds to settle), and the same rule holds for every system.
     */
    public Stats measure(Runnable call, long warmupMillis, long maxWarmupMillis, long repMillis, int repetitions) {
        long start = System.nanoTime();
        warmUp(call, warmupMillis);
        double previous = Double.NaN;
        double median = Double.NaN;
        long compiled = 0;
        boolean settled = false;
        int windows = 0;
        while (!settled && (System.nanoTime() - start) / 1_000_000 < maxWarmupMillis) {
            previous = median;
            long compiledBefore = compilationMillis.getAsLong();
            median = percentile(samples, record(call, WARMUP_WINDOW_MILLIS), 0.50);
            compiled = compilationMillis.getAsLong() - compiledBefore;
            settled = settled(previous, median, compiled);
            windows++;
        }
        WarmUp warmUp = new WarmUp((System.nanoTime() - start) / 1_000_000, windows, settled, previous, median, compiled);
        double[] medians = new double[repetitions];
        double[] p99s = new double[repetitions];
        long calls = 0;
        for (int r = 0; r < repetitions; r++) {
            int n = record(call, repMillis);
            medians[r] = percentile(samples, n, 0.50);
            p99s[r] = percentile(samples, n, 0.99);
            calls += n;
        }
        return new Stats(median(medians), median(p99s), calls, repetitions, warmUp);
    }

    /**
     * Whether a row's times have settled after a warm-up window whose median was {@code median},
     * the window before's {@code previous} ({@code NaN} for none), during which the JIT worked
     * {@code compiledMillis}: the medians agree within 10 %, and the JIT is done. A JIT still
     * compiling the call's path (pinned, on the CPU the call runs on) can hold two windows'
     * medians together at several times the settled time.
     */
    static boolean settled(double previous, double median, long compiledMillis) {
        return compiledMillis == 0 && Math.abs(median - previous) <= SETTLED * previous;
    }

    /**
     * Runs {@code call} for {@code millis} (at least {@link #MIN_CALLS} times), keeping each
     * call's time; leaves the first n samples sorted.
     *
     * @return n, the calls made
     */
    private int record(Runnable call, long millis) {
        int n = 0;
        long end = System.nanoTime() + millis * 1_000_000;
        long now = System.nanoTime();
        while ((now < end || n < MIN_CALLS) && n < MAX_SAMPLES) {
            call.run();
            long after = System.nanoTime();
            samples[n++] = after - now;
            now = after;
        }
        Arrays.sort(samples, 0, n);
        return n;
    }

    /** Nearest-rank percentile of the first {@code n} sorted values. */
    static double percentile(long[] sorted, int n, double fraction) {
        int rank = (int) Math.ceil(fraction * n);
        return sorted[Math.max(0, Math.min(n - 1, rank - 1))];
    }

    static double median(double[] values) {
        double[] copy = values.clone();
        Arrays.sort(copy);
        int n = copy.length;
        return (n & 1) == 1 ? copy[n / 2] : (copy[n / 2 - 1] + copy[n / 2]) / 2;
    }
}
