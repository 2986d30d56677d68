package org.peregrine.threading;

import io.netty.util.collection.IntObjectHashMap;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The callers waiting for replies on one connection, by request id: the rendezvous between a
 * calling thread and whichever thread reads its reply. Completing a wait also unparks the
 * waiting thread, so a strategy may park it however it likes. Thread-safe.
 *
 * <p>A call costs one {@link Waiter} and nothing else: the table is keyed by the {@code int}
 * request id (no boxing, no map entries), and the waiter itself holds the outcome.
 *
 * @param <R> the reply type
 */
public final class PendingReplies<R> {

    /** A waiter's outcome before any: {@code null}. After {@link Waiter#abandon}: this. */
    private static final Object ABANDONED = new Object();

    private final IntObjectHashMap<Waiter<R>> waiting = new IntObjectHashMap<>();
    /** {@code waiting.size()}, set under its lock, read without it. */
    private volatile int waitingCount;
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
        synchronized (waiting) {
            waiting.put(requestId, waiter);
            waitingCount = waiting.size();
        }
        Throwable failed = failure;
        if (failed != null) {
            remove(requestId, waiter);
            waiter.settle(new Failure(failed));
        }
        return waiter;
    }

    /** Hands {@code reply} to its caller; a reply nobody waits for is discarded. */
    public void complete(int requestId, R reply) {
        Waiter<R> waiter;
        synchronized (waiting) {
            waiter = waiting.remove(requestId);
            waitingCount = waiting.size();
        }
        if (waiter == null || waiter.isDone()) {
            discard.accept(reply);
            return;
        }
        // counted before the caller can see its reply, so its statistics include this delivery
        counters.delivered(waiter.thread == Thread.currentThread());
        if (!waiter.settle(reply)) {
            discard.accept(reply); // abandoned meanwhile
        }
    }

    /** Fails every waiting caller, and every later registration, with {@code cause}. */
    public void failAll(Throwable cause) {
        failure = cause;
        List<Waiter<R>> failed;
        synchronized (waiting) {
            failed = List.copyOf(waiting.values());
            waiting.clear();
            waitingCount = 0;
        }
        Failure outcome = new Failure(cause);
        for (Waiter<R> waiter : failed) {
            waiter.settle(outcome);
        }
    }

    /** The number of callers waiting; without locking, so it may be out of date when it returns. */
    public int size() {
        return waitingCount;
    }

    private void remove(int requestId, Waiter<R> waiter) {
        synchronized (waiting) {
            if (waiting.get(requestId) == waiter) {
                waiting.remove(requestId);
                waitingCount = waiting.size();
            }
        }
    }

    /**
     * Parks the calling thread until {@code done} holds; whatever makes it hold must unpark this
     * thread (a {@link Waiter} this thread registered or {@linkplain Waiter#claim claimed} does).
     *
     * @param timeoutMillis 0 to wait without limit
     * @throws TimeoutException when it did not hold in time
     * @throws InterruptedException when the thread was interrupted (its flag is then cleared)
     */
    public static void parkUntil(BooleanSupplier done, long timeoutMillis)
            throws TimeoutException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (!done.getAsBoolean()) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            if (timeoutMillis <= 0) {
                LockSupport.park(done);
            } else {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new TimeoutException();
                }
                LockSupport.parkNanos(done, left);
            }
        }
    }

    /** The outcome of a wait that failed. */
    private record Failure(Throwable cause) {
    }

    /**
     * One caller's wait for its reply; as a {@link BooleanSupplier}, whether it is over.
     *
     * @param <R> the reply type
     */
    public static final class Waiter<R> implements BooleanSupplier {

        private static final VarHandle OUTCOME;

        static {
            try {
                OUTCOME = MethodHandles.lookup().findVarHandle(Waiter.class, "outcome", Object.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        private final PendingReplies<R> owner;
        private final int requestId;
        /** The thread woken when the wait ends: the registering one until another {@link #claim}s it. */
        private volatile Thread thread;
        /** {@code null} while waiting; then the reply, a {@link Failure}, or {@link #ABANDONED}. */
        private volatile Object outcome;

        private Waiter(PendingReplies<R> owner, int requestId, Thread thread) {
            this.owner = owner;
            this.requestId = requestId;
            this.thread = thread;
        }

        /** Sets the outcome if there is none yet, and wakes the waiting thread; whether it was set. */
        private boolean settle(Object value) {
            if (!OUTCOME.compareAndSet(this, null, value)) {
                return false;
            }
            Thread waiting = thread;
            if (waiting != Thread.currentThread()) {
                LockSupport.unpark(waiting);
            }
            return true;
        }

        /**
         * Makes the calling thread the one woken when the reply arrives, for a reply awaited by
         * another thread than the one that registered the wait (a deferred request's). Call it
         * before testing {@link #isDone()} and parking: the thread is written before the outcome
         * is read, and {@link #settle} writes the outcome before it reads the thread, so either
         * the claimant sees the reply or the settling thread wakes the claimant.
         */
        public void claim() {
            thread = Thread.currentThread();
        }

        /** Whether the reply (or the failure) has arrived. */
        public boolean isDone() {
            return outcome != null;
        }

        /** {@link #isDone()}: the condition a strategy's wait loop tests. */
        @Override
        public boolean getAsBoolean() {
            return outcome != null;
        }

        /**
         * The reply, once {@link #isDone()}.
         *
         * @throws ExecutionException carrying the connection's failure
         * @throws IllegalStateException if there is none yet, or the wait was abandoned
         */
        @SuppressWarnings("unchecked")
        public R result() throws ExecutionException {
            Object value = outcome;
            if (value instanceof Failure failed) {
                throw new ExecutionException(failed.cause());
            }
            if (value == null || value == ABANDONED) {
                throw new IllegalStateException("no reply for request " + requestId);
            }
            return (R) value;
        }

        /**
         * Blocks for the reply, parked.
         *
         * @param timeoutMillis 0 to wait without limit
         * @throws TimeoutException when none came in time (the wait is then abandoned)
         * @throws ExecutionException carrying the connection's failure
         */
        public R await(long timeoutMillis) throws TimeoutException, ExecutionException, InterruptedException {
            try {
                parkUntil(this, timeoutMillis);
            } catch (TimeoutException e) {
                if (OUTCOME.compareAndSet(this, null, ABANDONED)) {
                    owner.remove(requestId, this);
                    throw e;
                } // else the reply (or a failure) won the race
            } catch (InterruptedException e) {
                abandon();
                throw e;
            }
            return result();
        }

        /** Gives up waiting; a reply arriving later, or that arrived meanwhile, is discarded. */
        @SuppressWarnings("unchecked")
        public void abandon() {
            owner.remove(requestId, this);
            if (!OUTCOME.compareAndSet(this, null, ABANDONED)) {
                Object value = outcome;
                if (value != ABANDONED && !(value instanceof Failure)) {
                    // the reply arrived: nobody will read it now
                    if (OUTCOME.compareAndSet(this, value, ABANDONED)) {
                        owner.discard.accept((R) value);
                    }
                }
            }
        }

        public int requestId() {
            return requestId;
        }
    }
}
