package org.peregrine.threading;

import java.util.Collection;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Predicate;

/**
 * Waits until a thread parks where a test needs it, told by the blocker it parks with: how a test
 * knows that a follower or a caller waits its turn, without sleeping for it.
 */
final class Parking {

    private Parking() {
    }

    /** Returns once one of {@code threads} is parked with a blocker {@code blocker} accepts. */
    static void awaitParked(Collection<Thread> threads, Predicate<Object> blocker) {
        while (threads.stream().noneMatch(thread -> blocker.test(LockSupport.getBlocker(thread)))) {
            Thread.yield();
        }
    }
}
