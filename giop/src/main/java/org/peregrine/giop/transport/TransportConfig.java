package org.peregrine.giop.transport;

import org.peregrine.giop.message.PartSizes;

/**
 * Limits and timeouts of GIOP connections.
 *
 * @param maxMessageSize the largest message body accepted or reassembled, in bytes
 * @param maxFragmentedMessages the most GIOP 1.2 messages reassembled at once per connection
 * @param connectTimeoutMillis how long a connect may take
 * @param partSizes the size of the pooled buffers outgoing messages are written into (a
 *     message that outgrows one leaves in fragments in GIOP 1.1/1.2, a chain in 1.0) and the
 *     largest part sent
 * @param fragmentTimeoutMillis how long a server reading a request waits for each of its next
 *     Fragments; 0 for no limit
 * @param maxServerConnections the most connections a server holds at once; one more is refused
 * @param serverIdleTimeoutMillis how long a server keeps a connection on which no request is in
 *     progress and no message came; 0 for no limit
 * @param messageTimeoutMillis how long a server waits for a message's body once its header has
 *     come; 0 for no limit
 * @param maxQueuedBytes the most octets a connection may hold for a peer that does not read them
 *     when a message starts on it ({@link QueuedWrites}); more closes the connection
 */
public record TransportConfig(int maxMessageSize, int maxFragmentedMessages, int connectTimeoutMillis,
        PartSizes partSizes, int fragmentTimeoutMillis, int maxServerConnections, int serverIdleTimeoutMillis,
        int messageTimeoutMillis, int maxQueuedBytes) {
}
