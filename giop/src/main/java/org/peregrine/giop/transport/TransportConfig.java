package org.peregrine.giop.transport;

/**
 * Limits and timeouts of GIOP connections.
 *
 * @param maxMessageSize the largest message body accepted or reassembled, in bytes
 * @param maxFragmentedMessages the most GIOP 1.2 messages reassembled at once per connection
 * @param connectTimeoutMillis how long a connect may take
 */
public record TransportConfig(int maxMessageSize, int maxFragmentedMessages, int connectTimeoutMillis) {
}
