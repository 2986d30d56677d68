package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.function.Consumer;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;

/**
 * Builds a small message that is written whole, in one buffer that grows as needed: the control
 * messages (CancelRequest, CloseConnection, MessageError), LocateRequest and LocateReply (CORBA
 * 3.0 §15.4.4-8). Big-endian; no code set is negotiated for them.
 */
public final class SmallMessage {

    private static final int INITIAL_CAPACITY = 64;

    private SmallMessage() {
    }

    /** A message of only a GIOP header. */
    public static ByteBuf headerOnly(ByteBufAllocator allocator, GiopVersion version, MessageType type) {
        return build(allocator, version, type, body -> { });
    }

    /**
     * A message whose body {@code body} writes (from right after the GIOP header), its size
     * filled in. The caller owns the buffer.
     */
    public static ByteBuf build(ByteBufAllocator allocator, GiopVersion version, MessageType type,
            Consumer<CdrWriter> body) {
        ByteBuf message = allocator.directBuffer(INITIAL_CAPACITY);
        try {
            GiopHeader.write(message, version, false, type, false);
            CdrWriter writer = new CdrWriter().wrap(message, 0, false, version, CodeSets.DEFAULT);
            body.accept(writer);
            writer.flush();
            GiopHeader.size(message, 0, message.writerIndex() - GiopHeader.LENGTH);
            return message;
        } catch (RuntimeException e) {
            message.release();
            throw e;
        }
    }
}
