package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.SelectableChannel;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads connections the way their own threads read them (a caller its reply, a connection's
 * thread its next request): with a blocking read, after polling without blocking for a short
 * while. On a machine whose idle CPUs halt, a thread blocked in a read is woken by the kernel on
 * a CPU that has to wake up first, which costs far more than a small call's work; a thread still
 * polling when the message comes takes it at once. A round trip between two processes that both
 * poll costs no wake-up at all.
 *
 * <p>Polling pays only while a CPU would otherwise be idle: the peer awaited must run on another
 * CPU than the poller, and no other thread may need the poller's. So a thread polls only when
 *
 * <ul>
 *   <li>the last message read here came on its own connection: once several connections carry
 *       traffic, the CPUs have other work, and the kernel may even wake the awaited peer on the
 *       poller's CPU, where it runs only once the poller gives up;
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

    private final long spinNanos;
    private final int maxSpinners;
    private final AtomicInteger spinners = new AtomicInteger();
    /** The connection the last message read here came on. */
    private volatile MessageSource<?> lastSource;

    SpinningReads(long spinMicros) {
        this(spinMicros, Runtime.getRuntime().availableProcessors());
    }

    SpinningReads(long spinMicros, int cpus) {
        this.maxSpinners = cpus - 1;
        this.spinNanos = maxSpinners > 0 ? TimeUnit.MICROSECONDS.toNanos(spinMicros) : 0;
    }

    /**
     * Reads the next message from {@code source}, whose channel is in blocking mode and stays so:
     * polls it first if polling may pay ({@code history} is the source's), then blocks.
     *
     * @return the message; {@code null} if the blocking read returned none (see {@link
     *     MessageSource#poll})
     */
    <M> M read(MessageSource<M> source, History history) throws IOException {
        M message = spinNanos == 0 ? null : poll(source, history);
        if (message == null) {
            message = source.poll();
        }
        if (message != null && lastSource != source) {
            lastSource = source;
        }
        return message;
    }

    /**
     * Polls {@code source} for up to the spin time, if the rules above allow; not once the thread
     * is interrupted, since a read then would close the channel.
     */
    private <M> M poll(MessageSource<M> source, History history) throws IOException {
        SelectableChannel channel = source.channel();
        if (lastSource != source || history.skips() || !channel.isBlocking()
                || Thread.currentThread().isInterrupted()) {
            return null;
        }
        if (spinners.incrementAndGet() > maxSpinners) {
            spinners.decrementAndGet();
            return null;
        }
        try {
            channel.configureBlocking(false);
            try {
                long start = System.nanoTime();
                do {
                    M message = source.poll();
                    if (message != null) {
                        history.hit();
                        return message;
                    }
                    Thread.onSpinWait();
                } while (System.nanoTime() - start < spinNanos && !Thread.currentThread().isInterrupted());
                history.missed();
                return null;
            } finally {
                channel.configureBlocking(true);
            }
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
