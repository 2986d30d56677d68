package org.peregrine.bench.soak;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One of the client's callers: makes its {@link CallKind#cycle} of calls over and over until
 * stopped, counting each call completed or failed. A failure does not stop it: its first
 * {@link #LOGGED_FAILURES} of each kind (across all callers) are printed with their stack traces,
 * and the caller pauses {@link #PAUSE_AFTER_FAILURE_MILLIS} before going on, so that a server that
 * is gone makes a countable trickle of failures, not a storm.
 */
final class Caller implements Runnable {

    static final int LOGGED_FAILURES = 5;
    static final long PAUSE_AFTER_FAILURE_MILLIS = 100;

    private final List<CallKind> cycle;
    private final Map<CallKind, Runnable> calls = new EnumMap<>(CallKind.class);
    private final CallCounters counters;
    private final MinuteClock clock;
    private final PrintStream log;
    private volatile boolean stopped;

    Caller(SoakTargets targets, List<CallKind> cycle, CallCounters counters, MinuteClock clock, PrintStream log) {
        this.cycle = cycle;
        for (CallKind kind : cycle) {
            calls.computeIfAbsent(kind, targets::call);
        }
        this.counters = counters;
        this.clock = clock;
        this.log = log;
    }

    @Override
    public void run() {
        for (int next = 0; !stopped; next = (next + 1) % cycle.size()) {
            CallKind kind = cycle.get(next);
            try {
                calls.get(kind).run();
                counters.completed(kind);
            } catch (Throwable failure) {
                failed(kind, failure);
            }
        }
    }

    /** Ends the loop after the call in progress. */
    void stop() {
        stopped = true;
    }

    private void failed(CallKind kind, Throwable failure) {
        if (counters.failed(kind) <= LOGGED_FAILURES) {
            // one lock for the line and its trace, so that other callers' lines do not cut in
            synchronized (log) {
                log.println(CallError.of(clock.now(), kind, failure).line());
                failure.printStackTrace(log);
            }
        }
        try {
            Thread.sleep(PAUSE_AFTER_FAILURE_MILLIS);
        } catch (InterruptedException e) {
            stopped = true;
            Thread.currentThread().interrupt();
        }
    }
}
