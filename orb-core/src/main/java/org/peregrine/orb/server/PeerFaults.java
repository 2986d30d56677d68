package org.peregrine.orb.server;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The messages an ORB's server refused with MessageError (CORBA 3.0 §15.4.8: a message it cannot
 * frame, a header it cannot read, a type or a size it does not take), counted, and logged so that
 * no peer can flood the log: one INFO line at most every {@value #INFO_INTERVAL_SECONDS} seconds,
 * saying how many were refused since the last, the others at DEBUG; never a stack trace, since a
 * peer's bad input is not a failure of this ORB. Thread-safe.
 */
public final class PeerFaults {

    static final int INFO_INTERVAL_SECONDS = 10;
    private static final long INFO_INTERVAL_NANOS = INFO_INTERVAL_SECONDS * 1_000_000_000L;

    private final System.Logger log;
    private final LongSupplier nanoClock;
    private final LongAdder refused = new LongAdder();
    /** When the last INFO line was logged. */
    private final AtomicLong lastInfo;
    /** {@link #refused} when the last INFO line was logged. */
    private final AtomicLong refusedAtLastInfo = new AtomicLong();

    public PeerFaults() {
        this(System.getLogger(PeerFaults.class.getName()), System::nanoTime);
    }

    PeerFaults(System.Logger log, LongSupplier nanoClock) {
        this.log = log;
        this.nanoClock = nanoClock;
        this.lastInfo = new AtomicLong(nanoClock.getAsLong() - INFO_INTERVAL_NANOS); // the first is logged
    }

    /** Counts and logs a message from {@code peer} refused with MessageError because of {@code reason}. */
    public void refused(String peer, String reason) {
        refused.increment();
        String line = "refused a message from " + peer + " with MessageError and closed the connection: " + reason;
        long now = nanoClock.getAsLong();
        long last = lastInfo.get();
        if (now - last >= INFO_INTERVAL_NANOS && lastInfo.compareAndSet(last, now)) {
            long total = refused.sum();
            long before = refusedAtLastInfo.getAndSet(total);
            log.log(System.Logger.Level.INFO, line + " (" + (total - before) + " refused since the last such line, "
                    + total + " in all; the next " + INFO_INTERVAL_SECONDS + " s are logged at DEBUG)");
        } else {
            log.log(System.Logger.Level.DEBUG, line);
        }
    }

    /** The messages refused so far. */
    public long refusedCount() {
        return refused.sum();
    }
}
