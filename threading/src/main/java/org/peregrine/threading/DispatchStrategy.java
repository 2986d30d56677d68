package org.peregrine.threading;

import java.util.Collection;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * How an ORB's threads read and handle incoming messages, and how a caller waits for its reply:
 * the seam behind which the leader/follower pool and the worker-pool baseline are
 * interchangeable. Implementations are thread-safe.
 */
public interface DispatchStrategy extends AutoCloseable {

    /** Starts serving {@code source} until it ends, fails, or this strategy is closed. */
    <M> void serve(MessageSource<M> source);

    /**
     * Waits for the reply {@code waiter} expects. A strategy may let the waiting thread read
     * connections and run requests that arrive meanwhile (leader/follower, Hicks §5.5).
     *
     * @param source the source the reply will come from, one this strategy {@link #serve serves}
     * @param timeoutMillis 0 to wait without limit
     * @throws TimeoutException when none came in time (the wait is then abandoned)
     * @throws ExecutionException carrying the connection's failure
     * @throws InterruptedException when the thread was interrupted (the wait is then abandoned)
     */
    <R> R await(MessageSource<?> source, PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException;

    /**
     * Whether {@code done} holds, after reading without blocking what {@code sources} have
     * received: the poll of a caller that does not wait for its reply (a deferred request's,
     * CORBA 3.0 §7.3). A strategy whose own threads read every source only tests {@code done}.
     */
    boolean poll(Collection<? extends MessageSource<?>> sources, BooleanSupplier done);

    /**
     * Waits until {@code done} holds, reading {@code sources} meanwhile as {@link #await} does:
     * for a caller waiting for whichever of several replies comes first. {@code done} must turn
     * true only through waits this thread registered or {@linkplain PendingReplies.Waiter#claim
     * claimed}, so that their replies wake it.
     *
     * @param timeoutMillis 0 to wait without limit
     * @throws TimeoutException when {@code done} did not hold in time
     * @throws ExecutionException when the strategy's threads were stopped meanwhile
     * @throws InterruptedException when the thread was interrupted (its flag is then cleared)
     */
    void awaitAny(Collection<? extends MessageSource<?>> sources, BooleanSupplier done, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException;

    /**
     * Stops taking new work and releases the strategy's threads; waits up to {@code timeoutMillis}
     * for upcalls in progress to finish.
     */
    void close(long timeoutMillis);

    /**
     * Whether this strategy switches a server connection's channel from non-blocking back to
     * blocking mode while it serves it. Such a channel may not be registered with another
     * selector (to wait for room to write, say), which would forbid the switch.
     */
    default boolean switchesServerChannelsToBlocking() {
        return false;
    }

    /** The strategy's threads alive now (readers, workers, leaders and followers). */
    int threads();

    /**
     * How often so far the strategy handed the leadership or a request to another of its
     * threads, which then had to wake or start: under leader/follower, leaderships given up while
     * another thread could take them and vacant leaderships taken over (counted where the
     * hand-off is decided, not by whether a follower happened to be parked at that moment); under
     * the worker pool, requests handed to a parked or new worker. Each costs a context switch on
     * or beside a request's path.
     */
    long wakeUps();

    @Override
    default void close() {
        close(0);
    }
}
