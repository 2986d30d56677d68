package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.io.EOFException;
import java.io.IOException;
import java.nio.channels.ScatteringByteChannel;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.GiopFramer;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopProtocolException;

/**
 * Frames GIOP messages from a channel in non-blocking mode, across as many readiness events as
 * a message takes: the 12-byte header first (checked by {@link GiopFramer} before anything is
 * allocated), then exactly the body, so no byte of the next message is read ahead.
 *
 * <p>Thread rule: used by one thread at a time, the one that owns the channel's reading (the
 * leader); state carries over between those threads. Buffers: the partial frame belongs to
 * this reader ({@link #close} releases it); a returned message belongs to the caller.
 */
public final class NonBlockingMessageReader implements AutoCloseable {

    private final ScatteringByteChannel channel;
    private final ByteBufAllocator allocator;
    private final GiopFramer framer;
    private final FragmentAssembler assembler;
    private final ByteBuf header;
    private ByteBuf frame;
    private int frameLength;
    private boolean closed;

    public NonBlockingMessageReader(ScatteringByteChannel channel, ByteBufAllocator allocator, GiopFramer framer,
            FragmentAssembler assembler) {
        this.channel = channel;
        this.allocator = allocator;
        this.framer = framer;
        this.assembler = assembler;
        this.header = allocator.directBuffer(GiopHeader.LENGTH, GiopHeader.LENGTH);
    }

    /**
     * Reads what the channel has and returns the next complete (reassembled) message, or {@code
     * null} if it is not complete yet.
     *
     * @throws EOFException when the peer closed the connection
     * @throws GiopProtocolException when the peer broke the framing rules
     */
    public ByteBuf poll() throws IOException, GiopProtocolException {
        while (true) {
            ByteBuf complete = readFrame();
            if (complete == null) {
                return null;
            }
            ByteBuf message = assembler.accept(complete);
            if (message != null) {
                return message;
            }
        }
    }

    private ByteBuf readFrame() throws IOException, GiopProtocolException {
        if (frame == null) {
            if (!fill(header, GiopHeader.LENGTH)) {
                return null;
            }
            int bodySize = framer.bodySize(header, 0);
            frameLength = GiopHeader.LENGTH + bodySize;
            frame = allocator.directBuffer(frameLength, frameLength);
            frame.writeBytes(header);
            header.clear();
        }
        if (!fill(frame, frameLength)) {
            return null;
        }
        ByteBuf complete = frame;
        frame = null;
        return complete;
    }

    /** Reads into {@code buf} up to {@code length} bytes; whether it holds them all now. */
    private boolean fill(ByteBuf buf, int length) throws IOException {
        while (buf.writerIndex() < length) {
            int read = buf.writeBytes(channel, length - buf.writerIndex());
            if (read < 0) {
                throw new EOFException(buf == header && header.writerIndex() == 0
                        ? "end of stream" : "connection ended inside a message");
            }
            if (read == 0) {
                return false;
            }
        }
        return true;
    }

    /** Releases the partial frame and the reassembly state. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        header.release();
        if (frame != null) {
            frame.release();
            frame = null;
        }
        assembler.close();
    }
}
