package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The leader/follower pool (Schmidt et al.; Juric §5; DESIGN.md §3): one selector over all of an
 * ORB's connections, and threads that take turns as its leader. The leader waits for readiness,
 * reads a message; a reply it hands to its waiting caller and keeps leading; a request it runs
 * itself, after giving up leadership and promoting a follower. No request crosses a thread.
 *
 * <p><b>Deferred promotion.</b> Waking a follower costs a context switch pair per request (on this
 * project's 2-vCPU VM about 7 µs of a 25 µs pinned round trip; docs/architecture.md), and the
 * follower usually finds nothing to do: it selects and sleeps again while the leader's short
 * upcall finishes. So when nothing else is ready, a leader leaves the leadership vacant while it
 * runs the request and takes it back afterwards, waking nobody. The first follower watches the
 * vacancy: it parks at most the promotion delay while requests are being deferred, and takes the
 * leadership once a vacancy has lasted that long, so a request arriving while an upcall runs long
 * or blocks waits at most the delay (only if it arrives within the delay of that upcall's start).
 * Once requests overlap (several are ready at once), followers have work, and leaders promote at
 * once for {@link #EAGER_AFTER_OVERLAP_NANOS}. A delay of 0 promotes before every upcall (classic
 * leader/follower).
 *
 * <p>A caller waiting for a reply joins the same set ({@link #await}): it leads or follows like a
 * pool thread, so it serves requests that arrive meanwhile (callbacks, Hicks §5.5), and call
 * chains re-entering the ORB never deadlock, even with one pool thread. Callers are preferred as
 * leaders (a pool leader steps down when a caller follows), so a lone caller reads its own reply:
 * no thread hand-off on its call's path. Pool threads start with the first source that accepts
 * requests. Until then the set serves nothing, and its client sources are read without the
 * selector, each by its own callers with blocking reads ({@link DirectReads}).
 *
 * <p>Thread rules: only the thread holding {@link #leadership} selects, touches the queue of
 * ready keys ({@link #ready}) and polls the sources the selector watches (a source read directly
 * is polled by its reader only); handling runs on the thread that read the message.
 */
public final class LeaderFollowerStrategy implements DispatchStrategy {

    private static final System.Logger LOG = System.getLogger(LeaderFollowerStrategy.class.getName());
    /** The deadline of a wait without one (compared by identity: nanoTime has no fixed origin). */
    static final long NO_DEADLINE = Long.MAX_VALUE;
    /** Longest a leader selects, or a follower parks, before looking at its stop condition again. */
    private static final long MAX_SELECT_MILLIS = 100;
    private static final long MAX_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(MAX_SELECT_MILLIS);
    /** The {@link #vacantSince} of a leadership that is held, or was given up by promoting. */
    private static final long NO_VACANCY = Long.MIN_VALUE;
    /** How long leaders promote at once after requests overlapped. */
    private static final long EAGER_AFTER_OVERLAP_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** How long after the latest deferral the first follower keeps watching with short parks. */
    private static final long WATCH_AFTER_DEFERRAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final ThreadConfig config;
    private final int poolSize;
    private final Selector selector;
    private final ReentrantLock leadership = new ReentrantLock();
    private final Followers followers = new Followers();
    /** Keys the last select found ready and no leader has read yet; touched by the leader only. */
    private final ArrayDeque<SelectionKey> ready = new ArrayDeque<>();
    private final Consumer<SelectionKey> collectReady = ready::add;
    private final Queue<MessageSource<?>> toRegister = new ConcurrentLinkedQueue<>();
    private final Queue<MessageSource<?>> withBuffered = new ConcurrentLinkedQueue<>();
    private final AtomicInteger followingCallers = new AtomicInteger();
    private final AtomicInteger alive = new AtomicInteger();
    private final LongAdder wakeUps = new LongAdder();
    private final List<Thread> pool = new ArrayList<>();
    private final ThreadLocal<Participant> participants = ThreadLocal.withInitial(Participant::new);
    private final DirectReads directReads;
    private final long promotionDelayNanos;
    /** When a leader that deferred its promotion gave up the leadership, or {@link #NO_VACANCY}. */
    private volatile long vacantSince = NO_VACANCY;
    /** When the latest deferral began; the first follower watches while it is recent. */
    private volatile long lastDeferral;
    /** Until when leaders promote at once, because requests overlapped. */
    private volatile long eagerUntil;
    private volatile boolean closed;

    /**
     * @param poolSize the pool threads that lead and follow when no caller does, at least 1
     * @param promotionDelayMicros how long a leader running a request may leave the leadership
     *     vacant before the first follower takes it; 0 promotes a follower before every upcall
     * @param directReads whether callers read client sources with blocking reads while the set
     *     serves no requests ({@link DirectReads}); else every source goes through the selector
     */
    public LeaderFollowerStrategy(ThreadConfig config, int poolSize, long promotionDelayMicros, boolean directReads)
            throws IOException {
        if (poolSize < 1) {
            throw new IllegalArgumentException("pool size " + poolSize);
        }
        if (promotionDelayMicros < 0) {
            throw new IllegalArgumentException("promotion delay " + promotionDelayMicros + " µs");
        }
        this.config = config;
        this.poolSize = poolSize;
        this.promotionDelayNanos = TimeUnit.MICROSECONDS.toNanos(promotionDelayMicros);
        long now = System.nanoTime();
        this.lastDeferral = now - WATCH_AFTER_DEFERRAL_NANOS;
        this.eagerUntil = now;
        this.selector = Selector.open();
        this.directReads = new DirectReads(this::watch);
        if (!directReads) {
            this.directReads.moveAll();
        }
    }

    /**
     * {@inheritDoc} A source that accepts requests starts the pool; a client source (its channel in
     * blocking mode) is read by its callers directly while the set serves no requests.
     */
    @Override
    public <M> void serve(MessageSource<M> source) {
        if (closed) {
            throw new IllegalStateException("strategy closed");
        }
        if (source.acceptsRequests()) {
            startPool();
        } else if (directReads.adopt(source)) {
            return;
        }
        watch(source);
    }

    /** Switches {@code source} to non-blocking mode and has the selector watch it. */
    private void watch(MessageSource<?> source) {
        if (closed) {
            return;
        }
        try {
            source.channel().configureBlocking(false);
        } catch (IOException e) {
            source.readFailed(e);
            return;
        }
        toRegister.add(source);
        selector.wakeup();
    }

    private synchronized void startPool() {
        if (!pool.isEmpty() || closed) {
            return;
        }
        directReads.moveAll(); // waiting callers may have requests to serve from now on
        for (int i = 1; i <= poolSize; i++) {
            Thread thread = new Thread(null, this::poolLoop, config.namePrefix() + "-lf-" + i, config.stackSize());
            thread.setDaemon(true);
            pool.add(thread);
            alive.incrementAndGet();
            thread.start();
        }
    }

    private void poolLoop() {
        participants.get().poolThread = true;
        try {
            participate(() -> closed, NO_DEADLINE);
        } finally {
            alive.decrementAndGet();
        }
    }

    @Override
    public <R> R await(MessageSource<?> source, PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : NO_DEADLINE;
        if (!directReads.await(source, waiter, deadline)) {
            participate(waiter, deadline); // returns at once for an interrupted caller
        }
        if (waiter.isDone()) {
            return waiter.result();
        }
        waiter.abandon();
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (closed) {
            throw new ExecutionException(new IllegalStateException("the ORB's threads were stopped"));
        }
        throw new TimeoutException();
    }

    /** Leads or follows until {@code done} holds, the deadline passes, or the strategy closes. */
    private void participate(BooleanSupplier done, long deadline) {
        Participant me = participants.get();
        boolean steppedDown = false;
        boolean vacated = false;
        while (!done.getAsBoolean() && !closed && !interrupted(me) && remaining(deadline) > 0) {
            vacated = false;
            if (!steppedDown && leadership.tryLock()) {
                vacantSince = NO_VACANCY;
                boolean stepDown;
                boolean deferred = false;
                try {
                    stepDown = lead(done, deadline, me);
                    deferred = !stepDown && me.hasTaken() && deferPromotion();
                } finally {
                    leadership.unlock();
                    if (!deferred) {
                        promoteFollower();
                    }
                }
                if (stepDown) {
                    steppedDown = true;
                } else {
                    me.runTaken();
                    if (deferred) {
                        vacantSince = NO_VACANCY;
                        vacated = true;
                    }
                }
            } else {
                follow(done, deadline, me, steppedDown);
                steppedDown = false;
            }
        }
        if (vacated && !leadership.isLocked()) {
            promoteFollower(); // leaving without taking back the leadership a deferral left vacant
        }
    }

    /**
     * Decides, as leader about to run a request, to keep the followers asleep: when a delay is
     * set and requests have not overlapped lately. Marks the vacancy and makes sure the first
     * follower watches it.
     */
    private boolean deferPromotion() {
        if (promotionDelayNanos == 0) {
            return false;
        }
        long now = System.nanoTime();
        if (!ready.isEmpty() || !withBuffered.isEmpty()) {
            eagerUntil = now + EAGER_AFTER_OVERLAP_NANOS;
            return false;
        }
        if (now - eagerUntil < 0) {
            return false;
        }
        lastDeferral = now;
        vacantSince = now;
        // pairs with followWait: it clears watching before reading lastDeferral
        Participant first = followers.head();
        if (first != null && !first.watching) {
            wake(first);
        }
        return true;
    }

    /**
     * Parks until promoted, the vacancy it watches runs out, or the condition or deadline may
     * have changed. A pool thread that made way for a caller parks once even if the caller has
     * not taken leadership yet, so it does not race the caller for it.
     */
    private void follow(BooleanSupplier done, long deadline, Participant me, boolean steppedDown) {
        if (me.poolThread) {
            followers.addLast(me);
        } else {
            followingCallers.incrementAndGet();
            followers.addFirst(me); // callers lead first: their reply then needs no hand-off
            selector.wakeup(); // a pool leader now sees us following and steps down (see lead)
        }
        try {
            // re-checked after enqueueing: a leader that left meanwhile has promoted us or nobody
            while (!done.getAsBoolean() && !closed && !interrupted(me)) {
                long wait = Math.min(remaining(deadline), steppedDown ? MAX_PARK_NANOS : followWait(me));
                if (wait <= 0) {
                    return;
                }
                LockSupport.parkNanos(this, wait);
                if (steppedDown) {
                    return;
                }
            }
        } finally {
            me.watching = false;
            followers.remove(me);
            if (!me.poolThread) {
                followingCallers.decrementAndGet();
            }
        }
    }

    /**
     * How long a follower parks before looking again: 0 when it should take the leadership now
     * (free, and not a deferral younger than the delay); the rest of a young vacancy or the
     * delay itself for the first follower while deferrals happen (it watches them); else long.
     */
    private long followWait(Participant me) {
        boolean first = promotionDelayNanos > 0 && followers.isHead(me);
        if (!leadership.isLocked()) {
            long since = vacantSince;
            if (since == NO_VACANCY) {
                return 0;
            }
            long left = promotionDelayNanos - (System.nanoTime() - since);
            if (left <= 0) {
                return 0;
            }
            me.watching = first;
            return first ? left : MAX_PARK_NANOS;
        }
        me.watching = false;
        // pairs with deferPromotion: it writes lastDeferral before reading watching
        if (first && System.nanoTime() - lastDeferral < WATCH_AFTER_DEFERRAL_NANOS) {
            me.watching = true;
            return promotionDelayNanos;
        }
        return MAX_PARK_NANOS;
    }

    /**
     * Whether {@code me} is a caller whose thread was interrupted: its wait ends (selecting and
     * parking return at once while the flag is set, so it would spin). Pool threads go on.
     */
    private static boolean interrupted(Participant me) {
        return !me.poolThread && me.thread.isInterrupted();
    }

    /** Nanoseconds left until {@code deadline}; without overflow for {@link #NO_DEADLINE}. */
    private static long remaining(long deadline) {
        return deadline == NO_DEADLINE ? Long.MAX_VALUE : deadline - System.nanoTime();
    }

    private void promoteFollower() {
        Participant next = followers.head();
        if (next != null) {
            wake(next);
        }
    }

    /** Unparks a follower, counted in {@link #wakeUps}. */
    private void wake(Participant follower) {
        wakeUps.increment();
        LockSupport.unpark(follower.thread);
    }

    /**
     * As leader: waits for a message and leaves a request to run in {@code me}, or returns when
     * this thread should stop leading (its condition holds, the deadline passed). Replies and
     * other inline messages are handled here.
     *
     * @return whether a pool thread steps down to make way for a waiting caller
     */
    private boolean lead(BooleanSupplier done, long deadline, Participant me) {
        try {
            while (!done.getAsBoolean() && !closed && !interrupted(me)) {
                if (me.poolThread && followingCallers.get() > 0) {
                    return true;
                }
                if (takeBuffered(done, me) || takeReady(done, me) || done.getAsBoolean()) {
                    return false;
                }
                long remaining = remaining(deadline);
                if (remaining <= 0) {
                    return false;
                }
                registerNewSources();
                if (!withBuffered.isEmpty()) {
                    continue;
                }
                selector.select(collectReady,
                        Math.max(1, Math.min(MAX_SELECT_MILLIS, TimeUnit.NANOSECONDS.toMillis(remaining))));
            }
        } catch (IOException | ClosedSelectorException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.WARNING, "selector failed", e);
            }
        }
        return false;
    }

    private boolean takeBuffered(BooleanSupplier done, Participant me) {
        MessageSource<?> source;
        while (!done.getAsBoolean() && (source = withBuffered.poll()) != null) {
            if (take(source, null, me)) {
                return true;
            }
        }
        return false;
    }

    /** Reads the ready sources; stops once {@code done} holds, leaving the rest to the next leader. */
    private boolean takeReady(BooleanSupplier done, Participant me) {
        SelectionKey key;
        while (!done.getAsBoolean() && (key = ready.poll()) != null) {
            if (key.isValid() && take((MessageSource<?>) key.attachment(), key, me)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads from {@code source}; handles an inline message here, leaves a request in {@code me}.
     *
     * @return whether a request was taken
     */
    private <M> boolean take(MessageSource<M> source, SelectionKey key, Participant me) {
        M message;
        try {
            message = source.poll();
        } catch (IOException | RuntimeException e) {
            if (key != null) {
                key.cancel();
            }
            source.readFailed(e);
            return false;
        }
        if (message == null) {
            return false;
        }
        if (source.hasBuffered()) {
            withBuffered.add(source);
        }
        if (source.handlesInline(message)) {
            handle(source, message);
            return false;
        }
        me.taken(source, message);
        return true;
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
        directReads.moveAll(); // wakes callers waiting their turn; a reading one ends with its channel
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

    @Override
    public long wakeUps() {
        return wakeUps.sum();
    }

    static <M> void handle(MessageSource<M> source, M message) {
        try {
            source.handle(message);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Unhandled failure while handling a message from " + source.name(), e);
        }
    }

    /**
     * A thread taking part in the set, one per thread and reused by every wait of it: whether it
     * is a pool thread, the request it took as leader, and its links in {@link Followers}.
     */
    private static final class Participant {
        final Thread thread = Thread.currentThread();
        boolean poolThread;
        private MessageSource<Object> takenSource;
        private Object takenMessage;
        Participant previous;
        Participant next;
        boolean following;
        /** Whether it parks shortly, as first follower watching deferrals; read by leaders. */
        volatile boolean watching;

        @SuppressWarnings("unchecked")
        <M> void taken(MessageSource<M> source, M message) {
            takenSource = (MessageSource<Object>) source;
            takenMessage = message;
        }

        boolean hasTaken() {
            return takenSource != null;
        }

        /** Runs the request taken as leader, if any; a nested wait of this thread may take another. */
        void runTaken() {
            MessageSource<Object> source = takenSource;
            Object message = takenMessage;
            takenSource = null;
            takenMessage = null;
            if (source != null) {
                handle(source, message);
            }
        }
    }

    /**
     * The parked followers in promotion order, linked through the participants themselves so that
     * following allocates nothing. Guarded by its monitor.
     */
    private static final class Followers {
        private Participant head;
        private Participant tail;

        synchronized void addFirst(Participant p) {
            p.following = true;
            p.previous = null;
            p.next = head;
            if (head == null) {
                tail = p;
            } else {
                head.previous = p;
            }
            head = p;
        }

        synchronized void addLast(Participant p) {
            p.following = true;
            p.next = null;
            p.previous = tail;
            if (tail == null) {
                head = p;
            } else {
                tail.next = p;
            }
            tail = p;
        }

        synchronized void remove(Participant p) {
            if (!p.following) {
                return;
            }
            p.following = false;
            if (p.previous == null) {
                head = p.next;
            } else {
                p.previous.next = p.next;
            }
            if (p.next == null) {
                tail = p.previous;
            } else {
                p.next.previous = p.previous;
            }
            p.previous = null;
            p.next = null;
        }

        synchronized Participant head() {
            return head;
        }

        synchronized boolean isHead(Participant p) {
            return head == p;
        }
    }
}
