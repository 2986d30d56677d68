package org.peregrine.giop.transport;

import java.io.IOException;

/**
 * A message was to start on a connection whose peer had left more than the limit of earlier
 * messages unread ({@link WriteBacklog}); the connection was closed.
 */
public final class BacklogLimitException extends IOException {

    private static final long serialVersionUID = 1L;

    private final long limit;

    BacklogLimitException(String peerName, long queued, long limit) {
        super(queued + " bytes of messages to " + peerName + " were still unread, over the limit of " + limit);
        this.limit = limit;
    }

    /** The most octets a connection may hold for its peer when a message starts. */
    public long limit() {
        return limit;
    }
}
