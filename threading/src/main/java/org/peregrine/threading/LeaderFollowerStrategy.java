package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;

/**
 * The leader/follower pool (Schmidt et al.; Juric §5; DESIGN.md §3): one selector over all of an
 * ORB's connections, and threads that take turns as its leader. The leader waits for readiness,
 * reads a message; a reply it hands to its waiting caller and keeps leading; a request it runs
 * itself, after giving up leadership and promoting a follower. No request crosses a thread.
 *
 * <p>A caller waiting for a reply joins the same set ({@link #await}): it leads or follows like a
 * pool thread, so it serves requests that arrive meanwhile (callbacks, Hicks §5.5), and call
 * chains re-entering the ORB never deadlock, even with one pool thread. Callers are preferred as
 * leaders (a pool leader steps down when a caller follows), so a lone caller reads its own reply:
 * no thread hand-off on its call's path. Pool threads start with the first source that accepts
 * requests; an ORB that only calls out is read by its callers alone.
 *
 * <p>Thread rules: only the thread holding {@link #leadership} touches the selector's key sets
 * and calls {@link MessageSource#poll}; handling runs on the thread that read the message.
 */
public final class LeaderFollowerStrategy implements DispatchStrategy {

    private static final System.Logger LOG = System.getLogger(LeaderFollowerStrategy.class.getName());
    /** The deadline of a wait without one (compared by identity: nanoTime has no fixed origin). */
    private static final long NO_DEADLINE = Long.MAX_VALUE;
    /** Longest a leader selects before looking at its stop condition again. */
    private static final long MAX_SELECT_MILLIS = 100;

    private final ThreadConfig config;
    private final int poolSize;
    private final Selector selector;
    private final ReentrantLock leadership = new ReentrantLock();
    private final ConcurrentLinkedDeque<Thread> followers = new ConcurrentLinkedDeque<>();
    private final Queue<MessageSource<?>> toRegister = new ConcurrentLinkedQueue<>();
    private final Queue<MessageSource<?>> withBuffered = new ConcurrentLinkedQueue<>();
    private final AtomicInteger followingCallers = new AtomicInteger();
    private final AtomicInteger alive = new AtomicInteger();
    private final List<Thread> pool = new ArrayList<>();
    private final ThreadLocal<Boolean> isPoolThread = ThreadLocal.withInitial(() -> false);
    private volatile boolean closed;

    /**
     * @param poolSize the pool threads that lead and follow when no caller does, at least 1
     */
    public LeaderFollowerStrategy(ThreadConfig config, int poolSize) throws IOException {
        if (poolSize < 1) {
            throw new IllegalArgumentException("pool size " + poolSize);
        }
        this.config = config;
        this.poolSize = poolSize;
        this.selector = Selector.open();
    }

    @Override
    public <M> void serve(MessageSource<M> source) {
        if (closed) {
            throw new IllegalStateException("strategy closed");
        }
        try {
            source.channel().configureBlocking(false);
        } catch (IOException e) {
            source.readFailed(e);
            return;
        }
        toRegister.add(source);
        if (source.acceptsRequests()) {
            startPool();
        }
        selector.wakeup();
    }

    private synchronized void startPool() {
        if (!pool.isEmpty() || closed) {
            return;
        }
        for (int i = 1; i <= poolSize; i++) {
            Thread thread = new Thread(null, this::poolLoop, config.namePrefix() + "-lf-" + i, config.stackSize());
            thread.setDaemon(true);
            pool.add(thread);
            alive.incrementAndGet();
            thread.start();
        }
    }

    private void poolLoop() {
        isPoolThread.set(true);
        try {
            participate(() -> closed, NO_DEADLINE);
        } finally {
            alive.decrementAndGet();
        }
    }

