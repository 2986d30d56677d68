package org.peregrine.threading;

import java.io.IOException;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;

/**
 * The client connections of a leader/follower set that serves no connection yet, each read by
 * its own waiting callers with blocking reads instead of through the set's selector (what TAO
 * calls waiting on read). A lone caller's round trip then costs one {@code write} and one {@code
 * read} system call, without the selector's {@code epoll_wait} and key bookkeeping.
 *
 * <p>While the set serves no connection, nothing but replies can arrive for a waiting caller to
 * handle, so reading its own connection keeps the leader/follower promise (Hicks §5.5). Once the
 * set starts serving requests, every source here moves to the selector: at once if nobody reads
 * it, else by its reader after its current read (the pool threads serve the requests meanwhile).
 * A caller with a deadline moves its source too, since a blocking read cannot time out.
 *
 * <p>Per source, callers take turns: one reads (holding {@link Direct#reading}) and hands each
 * reply it reads to its caller; the others park until their reply came or the reader left.
 *
 * <p>Interrupts: java.nio closes a channel whose reading thread is interrupted. A caller already
 * interrupted does not start a read: it leaves, with its interrupt flag set, for the strategy to
 * end its wait; one interrupted while it reads loses the connection, and every caller on it gets
 * its failure.
 */
final class DirectReads {

    private final Map<MessageSource<?>, Direct> sources = new ConcurrentHashMap<>();
    private final Consumer<MessageSource<?>> toSelector;
    private final SpinningReads spinning;
    /** Set once the set serves requests (or closes): nothing new is read directly. */
    private volatile boolean ended;

    /**
     * @param toSelector switches a source to non-blocking mode and has the selector watch it
     * @param spinning how a reader polls before it blocks
     */
    DirectReads(Consumer<MessageSource<?>> toSelector, SpinningReads spinning) {
        this.toSelector = toSelector;
        this.spinning = spinning;
    }

    /**
     * Takes {@code source}, whose channel is in blocking mode, to be read by its callers, unless
     * the set already serves requests.
     *
     * @return whether it was taken; if not, the selector must watch it
     */
    boolean adopt(MessageSource<?> source) {
        if (ended) {
            return false;
        }
        sources.values().removeIf(direct -> !direct.source.channel().isOpen()); // closed while idle
        Direct direct = new Direct(source);
        sources.put(source, direct);
        if (ended) {
            moveWhenFree(direct); // raced with moveAll, which may have missed it
        }
        return true;
    }

    /**
     * Moves every source to the selector, now or after its reader's current read, and reads
     * nothing directly from now on: when the set starts serving requests, or closes.
     */
    void moveAll() {
        ended = true;
        sources.values().forEach(this::moveWhenFree);
    }

    /**
     * Has {@code source} read through the selector from now on: at once if nobody reads it,
     * else by its reader after its current read. For replies no caller blocks on (deferred
     * requests), which a poll must read without blocking and any waiting thread must see.
     */
    void release(MessageSource<?> source) {
        Direct direct = sources.get(source);
        if (direct != null) {
            direct.released = true;
            moveWhenFree(direct);
        }
    }

    /**
     * Waits for {@code waiter}'s reply by reading {@code source} directly, if it is read so.
     *
     * @param deadline a {@link System#nanoTime} or {@link LeaderFollowerStrategy#NO_DEADLINE}
     * @return whether the wait is over (reply or failure); {@code false} when the source is read
     *     through the selector (now), the deadline passed or the thread is interrupted, and the
     *     caller goes on waiting there (or gives up)
     */
    boolean await(MessageSource<?> source, PendingReplies.Waiter<?> waiter, long deadline) {
        Direct direct = sources.get(source);
        if (direct == null) {
            return false;
        }
        Thread me = Thread.currentThread();
        boolean queued = false;
        try {
            while (!waiter.isDone()) {
                if (direct.reading.tryLock()) {
                    if (queued) {
                        direct.waiting.remove(me);
                        queued = false;
                    }
                    try {
                        if (!read(direct, waiter, deadline)) {
                            return false;
                        }
                    } finally {
                        leave(direct);
                    }
                } else if (direct.gone || me.isInterrupted()) {
                    return false;
                } else if (!queued) {
                    direct.waiting.add(me);
                    queued = true; // and look at the lock again: its holder may have left meanwhile
                } else {
                    if (deadline == LeaderFollowerStrategy.NO_DEADLINE) {
                        LockSupport.park(this);
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0) {
                            return false;
                        }
                        LockSupport.parkNanos(this, left);
                    }
                }
            }
            return true;
        } finally {
            if (queued) {
                direct.waiting.remove(me);
                if (!direct.reading.isLocked()) {
                    wakeNext(direct); // a leaving reader may have woken this thread to read next
                }
            }
        }
    }

    /**
     * As the source's reader: reads and handles messages until the waiter is done.
     *
     * @return whether the waiter is done; {@code false} when the source left direct reading or
     *     the thread is interrupted
     */
    private <M> boolean read(Direct direct, PendingReplies.Waiter<?> waiter, long deadline) {
        @SuppressWarnings("unchecked")
        MessageSource<M> source = (MessageSource<M>) direct.source;
        while (!waiter.isDone()) {
            if (direct.gone || Thread.currentThread().isInterrupted()) {
                return false; // reading now would close the channel
            }
            if (ended || direct.released || deadline != LeaderFollowerStrategy.NO_DEADLINE) {
                move(direct);
                return false;
            }
            M message;
            try {
                message = spinning.read(source, direct.polling); // blocks: the channel is in blocking mode
            } catch (IOException | RuntimeException e) {
                forget(direct);
                source.readFailed(e); // fails the waiting callers
                return waiter.isDone();
            }
            if (message != null) {
                LeaderFollowerStrategy.handle(source, message);
            }
        }
        return true;
    }

    private void moveWhenFree(Direct direct) {
        if (direct.reading.tryLock()) {
            leave(direct); // moves it
        }
    }

    /** Hands the source to the selector; its reader's lock is held. */
    private void move(Direct direct) {
        if (!direct.gone) {
            forget(direct);
            toSelector.accept(direct.source);
        }
    }

    /** Ends direct reading of the source and wakes its parked callers to wait elsewhere. */
    private void forget(Direct direct) {
        direct.gone = true;
        sources.remove(direct.source, direct);
        direct.waiting.forEach(LockSupport::unpark);
    }

    /**
     * Gives up reading and wakes the caller that waits longest, to read next; moves the source
     * first if direct reading has ended meanwhile, for all sources or this one.
     */
    private void leave(Direct direct) {
        if (ended || direct.released) {
            move(direct);
        }
        direct.reading.unlock();
        wakeNext(direct);
    }

    private static void wakeNext(Direct direct) {
        Thread next = direct.waiting.peek();
        if (next != null) {
            LockSupport.unpark(next);
        }
    }

    /** One source read directly: who reads it, who waits their turn, whether it left. */
    private static final class Direct {
        final MessageSource<?> source;
        final ReentrantLock reading = new ReentrantLock();
        final Queue<Thread> waiting = new ConcurrentLinkedQueue<>();
        /** Whether its readers' polling before they block paid off lately; used by the reader. */
        final SpinningReads.History polling = new SpinningReads.History();
        /** Moved to the selector, or failed: callers wait elsewhere. */
        volatile boolean gone;
        /** To move to the selector after the current read ({@link #release}). */
        volatile boolean released;

        Direct(MessageSource<?> source) {
            this.source = source;
        }
    }
}
