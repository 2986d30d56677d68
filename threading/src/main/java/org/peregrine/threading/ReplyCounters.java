package org.peregrine.threading;

import java.util.concurrent.atomic.LongAdder;

/**
 * Counts replies delivered to waiting callers, and how many crossed a thread: read by a thread
 * other than their caller, which then had to be woken (the hand-off leader/follower avoids).
 * Thread-safe.
 */
public final class ReplyCounters {

    private final LongAdder delivered = new LongAdder();
    private final LongAdder handedOff = new LongAdder();

    void delivered(boolean byCaller) {
        delivered.increment();
        if (!byCaller) {
            handedOff.increment();
        }
    }

    /** Replies delivered so far. */
    public long delivered() {
        return delivered.sum();
    }

    /** Replies read by another thread than their caller's. */
    public long handedOff() {
        return handedOff.sum();
    }
}
