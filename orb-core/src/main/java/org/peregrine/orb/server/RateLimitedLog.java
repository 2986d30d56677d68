package org.peregrine.orb.server;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * Counts events of one kind that peers cause and logs them so that no peer can flood the log: one
 * line at {@code level} at most every {@value #INTERVAL_SECONDS} seconds, saying how many came since
 * the last, the others at DEBUG; never a stack trace, since what a peer does is not a failure of
 * this ORB. Thread-safe.
 */
final class RateLimitedLog {

    static final int INTERVAL_SECONDS = 10;
    private static final long INTERVAL_NANOS = INTERVAL_SECONDS * 1_000_000_000L;

    private final System.Logger log;
    private final System.Logger.Level level;
    private final LongSupplier nanoClock;
    private final LongAdder count = new LongAdder();
    /** When the last line at {@link #level} was logged. */
    private final AtomicLong lastLine;
    /** {@link #count} when the last line at {@link #level} was logged. */
    private final AtomicLong countAtLastLine = new AtomicLong();

    RateLimitedLog(System.Logger log, System.Logger.Level level, LongSupplier nanoClock) {
        this.log = log;
        this.level = level;
        this.nanoClock = nanoClock;
        this.lastLine = new AtomicLong(nanoClock.getAsLong() - INTERVAL_NANOS); // the first is logged
    }

    /** Counts one event and logs {@code line} about it. */
    void event(String line) {
        count.increment();
        long now = nanoClock.getAsLong();
        long last = lastLine.get();
        if (now - last >= INTERVAL_NANOS && lastLine.compareAndSet(last, now)) {
            long total = count.sum();
            long before = countAtLastLine.getAndSet(total);
            log.log(level, line + " (" + (total - before) + " since the last such line, " + total
                    + " in all; the next " + INTERVAL_SECONDS + " s are logged at DEBUG)");
        } else {
            log.log(System.Logger.Level.DEBUG, line);
        }
    }

    /** The events so far. */
    long count() {
        return count.sum();
    }
}
