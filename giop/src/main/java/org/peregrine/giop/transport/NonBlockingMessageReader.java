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
 * a message takes; in blocking mode (a client connection its caller reads directly), each read
 * waits for bytes and {@link #poll} returns only with a message. The mode may change between
 * polls: the state carries over. Small messages arrive through a read-ahead buffer: one read
 * takes whatever the socket holds, usually a whole request or reply (header and body in one
 * system call, where reading the header first would take two). A message read ahead whole is
 * lent out as a slice of the read-ahead buffer, neither allocated nor copied; one that arrives in
 * pieces is copied into a buffer of its exact size. Either way {@link GiopFramer} checks its
 * header first. The body of a message larger than the read-ahead buffer is read straight into the
 * message's own buffer, never past its end. While a lent message is unreleased, its read-ahead
 * buffer is only appended to; when it would be reused from the start, a fresh one takes its place.
 *
 * <p>Bytes read ahead may hold further messages: {@link #hasBuffered} tells the dispatch strategy
 * that a message can be taken without waiting for the channel, which reports no readiness for
 * bytes already read.
 *
 * <p>Thread rule: used by one thread at a time, the one that owns the channel's reading (the
 * leader); state carries over between those threads. Buffers: the read-ahead buffer and the
 * partial frame belong to this reader ({@link #close} releases them); a returned message belongs
 * to the caller.
 */
public final class NonBlockingMessageReader implements AutoCloseable {

    /**
     * Big enough for the requests and replies of typical calls, and for two fragments of the
     * default size, so that the fragments of a large message are mostly lent, not copied
     * (docs/architecture.md, departures: reading ahead); small enough to keep per connection.
     */
    static final int READ_AHEAD = 32 * 1024;

    private final ScatteringByteChannel channel;
    private final ByteBufAllocator allocator;
    private final GiopFramer framer;
    private final FragmentAssembler assembler;
    private ByteBuf inbound;
    private ByteBuf frame;
    /** When {@link #frame}'s header arrived ({@link System#nanoTime}); 0 while there is no frame. */
    private volatile long frameSince;
    private int frameLength;
    private boolean closed;

    public NonBlockingMessageReader(ScatteringByteChannel channel, ByteBufAllocator allocator, GiopFramer framer,
            FragmentAssembler assembler) {
        this.channel = channel;
        this.allocator = allocator;
        this.framer = framer;
        this.assembler = assembler;
        this.inbound = allocator.directBuffer(READ_AHEAD, READ_AHEAD);
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

    /**
     * Whether a whole message (or a header to refuse) has been read ahead, so {@link #poll} can
     * return it without reading the channel.
     */
    public boolean hasBuffered() {
        if (closed || frame != null || inbound.readableBytes() < GiopHeader.LENGTH) {
            return false;
        }
        try {
            return inbound.readableBytes() - GiopHeader.LENGTH >= framer.bodySize(inbound, inbound.readerIndex());
        } catch (GiopProtocolException e) {
            return true; // poll reports it
        }
    }

    private ByteBuf readFrame() throws IOException, GiopProtocolException {
        if (frame == null) {
            while (inbound.readableBytes() < GiopHeader.LENGTH) {
                if (!readAhead()) {
                    return null;
                }
            }
            frameLength = GiopHeader.LENGTH + framer.bodySize(inbound, inbound.readerIndex());
            if (inbound.readableBytes() >= frameLength) {
                return inbound.readRetainedSlice(frameLength);
            }
            frame = FrameBuffers.allocate(allocator, frameLength);
            frameSince = System.nanoTime() | 1; // never 0
        }
        while (true) {
            int room = FrameBuffers.room(frame, allocator, frameLength);
            if (inbound.isReadable()) {
                frame.writeBytes(inbound, Math.min(room, inbound.readableBytes()));
            } else if (room >= READ_AHEAD) {
                int read = frame.writeBytes(channel, room);
                if (read < 0) {
                    throw new MessageCutOffException("connection ended inside a message");
                }
                if (read == 0) {
                    return null;
                }
            } else if (!readAhead()) {
                return null;
            }
            if (frame.writerIndex() == frameLength) {
                ByteBuf complete = frame;
                frame = null;
                frameSince = 0;
                return complete;
            }
        }
    }

    /** One read of whatever the channel has into the read-ahead buffer; whether it got any. */
    private boolean readAhead() throws IOException {
        boolean startOver = !inbound.isReadable() || inbound.writerIndex() == inbound.capacity();
        if (startOver && inbound.refCnt() > 1) {
            replaceLentReadAhead();
        } else if (!inbound.isReadable()) {
            inbound.clear();
        } else if (inbound.writerIndex() == inbound.capacity()) {
            inbound.discardReadBytes(); // less than a header is left: moves a few octets
        }
        int read = inbound.writeBytes(channel, inbound.writableBytes());
        if (read < 0) {
            throw frame == null && !inbound.isReadable() ? new EOFException("end of stream")
                    : new MessageCutOffException("connection ended inside a message");
        }
        return read > 0;
    }

    /**
     * Moves the unread rest (less than a header) to a fresh read-ahead buffer, leaving the old
     * one to the messages lent from it: they free it when released.
     */
    private void replaceLentReadAhead() {
        ByteBuf fresh = allocator.directBuffer(READ_AHEAD, READ_AHEAD);
        fresh.writeBytes(inbound);
        inbound.release();
        inbound = fresh;
    }

    /**
     * When the header of the message whose body is still arriving came ({@link System#nanoTime}),
     * or 0 if none is; asked by another thread than the reader's.
     */
    long bodyArrivingSince() {
        return frameSince;
    }

    /** Releases the read-ahead buffer, the partial frame and the reassembly state. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        inbound.release();
        if (frame != null) {
            frame.release();
            frame = null;
        }
        assembler.close();
    }
}
