package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.CompositeByteBuf;

/**
 * The buffer a message is read into when it does not arrive whole: one buffer of its size up to
 * {@link #WHOLE_UP_TO}; above, a composite that grows by at most {@link #STEP} as its octets come.
 * A header is only a claim: so a peer that sends one announcing a large body and little else makes
 * the connection hold a step of memory, not the whole size it named.
 */
final class FrameBuffers {

    /** The largest message read into one buffer allocated at once. */
    static final int WHOLE_UP_TO = 1 << 20;
    /** How much a larger message's buffer grows at a time. */
    static final int STEP = 1 << 20;

    private FrameBuffers() {}

    /** An empty buffer for a message of {@code length} octets, header included. */
    static ByteBuf allocate(ByteBufAllocator allocator, int length) {
        return length <= WHOLE_UP_TO ? allocator.directBuffer(length, length)
                : allocator.compositeDirectBuffer(Integer.MAX_VALUE);
    }

    /**
     * How many octets can be written into {@code frame} now, growing it by a step first if it is
     * full: at least one while the message ({@code length} octets) is not complete.
     */
    static int room(ByteBuf frame, ByteBufAllocator allocator, int length) {
        if (frame.isWritable() || !(frame instanceof CompositeByteBuf composite)) {
            return Math.min(frame.writableBytes(), length - frame.writerIndex());
        }
        int step = Math.min(STEP, length - composite.capacity());
        // a component counts its readable octets into the composite's capacity: all of them, unwritten
        composite.addComponent(false, allocator.directBuffer(step, step).writerIndex(step));
        return step;
    }
}
