package org.peregrine.bench.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;

/**
 * The client's count of calls completed and calls failed, per {@link CallKind}, which its callers
 * add to and the minute loop reads as one {@link MinuteCalls} per kind per minute: what was added
 * since the last reading. Adding is thread-safe; reading is for one thread.
 */
final class CallCounters {

    private final LongAdder[] completed = new LongAdder[CallKind.values().length];
    /** Exact, unlike an adder, so that each failure knows its ordinal (the first few are logged). */
    private final AtomicLongArray failed = new AtomicLongArray(CallKind.values().length);
    private final long[] completedRead = new long[completed.length];
    private final long[] failedRead = new long[completed.length];

    CallCounters() {
        for (int i = 0; i < completed.length; i++) {
            completed[i] = new LongAdder();
        }
    }

    void completed(CallKind kind) {
        completed[kind.ordinal()].increment();
    }

    /** Counts a failed call of {@code kind} and returns how many of that kind have failed so far. */
    long failed(CallKind kind) {
        return failed.incrementAndGet(kind.ordinal());
    }

    /** Per kind, the calls completed and failed since the last reading, as minute {@code minute}'s. */
    List<MinuteCalls> readMinute(int minute) {
        List<MinuteCalls> counts = new ArrayList<>();
        for (CallKind kind : CallKind.values()) {
            int i = kind.ordinal();
            long completedNow = completed[i].sum();
            long failedNow = failed.get(i);
            counts.add(new MinuteCalls(minute, kind, completedNow - completedRead[i], failedNow - failedRead[i]));
            completedRead[i] = completedNow;
            failedRead[i] = failedNow;
        }
        return counts;
    }
}
