package org.peregrine.orb.client;

import io.netty.buffer.ByteBuf;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;

/**
 * A request being marshalled by a stub: where it goes and the buffer it is written into. Owned by
 * the calling thread; {@link ClientChannel#send} takes the buffer.
 */
final class ClientRequest implements AutoCloseable {

    private final ClientChannel channel;
    private final int requestId;
    private final ByteBuf message;
    private final int headerEnd;
    private final boolean responseExpected;
    private final CdrOutputStream body;
    private boolean sent;

    /**
     * @param message the pooled buffer holding the GIOP message so far, written by {@code writer}
     * @param headerEnd the writer index where the request header ended (before body alignment)
     */
    ClientRequest(ClientChannel channel, int requestId, ByteBuf message, CdrWriter writer, int headerEnd,
            boolean responseExpected, StreamContext context) {
        this.channel = channel;
        this.requestId = requestId;
        this.message = message;
        this.headerEnd = headerEnd;
        this.responseExpected = responseExpected;
        this.body = new CdrOutputStream(context, writer, this);
    }

    ClientChannel channel() {
        return channel;
    }

    int requestId() {
        return requestId;
    }

    ByteBuf message() {
        return message;
    }

    int headerEnd() {
        return headerEnd;
    }

    boolean responseExpected() {
        return responseExpected;
    }

    GiopVersion version() {
        return body.writer().version();
    }

    /** Marks the buffer as handed to the connection, which releases it. */
    void markSent() {
        sent = true;
    }

    /** Releases the buffer of a request that was never sent. */
    @Override
    public void close() {
        if (!sent) {
            sent = true;
            message.release();
        }
    }

    /** The stream the stub marshals the arguments into. */
    CdrOutputStream body() {
        return body;
    }
}
