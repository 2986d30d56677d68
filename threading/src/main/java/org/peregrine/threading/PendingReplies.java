package org.peregrine.threading;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The callers waiting for replies on one connection, by request id: the rendezvous between a
 * calling thread and whichever thread reads its reply. Thread-safe.
 *
 * @param <R> the reply type
 */
public final class PendingReplies<R> {

    private final Map<Integer, CompletableFuture<R>> waiting = new ConcurrentHashMap<>();
    private final Consumer<R> discard;
    private volatile Throwable failure;

    /** @param discard releases a reply nobody waits for (late, cancelled, or after failure) */
    public PendingReplies(Consumer<R> discard) {
        this.discard = discard;
    }

    /**
     * Registers a caller for {@code requestId} before its request is written.
     *
     * @throws IllegalStateException if the connection has already failed
     */
    public Waiter<R> register(int requestId) {
        CompletableFuture<R> future = new CompletableFuture<>();
        waiting.put(requestId, future);
        Throwable failed = failure;
        if (failed != null) {
            waiting.remove(requestId);
            future.completeExceptionally(failed);
        }
        return new Waiter<>(this, requestId, future);
    }

    /** Hands {@code reply} to its caller; a reply nobody waits for is discarded. */
    public void complete(int requestId, R reply) {
        CompletableFuture<R> future = waiting.remove(requestId);
        if (future == null || !future.complete(reply)) {
            discard.accept(reply);
        }
    }

    /** Fails every waiting caller, and every later registration, with {@code cause}. */
    public void failAll(Throwable cause) {
        failure = cause;
        for (Integer id : waiting.keySet()) {
            CompletableFuture<R> future = waiting.remove(id);
            if (future != null) {
                future.completeExceptionally(cause);
            }
        }
    }

    /** The number of callers waiting. */
    public int size() {
        return waiting.size();
    }

    /** Whether a caller waits for {@code requestId}. */
    public boolean isWaiting(int requestId) {
        return waiting.containsKey(requestId);
    }

    private void abandon(int requestId, CompletableFuture<R> future) {
        waiting.remove(requestId, future);
        if (!future.cancel(false) && !future.isCompletedExceptionally()) {
            discard.accept(future.join());
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
        private final CompletableFuture<R> future;

        private Waiter(PendingReplies<R> owner, int requestId, CompletableFuture<R> future) {
            this.owner = owner;
            this.requestId = requestId;
            this.future = future;
        }

        /**
         * Waits for the reply.
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
            owner.abandon(requestId, future);
        }

        public int requestId() {
            return requestId;
        }
    }
}
