package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
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
 * The leader/follower pool (Schmidt et al.; Juric §5): one selector over all of an ORB's
 * connections, and threads that take turns as its leader. The leader waits for readiness, reads
 * a message; a reply it hands to its waiting caller and keeps leading; a request it runs itself,
 * after giving up leadership and promoting a follower ({@link FollowerSet}). No request crosses a
 * thread. When nothing else is ready, a leader may instead leave the leadership vacant while it
 * runs the request, waking nobody ({@link PromotionTiming}: deferred promotion).
 *
 * <p>A caller waiting for a reply joins the same set ({@link #await}): it leads or follows like a
 * pool thread, so it serves requests that arrive meanwhile (callbacks, Hicks §5.5), and call
 * chains re-entering the ORB never deadlock, even with one pool thread. Callers are preferred as
 * leaders (a pool leader steps down when a caller follows), so a lone caller reads its own reply:
 * no thread hand-off on its call's path. Pool threads start with the first source that accepts
 * requests. Until then the set serves nothing, and its client sources are read without the
 * selector, each by its own callers with blocking reads ({@link DirectReads}).
 *
 * <p>A caller that does not wait (the poll of a deferred request) may take a vacant leadership for
 * one non-blocking select ({@link #poll}).
 *
 * <p>Longer than most classes here: leading, following and polling share the leadership's
 * private state (selector, ready keys, followers), which splitting would expose.
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

    private final ThreadConfig config;
    private final int poolSize;
    private final Selector selector;
    private final ReentrantLock leadership = new ReentrantLock();
    private final FollowerSet followers = new FollowerSet();
    /** Keys the last select found ready and no leader has read yet; touched by the leader only. */
    private final ArrayDeque<SelectionKey> ready = new ArrayDeque<>();
    private final Consumer<SelectionKey> collectReady = ready::add;
    private final Queue<MessageSource<?>> toRegister = new ConcurrentLinkedQueue<>();
    private final Queue<MessageSource<?>> withBuffered = new ConcurrentLinkedQueue<>();
    private final AtomicInteger followingCallers = new AtomicInteger();
    private final AtomicInteger alive = new AtomicInteger();
    /** Leaderships given up while another thread could take them (see {@link #promoteFollower}). */
    private final LongAdder promotions = new LongAdder();
    private final List<Thread> pool = new ArrayList<>();
    private final ThreadLocal<Participant> participants = ThreadLocal.withInitial(Participant::new);
    private final DirectReads directReads;
    private final PromotionTiming timing;
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
        this(config, poolSize, new PromotionTiming(promotionDelayMicros, System::nanoTime), directReads);
    }

    /** With the promotion timing given, e.g. on a clock a test controls. */
    LeaderFollowerStrategy(ThreadConfig config, int poolSize, PromotionTiming timing, boolean directReads)
            throws IOException {
        if (poolSize < 1) {
            throw new IllegalArgumentException("pool size " + poolSize);
        }
        this.config = config;
        this.poolSize = poolSize;
        this.timing = timing;
        this.selector = Selector.open();
        this.directReads = new DirectReads(this::watch, new SpinningReads(config.spinMicros()));
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

    /**
     * Switches {@code source} to non-blocking mode and has the selector watch it; called by the
     * thread that reads it until then, if any.
     */
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
        if (source.hasBuffered()) {
            withBuffered.add(source); // read ahead by a direct reader: the selector will not report it
        }
        selector.wakeup();
    }

    /**
     * Starts the pool threads, once; from then on waiting callers read through the selector, and
     * the pool watches idle connections (a peer's close is noticed before the next call).
     */
    synchronized void startPool() {
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
        throw unfinished();
    }

    /**
     * {@inheritDoc} Here: if no other thread leads, the caller leads for one non-blocking select
     * and handles what it read, running a request itself as any leader would; while another
     * thread leads, that leader reads. Sources its callers read directly move to the selector.
     */
    @Override
    public boolean poll(Collection<? extends MessageSource<?>> sources, BooleanSupplier done) {
        if (done.getAsBoolean()) {
            return true;
        }
        sources.forEach(directReads::release);
        if (closed || !leadership.tryLock()) {
            return done.getAsBoolean();
        }
        Participant me = participants.get();
        try {
            timing.leadershipTaken();
            registerNewSources();
            if (ready.isEmpty() && withBuffered.isEmpty()) {
                selector.selectNow(collectReady);
            }
            if (!takeBuffered(done, me)) {
                takeReady(done, me);
            }
        } catch (IOException | ClosedSelectorException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.WARNING, "selector failed", e);
            }
        } finally {
            leadership.unlock();
            promoteFollower(me);
        }
        me.runTaken();
        return done.getAsBoolean();
    }

    /** {@inheritDoc} Here: the caller leads or follows as in {@link #await}. */
    @Override
    public void awaitAny(Collection<? extends MessageSource<?>> sources, BooleanSupplier done, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        sources.forEach(directReads::release);
        participate(done, timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis)
                : NO_DEADLINE);
        if (!done.getAsBoolean()) {
            throw unfinished();
        }
    }

    /**
     * Why a wait ended before its condition held: thrown for an interrupt or a closed strategy,
     * else returned (its time ran out).
     */
    private TimeoutException unfinished() throws InterruptedException, ExecutionException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        if (closed) {
            throw new ExecutionException(new IllegalStateException("the ORB's threads were stopped"));
        }
        return new TimeoutException();
    }

    /** Leads or follows until {@code done} holds, the deadline passes, or the strategy closes. */
    private void participate(BooleanSupplier done, long deadline) {
        Participant me = participants.get();
        boolean steppedDown = false;
        boolean vacated = false;
        while (!done.getAsBoolean() && !closed && !interrupted(me) && remaining(deadline) > 0) {
            vacated = false;
            if (!steppedDown && leadership.tryLock()) {
                timing.leadershipTaken();
                boolean stepDown;
                boolean deferred = false;
                boolean leftVacant = false;
                try {
                    stepDown = lead(done, deadline, me);
                    if (!stepDown && me.hasTaken()) {
                        deferred = deferPromotion();
                    } else if (!stepDown && me.runsDeferred) {
                        leftVacant = resumeVacancy();
                    }
                } finally {
                    leadership.unlock();
                    if (!deferred && !leftVacant) {
                        promoteFollower(me);
                    }
                }
                if (stepDown) {
                    steppedDown = true;
                } else if (deferred) {
                    runDeferred(me);
                    timing.vacancyEnded();
                    vacated = true;
                } else {
                    me.runTaken();
                }
            } else {
                follow(done, deadline, me, steppedDown);
                steppedDown = false;
            }
        }
        if (vacated && !leadership.isLocked()) {
            promoteFollower(me); // leaving without taking back the leadership a deferral left vacant
        }
    }

    /**
     * Decides, as leader about to run a request, to keep the followers asleep ({@link
     * PromotionTiming#deferPromotion}), and then makes sure the first follower watches the vacancy.
     */
    private boolean deferPromotion() {
        if (!timing.defers() || !timing.deferPromotion(!ready.isEmpty() || !withBuffered.isEmpty())) {
            return false;
        }
        followers.wakeFirstToWatch(); // pairs with followWait: it clears watching before reading the deferral
        return true;
    }

    /**
     * As the leader of a nested wait of a deferred request, done without taking a request: leaves
     * the leadership vacant again, as it was while the request ran, so that a request waiting for
     * its own Fragments or for a reply it reads itself wakes nobody ({@link
     * PromotionTiming#resumeVacancy}).
     */
    private boolean resumeVacancy() {
        if (!timing.resumeVacancy(!ready.isEmpty() || !withBuffered.isEmpty())) {
            return false;
        }
        followers.wakeFirstToWatch();
        return true;
    }

    /** Runs the request taken with the leadership left vacant; nested waits know it. */
    private static void runDeferred(Participant me) {
        boolean outer = me.runsDeferred;
        me.runsDeferred = true;
        try {
            me.runTaken();
        } finally {
            me.runsDeferred = outer;
        }
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
            followers.remove(me);
            if (!me.poolThread) {
                followingCallers.decrementAndGet();
            }
        }
    }

    /** How long a follower parks before looking again ({@link PromotionTiming#followWait}). */
    private long followWait(Participant me) {
        boolean first = timing.defers() && followers.isFirst(me);
        long wait = timing.followWait(me, first, !leadership.isLocked());
        return wait == PromotionTiming.UNTIL_PROMOTED ? MAX_PARK_NANOS : wait;
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

    /**
     * Gives up the leadership to the first follower. Counted as a promotion when a thread other
     * than {@code me} could take it (another pool thread, or a caller following), whether or not
     * it has parked yet: one on its way to park finds the leadership free and takes it.
     */
    private void promoteFollower(Participant me) {
        if (alive.get() > (me.poolThread ? 1 : 0) || followingCallers.get() > 0) {
            promotions.increment();
        }
        followers.promoteFirst();
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
        if (source.hasBuffered()) {
            withBuffered.add(source); // also after no message: a source may take one message and give none
        }
        if (message == null) {
            return false;
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

    /** {@inheritDoc} Here: the promotions and takeovers of {@link #handOffs()}. */
    @Override
    public long wakeUps() {
        return promotions.sum() + timing.takeovers();
    }

    /** The hand-offs of the leadership counted so far. */
    HandOffs handOffs() {
        return new HandOffs(promotions.sum(), timing.deferrals(), timing.takeovers());
    }

    /**
     * The hand-offs of the leadership, counted where the set decides them.
     *
     * @param promotions leaderships given up while another thread could take them: before each
     *     request a leader runs when it does not defer, and when a leader stops leading
     * @param deferrals requests run with the leadership left vacant, waking nobody
     * @param takeovers vacancies that outlasted the promotion delay, taken over by another
     *     thread (the follower watching them, or a caller arriving meanwhile)
     */
    record HandOffs(long promotions, long deferrals, long takeovers) {
    }

    static <M> void handle(MessageSource<M> source, M message) {
        try {
            source.handle(message);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Unhandled failure while handling a message from " + source.name(), e);
        }
    }
}
