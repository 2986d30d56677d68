package org.peregrine.orb;

/**
 * A snapshot of what an ORB holds, for monitoring and for tests that check nothing leaks.
 *
 * @param clientConnections open connections this ORB made
 * @param serverConnections open connections accepted by this ORB
 * @param listening whether the ORB listens for connections
 * @param activeBuffers pooled buffers allocated and not yet released
 * @param usedPooledMemory bytes of memory the ORB's buffer pool holds (direct and heap)
 * @param threads the ORB's threads alive (readers, workers, leaders and followers, acceptor)
 * @param repliesDelivered replies handed to waiting callers so far
 * @param repliesHandedOff of those, the ones read by another thread than their caller's (each
 *     cost a thread wake-up; leader/follower avoids them)
 * @param threadWakeUps times the ORB woke or started one of its threads to lead or to run a
 *     request: follower promotions under leader/follower, hand-offs to workers under the worker
 *     pool (see {@code peregrine.threads.promotionDelay})
 * @param requestsFinished requests this ORB's server has read and is done with: their reply
 *     written, or dropped (a oneway request, a cancelled one)
 * @param messagesRefused messages this ORB's server refused with MessageError and closed the
 *     connection for (a peer's malformed or forbidden message, or one past a limit)
 * @param connectionsRefused connections this ORB's server refused with CloseConnection because it
 *     held {@code peregrine.server.maxConnections}
 * @param connectionsClosedUnread connections this ORB closed because their peer left more than
 *     {@code peregrine.giop.maxQueuedBytes} of messages unread when another was to start
 * @param connectionsClosedLate connections this ORB's server closed because a message's body did
 *     not come within {@code peregrine.server.messageTimeoutMillis} of its header
 * @param requestsCancelled requests this ORB's server read whose client cancelled them while in
 *     progress (CancelRequest)
 * @param connectionsCutOff connections whose client closed them inside a message or before a
 *     request's last Fragment
 * @param tlsFailures TLS connections this ORB's server closed because their handshake failed or
 *     took over {@code peregrine.ssl.handshakeTimeoutMillis}, or a record failed its integrity
 *     check
 */
public record OrbStatistics(int clientConnections, int serverConnections, boolean listening, long activeBuffers,
        long usedPooledMemory, int threads, long repliesDelivered, long repliesHandedOff, long threadWakeUps,
        long requestsFinished, long messagesRefused, long connectionsRefused,
        long connectionsClosedUnread, long connectionsClosedLate, long requestsCancelled, long connectionsCutOff,
        long tlsFailures) {
}
