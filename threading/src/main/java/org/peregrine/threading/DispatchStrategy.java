package org.peregrine.threading;

/**
 * How an ORB's threads read and handle incoming messages: the seam behind which a
 * reader-per-connection strategy and a leader/follower pool are interchangeable (DESIGN.md §3).
 * Implementations are thread-safe.
 */
public interface DispatchStrategy extends AutoCloseable {

    /** Starts serving {@code source} until it ends, fails, or this strategy is closed. */
    <M> void serve(MessageSource<M> source);

    /**
     * Stops taking new work and releases the strategy's threads; waits up to {@code timeoutMillis}
     * for upcalls in progress to finish.
     */
    void close(long timeoutMillis);

    /** The strategy's threads alive now (readers, workers, leaders and followers). */
    int threads();

    @Override
    default void close() {
        close(0);
    }
}
