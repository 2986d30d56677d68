package org.peregrine.threading;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * The callers waiting for replies on one connection, by request id: the rendezvous between a
 * calling thread and whichever thread reads its reply. Completing a wait also unparks the
 * waiting thread, so a strategy may park it however it likes. Thread-safe.
 *
 * @param <R> the reply type
 */
public final class PendingReplies<R> {

    private final Map<Integer, Waiter<R>> waiting = new ConcurrentHashMap<>();
    private final Consumer<R> discard;
    private final ReplyCounters counters;
    private volatile Throwable failure;

    /**
     * @param discard releases a reply nobody waits for (late, cancelled, or after failure)
     * @param counters where deliveries are counted
     */
    public PendingReplies(Consumer<R> discard, ReplyCounters counters) {
        this.discard = discard;
        this.counters = counters;
    }

    /**
     * Registers the calling thread as the one waiting for {@code requestId}, before the request
     * is written. If the connection has already failed, the wait is failed at once.
     */
    public Waiter<R> register(int requestId) {
        Waiter<R> waiter = new Waiter<>(this, requestId, Thread.currentThread());
        waiting.put(requestId, waiter);
        Throwable failed = failure;
        if (failed != null) {
            waiting.remove(requestId);
            waiter.future.completeExceptionally(failed);
        }
        return waiter;
    }

    /** Hands {@code reply} to its caller; a reply nobody waits for is discarded. */
    public void complete(int requestId, R reply) {
        Waiter<R> waiter = waiting.remove(requestId);
        if (waiter == null || waiter.future.isDone()) {
            discard.accept(reply);
            return;
        }
        // counted before the caller can see its reply, so its statistics include this delivery
        counters.delivered(waiter.thread == Thread.currentThread());
        if (!waiter.future.complete(reply)) {
            discard.accept(reply); // abandoned meanwhile
            return;
        }
        LockSupport.unpark(waiter.thread);
    }

    /** Fails every waiting caller, and every later registration, with {@code cause}. */
    public void failAll(Throwable cause) {
        failure = cause;
        for (Integer id : waiting.keySet()) {
            Waiter<R> waiter = waiting.remove(id);
            if (waiter != null) {
                waiter.future.completeExceptionally(cause);
                LockSupport.unpark(waiter.thread);
            }
        }
    }

    /** The number of callers waiting. */
    public int size() {
        return waiting.size();
    }

    private void abandon(Waiter<R> waiter) {
        waiting.remove(waiter.requestId, waiter);
        if (!waiter.future.cancel(false) && !waiter.future.isCompletedExceptionally()) {
            discard.accept(waiter.future.join());
        }
    }

    /**
     * One caller's wait for its reply.
     *
     * @param <R> the reply type
     */
    public static final class Waiter<R> {
        private final PendingReplies<R> owner;
        private final int requestId;
        private final Thread thread;
        private final CompletableFuture<R> future = new CompletableFuture<>();

        private Waiter(PendingReplies<R> owner, int requestId, Thread thread) {
            this.owner = owner;
            this.requestId = requestId;
            this.thread = thread;
        }

        /** Whether the reply (or the failure) has arrived. */
        public boolean isDone() {
            return future.isDone();
        }

        /**
         * The reply, once {@link #isDone()}.
         *
         * @throws ExecutionException carrying the connection's failure
         */
        public R result() throws ExecutionException {
            try {
                return future.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("result() before isDone()", e);
            }
        }

        /**
         * Blocks for the reply.
         *
         * @param timeoutMillis 0 to wait without limit
         * @throws TimeoutException when none came in time (the wait is then abandoned)
         * @throws ExecutionException carrying the connection's failure
         */
        public R await(long timeoutMillis) throws TimeoutException, ExecutionException, InterruptedException {
            try {
                return timeoutMillis > 0 ? future.get(timeoutMillis, TimeUnit.MILLISECONDS) : future.get();
            } catch (TimeoutException | InterruptedException e) {
                abandon();
                throw e;
            }
        }

        /** Gives up waiting; a reply arriving later is discarded. */
        public void abandon() {
            owner.abandon(this);
        }

        public int requestId() {
            return requestId;
        }
    }
}
