package org.peregrine.bench.soak;

import java.util.concurrent.TimeUnit;

/**
 * The soak's minutes, counted from when this clock was made: minute 1 is its first 60 seconds.
 * Waiting for the end of a minute is measured from the start, not from the last wait, so that
 * time spent sampling between waits does not shift later minutes. Immutable; thread-safe.
 */
final class MinuteClock {

    private static final long MINUTE_NANOS = TimeUnit.MINUTES.toNanos(1);

    private final long start = System.nanoTime();

    /** Sleeps until minute {@code minute} has ended. */
    void awaitEndOf(int minute) throws InterruptedException {
        long remaining = start + minute * MINUTE_NANOS - System.nanoTime();
        if (remaining > 0) {
            TimeUnit.NANOSECONDS.sleep(remaining);
        }
    }

    /** The minute now running, from 1. */
    int now() {
        return (int) ((System.nanoTime() - start) / MINUTE_NANOS) + 1;
    }
}