    @Override
    public <R> R await(PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException {
        long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : NO_DEADLINE;
        participate(waiter::isDone, deadline);
        if (waiter.isDone()) {
            return waiter.result();
        }
        waiter.abandon();
        if (closed) {
            throw new ExecutionException(new IllegalStateException("the ORB's threads were stopped"));
        }
        throw new TimeoutException();
    }

    /** Leads or follows until {@code done} holds, the deadline passes, or the strategy closes. */
    private void participate(BooleanSupplier done, long deadline) {
        boolean poolThread = isPoolThread.get();
        boolean steppedDown = false;
        while (!done.getAsBoolean() && !closed && remaining(deadline) > 0) {
            if (!steppedDown && leadership.tryLock()) {
                Work<?> work;
                try {
                    work = lead(done, deadline, poolThread);
                } finally {
                    leadership.unlock();
                    promoteFollower();
                }
                if (work == STEP_DOWN) {
                    steppedDown = true;
                } else if (work != null) {
                    work.run();
                }
            } else {
                follow(done, deadline, poolThread, steppedDown);
                steppedDown = false;
            }
        }
    }

    /**
     * Parks until promoted (or the condition or deadline may have changed). A pool thread that
     * made way for a caller parks even if the caller has not taken leadership yet, so it does not
     * race the caller for it.
     */
    private void follow(BooleanSupplier done, long deadline, boolean poolThread, boolean steppedDown) {
        Thread me = Thread.currentThread();
        if (poolThread) {
            followers.addLast(me);
        } else {
            followingCallers.incrementAndGet();
            followers.addFirst(me); // callers lead first: their reply then needs no hand-off
            selector.wakeup(); // a pool leader now sees us following and steps down (see lead)
        }
        try {
            // re-check after enqueueing: a leader that left meanwhile has promoted us or nobody
            if ((steppedDown || leadership.isLocked()) && !done.getAsBoolean() && !closed) {
                long wait = Math.min(remaining(deadline), TimeUnit.MILLISECONDS.toNanos(MAX_SELECT_MILLIS));
                if (wait > 0) {
                    LockSupport.parkNanos(this, wait);
                }
            }
        } finally {
            followers.remove(me);
            if (!poolThread) {
                followingCallers.decrementAndGet();
            }
        }
    }

    /** Nanoseconds left until {@code deadline}; without overflow for {@link #NO_DEADLINE}. */
    private static long remaining(long deadline) {
        return deadline == NO_DEADLINE ? Long.MAX_VALUE : deadline - System.nanoTime();
    }

    private void promoteFollower() {
        Thread next = followers.peekFirst();
        if (next != null) {
            LockSupport.unpark(next);
        }
    }

    /**
     * As leader: waits for a message and returns the request to run, or {@code null} when this
     * thread should stop leading (its condition holds, the deadline passed, or a pool thread
     * makes way for a waiting caller). Replies and other inline messages are handled here.
     */
    private Work<?> lead(BooleanSupplier done, long deadline, boolean poolThread) {
        try {
            while (!done.getAsBoolean() && !closed) {
                if (poolThread && followingCallers.get() > 0) {
                    return STEP_DOWN;
                }
                Work<?> work = takeBuffered(done);
                if (work == null) {
                    work = takeSelected(done);
                }
                if (work != null) {
                    return work;
                }
                if (done.getAsBoolean()) {
                    return null;
                }
                long remaining = remaining(deadline);
                if (remaining <= 0) {
                    return null;
                }
                registerNewSources();
                if (!withBuffered.isEmpty()) {
                    continue;
                }
                selector.select(Math.max(1, Math.min(MAX_SELECT_MILLIS, TimeUnit.NANOSECONDS.toMillis(remaining))));
            }
        } catch (IOException | ClosedSelectorException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.WARNING, "selector failed", e);
            }
        }
        return null;
    }

    private Work<?> takeBuffered(BooleanSupplier done) {
        MessageSource<?> source;
        while (!done.getAsBoolean() && (source = withBuffered.poll()) != null) {
            Work<?> work = take(source, null);
            if (work != null) {
                return work;
            }
        }
        return null;
    }

    /** Reads the ready sources; stops once {@code done} holds, leaving the rest to the next leader. */
    private Work<?> takeSelected(BooleanSupplier done) {
        Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
        while (keys.hasNext() && !done.getAsBoolean()) {
            SelectionKey key = keys.next();
            keys.remove();
            if (!key.isValid()) {
                continue;
            }
            Work<?> work = take((MessageSource<?>) key.attachment(), key);
            if (work != null) {
                return work;
            }
        }
        return null;
    }

    /** Reads from {@code source}; handles an inline message here, returns a request to run. */
    private <M> Work<M> take(MessageSource<M> source, SelectionKey key) {
        M message;
        try {
            message = source.poll();
        } catch (IOException | RuntimeException e) {
            if (key != null) {
                key.cancel();
            }
            source.readFailed(e);
            return null;
        }
        if (message == null) {
            return null;
        }
        if (source.hasBuffered()) {
            withBuffered.add(source);
        }
        Work<M> work = new Work<>(source, message);
        if (source.handlesInline(message)) {
            work.run();
            return null;
        }
        return work;
    }

    private void registerNewSources() {
        MessageSource<?> source;
        while ((source = toRegister.poll()) != null) {
            try {
                source.channel().register(selector, SelectionKey.OP_READ, source);
            } catch (ClosedChannelException e) {
                source.readFailed(e);
            }
        }
    }

    @Override
    public void close(long timeoutMillis) {
        closed = true;
        selector.wakeup();
        List<Thread> threads;
        synchronized (this) {
            threads = List.copyOf(pool);
        }
        threads.forEach(LockSupport::unpark);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        for (Thread thread : threads) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            try {
                thread.join(Math.max(1, left));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        leadership.lock();
        try {
            selector.close();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "closing selector", e);
        } finally {
            leadership.unlock();
        }
    }

    @Override
    public int threads() {
        return alive.get();
    }

    /** What {@link #lead} returns when a pool thread makes way for a waiting caller. */
    private static final Work<Object> STEP_DOWN = new Work<>(null, null);

    /** A message and its source, handled on the thread that runs this. */
    private record Work<M>(MessageSource<M> source, M message) {
        void run() {
            try {
                source.handle(message);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "Unhandled failure while handling a message from " + source.name(), e);
            }
        }
    }
}
