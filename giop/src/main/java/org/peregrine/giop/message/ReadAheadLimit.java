package org.peregrine.giop.message;

import java.util.concurrent.atomic.AtomicLong;

/**
 * How many octets of Fragments one connection holds that arrived ahead of the threads reading
 * their messages ({@link IncomingFragments}), against a limit: a message whose next Fragment
 * would pass it ends there, failed, and the others go on. Thread-safe.
 */
public final class ReadAheadLimit {

    private final long limit;
    private final AtomicLong queued = new AtomicLong();

    /** @param limit the most octets queued ahead of their readers at once */
    public ReadAheadLimit(long limit) {
        this.limit = limit;
    }

    public long limit() {
        return limit;
    }

    /** Counts {@code octets} more queued, unless that would pass the limit; whether it did. */
    boolean tryAdd(long octets) {
        long now;
        do {
            now = queued.get();
            if (now + octets > limit) {
                return false;
            }
        } while (!queued.compareAndSet(now, now + octets));
        return true;
    }

    /** Counts {@code octets} taken by their reader or released. */
    void remove(long octets) {
        queued.addAndGet(-octets);
    }

    /** The octets queued now. */
    public long queued() {
        return queued.get();
    }
}
