package org.peregrine.orb.client;

import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.threading.PendingReplies;

/**
 * A request being marshalled by a stub: where it goes, and the message its arguments are written
 * into (whose fragments may leave while the stub still writes). Owned by the
 * calling thread; {@link ClientChannel#send} finishes it. If the stub fails first, its
 * {@code _os.close()} lands in {@link #streamClosed()}, which releases the message and tells the server
 * about fragments that already left.
 */
final class ClientRequest implements CdrOutputStream.Releasing {

    private final ClientChannel channel;
    private final OutgoingMessage message;
    private final CdrOutputStream body;
    /** Where the reply comes: registered before any fragment leaves, since the server may answer early. */
    private final PendingReplies.Waiter<ReceivedReply> reply;
    private final ClientCodeSets.ForRequest codeSets;
    private final CallTimeouts timeouts;
    private boolean sent;

    /**
     * @param reply the wait for the reply, {@code null} for a oneway request
     * @param codeSets the code sets the request is written in, and whether it tells the server
     * @param timeouts the limits the call's timeout policies set
     */
    ClientRequest(ClientChannel channel, OutgoingMessage message,
            PendingReplies.Waiter<ReceivedReply> reply, StreamContext context, ClientCodeSets.ForRequest codeSets,
            CallTimeouts timeouts) {
        this.channel = channel;
        this.message = message;
        this.reply = reply;
        this.codeSets = codeSets;
        this.timeouts = timeouts;
        this.body = new CdrOutputStream(context, message.writer(), this);
    }

    ClientChannel channel() {
        return channel;
    }

    int requestId() {
        return message.requestId();
    }

    OutgoingMessage message() {
        return message;
    }

    boolean responseExpected() {
        return reply != null;
    }

    /** The wait for the reply, or {@code null} for a oneway request. */
    PendingReplies.Waiter<ReceivedReply> reply() {
        return reply;
    }

    CallTimeouts timeouts() {
        return timeouts;
    }

    ClientCodeSets.ForRequest codeSets() {
        return codeSets;
    }

    GiopVersion version() {
        return message.version();
    }

    /** Marks the message as handed to {@link ClientChannel#send}, which finishes and closes it. */
    void markSent() {
        sent = true;
    }

    /** Releases a request that was never sent, cancelling what of it already left. */
    @Override
    public void streamClosed() {
        if (!sent) {
            sent = true;
            if (reply != null) {
                reply.abandon();
            }
            channel.abandon(message);
        }
    }

    /** The stream the stub marshals the arguments into. */
    CdrOutputStream body() {
        return body;
    }
}
