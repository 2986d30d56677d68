package org.peregrine.threading;

import java.nio.channels.Selector;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One thread's turn at reading a server connection under {@link ThreadPerConnectionStrategy}:
 * whether it reads, runs a request it read, or has handed the connection over to another thread
 * (then it ends after its upcall). Only the thread itself reads and starts requests; a watcher
 * may take the connection over from it while a request has run long, so that the requests behind
 * it on the connection are read.
 */
final class ConnectionReading {

    private static final int READING = 0;
    private static final int RUNNING = 1;
    private static final int HANDED = 2;

    final MessageSource<?> source;
    private final AtomicInteger state = new AtomicInteger(READING);
    private volatile long runningSince;
    /**
     * Set while a timed wait for a Fragment selects on the connection (non-blocking mode), by the
     * reading thread only; a watcher never takes over such a connection, which no blocking reader
     * could read.
     */
    volatile Selector selector;
    /** Whether polling before a blocking read paid off lately; used by the reading thread. */
    final SpinningReads.History polling = new SpinningReads.History();

    ConnectionReading(MessageSource<?> source) {
        this.source = source;
    }

    /** Whether the thread still reads the connection. */
    boolean isCurrent() {
        return state.get() != HANDED;
    }

    /** As the reading thread, about to run a request read at {@code now} (nanoseconds). */
    void running(long now) {
        runningSince = now;
        state.set(RUNNING);
    }

    /**
     * As the reading thread, back from a request, or about to wait for a Fragment inside one:
     * whether it still reads (nobody took the connection over meanwhile).
     */
    boolean reading() {
        return state.compareAndSet(RUNNING, READING);
    }

    /** As the reading thread: it reads no more (it hands the connection over, or reading failed). */
    boolean stop() {
        return state.getAndSet(HANDED) != HANDED;
    }

    /**
     * As a watcher: takes the connection over if its thread has run one request since {@code
     * before} or earlier and is not selecting; the caller then starts a new thread for it. Not
     * while a thread writes to the connection: a peer that does not read holds that thread in
     * its write, and the replies of requests run by more threads would only wait behind it.
     */
    boolean takeOverIfRunningSince(long before) {
        return state.get() == RUNNING && runningSince - before <= 0 && selector == null && !source.writing()
                && state.compareAndSet(RUNNING, HANDED);
    }
}
