package org.peregrine.giop.message;

import org.omg.CORBA.CompletionStatus;
import io.netty.buffer.ByteBuf;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * Validates a GIOP header and tells the length of the message it starts, before any buffer is
 * allocated for the body, so a forged size cannot make the reader allocate. Framing is apart
 * from decoding, so the same class serves any reader. Usable by any reader: a blocking channel, a
 * selector loop, or a Netty frame decoder.
 */
public final class GiopFramer {

    private final int maxMessageSize;
    private final GiopHeader header = new GiopHeader();

    /** @param maxMessageSize the largest body accepted, in bytes */
    public GiopFramer(int maxMessageSize) {
        this.maxMessageSize = maxMessageSize;
    }

    /**
     * Checks the 12-byte header at {@code index} of {@code buf} and returns its body size.
     *
     * @throws GiopProtocolException if the header is not one Peregrine accepts
     */
    public int bodySize(ByteBuf buf, int index) throws GiopProtocolException {
        header.wrap(buf, index);
        if (!header.hasMagic()) {
            throw violation(GiopMinor.BAD_MAGIC, header.magicText());
        }
        if (header.version() == null) {
            throw violation(GiopMinor.BAD_VERSION, header.major(), header.minor());
        }
        MessageType type = header.type();
        if (type == null) {
            throw violation(GiopMinor.BAD_MESSAGE_TYPE, header.typeValue());
        }
        if (type == MessageType.FRAGMENT && header.version() == GiopVersion.V1_0) {
            throw violation(GiopMinor.FRAGMENT_NOT_ALLOWED, header.version());
        }
        long size = header.size();
        if (size > maxMessageSize) {
            throw violation(GiopMinor.MESSAGE_TOO_LARGE, size, maxMessageSize);
        }
        return (int) size;
    }

    public int maxMessageSize() {
        return maxMessageSize;
    }

    private static GiopProtocolException violation(GiopMinor code, Object... args) {
        return new GiopProtocolException(SystemExceptions.of(code, CompletionStatus.COMPLETED_NO, args));
    }
}
