package org.peregrine.threading;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads connections the way their own threads read them (a caller its reply, a connection's
 * thread its next request): with a blocking read, after polling for a short while for bytes to
 * arrive. On a machine whose idle CPUs halt, a thread blocked in a read is woken by the kernel on
 * a CPU that has to wake up first, which costs far more than a small call's work; a thread still
 * polling when the message comes takes it at once. A round trip between two processes that both
 * poll costs no wake-up at all.
 *
 * <p>Polling pays only while a CPU would otherwise be idle: the peer awaited must run on another
 * CPU than the poller, and no other thread may need the poller's. So a thread polls only when
 *
 * <ul>
 *   <li>its own connection alone has carried the messages read here for the last millisecond:
 *       once several connections carry traffic, the CPUs have other work, and the kernel may even
 *       wake the awaited peer on the poller's CPU, where it runs only once the poller gives up;
 *   <li>its connection's polling has not missed lately: after a miss it skips polling for its
 *       next read, twice as many after each further miss (up to {@value #MAX_SKIPPED});
 *   <li>fewer threads poll at once than the JVM has CPUs, less one; with a single CPU, nothing
 *       polls.
 * </ul>
 *
 * and it polls for at most the configured time.
 */
final class SpinningReads {

    /** The most reads a connection skips polling for after misses in a row. */
    static final int MAX_SKIPPED = 64;
    /** How long one connection must have carried all messages read here before its reader polls. */
    private static final long ALONE_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    private final long spinNanos;
    private final int maxSpinners;
    private final long aloneNanos;
    private final AtomicInteger spinners = new AtomicInteger();
    /** The connection the last message read here came on. */
    private volatile MessageSource<?> lastSource;
    /** When a message last came on another connection than the one before it. */
    private volatile long switchedAt;

    SpinningReads(long spinMicros) {
        this(spinMicros, Runtime.getRuntime().availableProcessors(), ALONE_NANOS);
    }

    /**
     * @param cpus the CPUs this JVM may use
     * @param aloneNanos how long one connection must have carried all messages before its reader polls
     */
    SpinningReads(long spinMicros, int cpus, long aloneNanos) {
        this.maxSpinners = cpus - 1;
        this.spinNanos = maxSpinners > 0 ? TimeUnit.MICROSECONDS.toNanos(spinMicros) : 0;
        this.aloneNanos = aloneNanos;
    }

    /**
     * Reads the next message from {@code source}, whose channel is in blocking mode: polls it
     * first if polling may pay ({@code history} is the source's), then reads blocking.
     *
     * @return the message; {@code null} if the blocking read returned none (see {@link
     *     MessageSource#poll})
     */
    <M> M read(MessageSource<M> source, History history) throws IOException {
        if (spinNanos > 0 && !source.hasBuffered()) {
            awaitBytes(source, history);
        }
        M message = source.poll();
        if (message != null && lastSource != source) {
            switchedAt = System.nanoTime();
            lastSource = source;
        }
        return message;
    }

    /**
     * Polls {@code source} for bytes to read, for up to the spin time, if the rules above allow;
     * asking the kernel how many bytes wait leaves the channel in blocking mode, so writers of
     * the connection are not disturbed. Returns as soon as bytes wait, or the time is up.
     */
    private void awaitBytes(MessageSource<?> source, History history) throws IOException {
        long start = System.nanoTime();
        if (lastSource != source || start - switchedAt < aloneNanos || history.skips()) {
            return;
        }
        if (spinners.incrementAndGet() > maxSpinners) {
            spinners.decrementAndGet();
            return;
        }
        try {
            do {
                if (source.available() > 0) {
                    history.hit();
                    return;
                }
                Thread.onSpinWait();
            } while (System.nanoTime() - start < spinNanos);
            history.missed();
        } finally {
            spinners.decrementAndGet();
        }
    }

    /**
     * How polling one connection went lately, kept by the connection's reader; used by one
     * thread at a time.
     */
    static final class History {
        /** Reads to skip polling for after the latest miss. */
        private int skipAfterMiss;
        private int skipsLeft;

        boolean skips() {
            if (skipsLeft == 0) {
                return false;
            }
            skipsLeft--;
            return true;
        }

        void hit() {
            skipAfterMiss = 0;
        }

        void missed() {
            skipAfterMiss = Math.min(Math.max(1, 2 * skipAfterMiss), MAX_SKIPPED);
            skipsLeft = skipAfterMiss;
        }
    }
}
