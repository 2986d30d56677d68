package org.peregrine.threading;

import java.util.concurrent.locks.LockSupport;

/**
 * The followers of a leader/follower set in promotion order: the threads parked until a leader
 * gives up the leadership, the first of them the one it wakes. The strategy adds callers at the
 * front, so that one waiting for a reply leads next and reads its reply itself, and pool threads
 * at the back.
 *
 * <p>The followers are linked through themselves ({@link Follower}), so that following allocates
 * nothing. Guarded by its monitor; waking a follower happens outside it.
 */
final class FollowerSet {

    private Follower first;
    private Follower last;

    /** A thread that may follow: its links in the set, and whether it watches a vacancy. */
    static class Follower {
        final Thread thread;
        private Follower previous;
        private Follower next;
        private boolean following;
        /**
         * Whether it parks shortly, as the first follower watching for a vacant leadership
         * ({@link PromotionTiming}); written by itself, read by a leader that leaves the
         * leadership vacant, which wakes the first follower unless it watches already.
         */
        volatile boolean watching;

        Follower(Thread thread) {
            this.thread = thread;
        }
    }

    /** Adds {@code follower} to lead next, before every follower present. */
    synchronized void addFirst(Follower follower) {
        follower.following = true;
        follower.previous = null;
        follower.next = first;
        if (first == null) {
            last = follower;
        } else {
            first.previous = follower;
        }
        first = follower;
    }

    /** Adds {@code follower} to lead after every follower present. */
    synchronized void addLast(Follower follower) {
        follower.following = true;
        follower.next = null;
        follower.previous = last;
        if (last == null) {
            first = follower;
        } else {
            last.next = follower;
        }
        last = follower;
    }

    /** Takes {@code follower} out of the set, if it is in it; it watches no more. */
    synchronized void remove(Follower follower) {
        follower.watching = false;
        if (!follower.following) {
            return;
        }
        follower.following = false;
        if (follower.previous == null) {
            first = follower.next;
        } else {
            follower.previous.next = follower.next;
        }
        if (follower.next == null) {
            last = follower.previous;
        } else {
            follower.next.previous = follower.previous;
        }
        follower.previous = null;
        follower.next = null;
    }

    /** The follower to lead next, or {@code null} if none follows. */
    synchronized Follower first() {
        return first;
    }

    synchronized boolean isFirst(Follower follower) {
        return first == follower;
    }

    /**
     * Wakes the first follower to take the leadership a leader gave up.
     *
     * @return the follower woken, or {@code null} if none follows
     */
    Follower promoteFirst() {
        Follower next = first();
        if (next != null) {
            LockSupport.unpark(next.thread);
        }
        return next;
    }

    /**
     * Wakes the first follower to watch the leadership a leader left vacant, unless it watches
     * already.
     *
     * @return the follower woken, or {@code null} if none was
     */
    Follower wakeFirstToWatch() {
        Follower next = first();
        if (next == null || next.watching) {
            return null;
        }
        LockSupport.unpark(next.thread);
        return next;
    }
}
