package org.peregrine.orb.server;

import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import org.peregrine.giop.transport.BacklogLimitException;

/**
 * What peers made an ORB's server refuse, counted for its statistics and logged at a limited rate
 * ({@link RateLimitedLog}): messages refused with MessageError (CORBA 3.0 §15.4.8: a message it
 * cannot frame, a header it cannot read, a type or a size it does not take), logged at INFO, and
 * connections refused at the connection limit, and connections closed because their peer left
 * more than the limit of messages unread; both logged at WARNING since the limit may be too low;
 * and connections closed because a message's body did not come in time or TLS failed, logged at
 * INFO. What a
 * peer may do but that ends work early (a request cancelled, a connection closed inside a
 * message) is counted and logged at DEBUG.
 * Thread-safe.
 */
public final class PeerFaults {

    private final RateLimitedLog refusedMessages;
    private final RateLimitedLog refusedConnections;
    private final RateLimitedLog unreadOutput;
    private final RateLimitedLog lateMessages;
    private final RateLimitedLog tlsFailures;
    private final System.Logger log;
    private final LongAdder cancelledRequests = new LongAdder();
    private final LongAdder cutOffConnections = new LongAdder();

    public PeerFaults() {
        this(System.getLogger(PeerFaults.class.getName()), System::nanoTime);
    }

    PeerFaults(System.Logger log, LongSupplier nanoClock) {
        this.refusedMessages = new RateLimitedLog(log, System.Logger.Level.INFO, nanoClock);
        this.refusedConnections = new RateLimitedLog(log, System.Logger.Level.WARNING, nanoClock);
        this.unreadOutput = new RateLimitedLog(log, System.Logger.Level.WARNING, nanoClock);
        this.lateMessages = new RateLimitedLog(log, System.Logger.Level.INFO, nanoClock);
        this.tlsFailures = new RateLimitedLog(log, System.Logger.Level.INFO, nanoClock);
        this.log = log;
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

    /**
     * Counts and logs a connection closed because its peer left too much unread ({@code
     * overflow} says how much, and the limit).
     */
    public void closedUnread(BacklogLimitException overflow) {
        unreadOutput.event("closed a connection: " + overflow.getMessage()
                + " (peregrine.giop.maxQueuedBytes); its peer does not read what it is sent");
    }

    /**
     * Counts and logs a connection from {@code peer} closed because a write to it took none of
     * the peer's reading for the idle timeout, {@code idleMillis}.
     */
    public void closedStalled(String peer, int idleMillis) {
        unreadOutput.event("closed the connection from " + peer + ": it read nothing of a reply for about "
                + idleMillis + " ms (peregrine.server.idleTimeoutMillis); its peer does not read what it is sent");
    }

    /** Counts and logs a connection from {@code peer} closed because a message's body took over {@code timeoutMillis}. */
    public void lateMessage(String peer, int timeoutMillis) {
        lateMessages.event("closed the connection from " + peer + ": a message's body did not come within "
                + timeoutMillis + " ms of its header (peregrine.server.messageTimeoutMillis)");
    }

    /**
     * Counts and logs a TLS connection from {@code peer} closed because of {@code cause}: its
     * handshake failed (a certificate not trusted, no common protocol, a peer that did not finish
     * within peregrine.ssl.handshakeTimeoutMillis, one that does not speak TLS), or a record
     * failed its integrity check.
     */
    public void tlsFailed(String peer, Throwable cause) {
        tlsFailures.event("closed the TLS connection from " + peer + ": " + cause);
    }

    /**
     * Counts a request that {@code peer} cancelled while it was in progress (CORBA 3.0 §15.4.4: a
     * client's right, not a fault), logged at DEBUG.
     */
    public void cancelled(String peer, int requestId) {
        cancelledRequests.increment();
        log.log(System.Logger.Level.DEBUG, () -> peer + " cancelled request " + requestId);
    }

    /**
     * Counts a connection that {@code peer} closed inside a message or before a request's last
     * Fragment (what it had sent of it is dropped), logged at DEBUG: one line per connection.
     */
    public void cutOff(String peer, Throwable cause) {
        cutOffConnections.increment();
        log.log(System.Logger.Level.DEBUG, () -> "connection from " + peer + " closed inside a message: " + cause);
    }

    /** The requests cancelled while in progress so far. */
    public long cancelledCount() {
        return cancelledRequests.sum();
    }

    /** The connections closed inside a message so far. */
    public long cutOffCount() {
        return cutOffConnections.sum();
    }

    /** The messages refused so far. */
    public long refusedCount() {
        return refusedMessages.count();
    }

    /** The connections closed so far because their peer left more than the limit unread. */
    public long closedUnreadCount() {
        return unreadOutput.count();
    }

    /** The connections closed so far because a message's body came too late. */
    public long lateMessageCount() {
        return lateMessages.count();
    }

    /** The TLS connections closed so far because their handshake or a record failed. */
    public long tlsFailureCount() {
        return tlsFailures.count();
    }

    /** The connections refused at the limit so far. */
    public long refusedConnectionCount() {
        return refusedConnections.count();
    }
}
