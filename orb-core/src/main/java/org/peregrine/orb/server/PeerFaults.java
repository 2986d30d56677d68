package org.peregrine.orb.server;

import java.util.function.LongSupplier;

/**
 * What peers made an ORB's server refuse, counted for its statistics and logged at a limited rate
 * ({@link RateLimitedLog}): messages refused with MessageError (CORBA 3.0 §15.4.8: a message it
 * cannot frame, a header it cannot read, a type or a size it does not take), logged at INFO, and
 * connections refused at the connection limit, logged at WARNING since the limit may be too low.
 * Thread-safe.
 */
public final class PeerFaults {

    private final RateLimitedLog refusedMessages;
    private final RateLimitedLog refusedConnections;

    public PeerFaults() {
        this(System.getLogger(PeerFaults.class.getName()), System::nanoTime);
    }

    PeerFaults(System.Logger log, LongSupplier nanoClock) {
        this.refusedMessages = new RateLimitedLog(log, System.Logger.Level.INFO, nanoClock);
        this.refusedConnections = new RateLimitedLog(log, System.Logger.Level.WARNING, nanoClock);
    }

    /** Counts and logs a message from {@code peer} refused with MessageError because of {@code reason}. */
    public void refused(String peer, String reason) {
        refusedMessages.event("refused a message from " + peer + " with MessageError and closed the connection: "
                + reason);
    }

    /** Counts and logs a connection from {@code peer} refused because the server holds {@code limit}. */
    public void refusedConnection(String peer, int limit) {
        refusedConnections.event("refused a connection from " + peer + " with CloseConnection: the server holds "
                + limit + " connections, its limit (peregrine.server.maxConnections)");
    }

    /** The messages refused so far. */
    public long refusedCount() {
        return refusedMessages.count();
    }

    /** The connections refused at the limit so far. */
    public long refusedConnectionCount() {
        return refusedConnections.count();
    }
}
