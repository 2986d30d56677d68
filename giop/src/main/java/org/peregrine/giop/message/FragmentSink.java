package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import java.io.IOException;

/**
 * Where the parts of an {@link OutgoingMessage} go as they are completed: a connection (see
 * {@code GiopConnection.sink}) or, in tests, a list.
 *
 * <p>A sink is called by the thread that marshals its message; one that keeps no state between
 * parts may serve many messages at once. A GIOP 1.2 sink
 * may let other messages' parts in between this message's parts (they carry a request id); a
 * GIOP 1.1 sink must not (§15.4.9: 1.1 fragments carry none), so it keeps the connection from the
 * first part until the last one or {@link #abandon}.
 */
public interface FragmentSink {

    /**
     * Writes one complete GIOP message: the first part (Request/Reply...), a Fragment, or a whole
     * unfragmented message. Takes ownership of {@code part} and releases it, also when it fails.
     *
     * @param last whether this is the message's last part
     * @throws IOException when the part could not be written; some of its octets may have left
     */
    void write(ByteBuf part, boolean last) throws IOException;

    /**
     * The message ends without its last part (marshalling failed, or a write did): give back
     * whatever the sink holds for it, such as the connection's writer. Never throws.
     */
    void abandon();

    /**
     * A buffer for the message's first part, {@code capacity} octets, that the sink lends so
     * that a message needs no allocation of its own; {@code null} (the default) lets the message
     * allocate one. The message releases its reference as it would any part, and then hands
     * the buffer back through {@link #giveBack} when it is closed.
     */
    default ByteBuf lendFirstPart(int capacity) {
        return null;
    }

    /** Takes back a buffer from {@link #lendFirstPart} once its message is closed. */
    default void giveBack(ByteBuf lent) {
        // nothing lent
    }
}
