package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.concurrent.locks.ReentrantLock;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.GiopFramer;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;

/**
 * One TCP connection carrying GIOP messages, on a blocking {@link SocketChannel}.
 *
 * <p>Thread rules: {@link #readMessage} is called by one reading thread at a time (the dispatch
 * strategy's); {@link #write} by any thread, serialized by a lock so whole messages never
 * interleave. Buffers: {@link #readMessage} returns a pooled buffer the caller must release;
 * {@link #write} takes ownership of the buffer it is given and releases it.
 */
public final class GiopConnection implements AutoCloseable {

    private final SocketChannel channel;
    private final ByteBufAllocator allocator;
    private final GiopFramer framer;
    private final FragmentAssembler assembler;
    private final ReentrantLock writeLock = new ReentrantLock();
    private final String peerName;
    private NonBlockingMessageReader nonBlockingReader;
    private volatile boolean closed;

    public GiopConnection(SocketChannel channel, ByteBufAllocator allocator, TransportConfig config) throws IOException {
        this.channel = channel;
        this.allocator = allocator;
        this.framer = new GiopFramer(config.maxMessageSize());
        this.assembler = new FragmentAssembler(allocator, config.maxMessageSize(), config.maxFragmentedMessages());
        channel.configureBlocking(true);
        channel.socket().setTcpNoDelay(true);
        InetSocketAddress remote = (InetSocketAddress) channel.getRemoteAddress();
        this.peerName = remote.getHostString() + ":" + remote.getPort();
    }

    /** The peer's address as {@code host:port}. */
    public String peerName() {
        return peerName;
    }

    public ByteBufAllocator allocator() {
        return allocator;
    }

    /**
     * Reads the next complete message, reassembling fragments.
     *
     * @return the message (header and body) or {@code null} at a clean end of stream between
     *     messages
     * @throws GiopProtocolException when the peer broke the framing rules
     * @throws IOException when the connection failed or ended inside a message
     */
    public ByteBuf readMessage() throws IOException, GiopProtocolException {
        while (true) {
            ByteBuf frame = readFrame();
            if (frame == null) {
                return null;
            }
            ByteBuf message = assembler.accept(frame);
            if (message != null) {
                return message;
            }
        }
    }

    /**
     * The non-blocking counterpart of {@link #readMessage}, for a channel a selector watches:
     * reads what has arrived and returns the next complete message, or {@code null}.
     *
     * @throws java.io.EOFException when the peer closed the connection
     */
    public ByteBuf poll() throws IOException, GiopProtocolException {
        if (nonBlockingReader == null) {
            nonBlockingReader = new NonBlockingMessageReader(channel, allocator, framer, assembler);
        }
        return nonBlockingReader.poll();
    }

    /** The socket channel, for a selector to watch (the strategy sets its blocking mode). */
    public SocketChannel channel() {
        return channel;
    }

    /** Drops the reassembly state of a cancelled GIOP 1.2 request. */
    public void cancelReassembly(int requestId) {
        assembler.cancel(requestId);
    }

    private ByteBuf readFrame() throws IOException, GiopProtocolException {
        ByteBuf header = allocator.directBuffer(GiopHeader.LENGTH, GiopHeader.LENGTH);
        try {
            if (!readFully(header, GiopHeader.LENGTH, true)) {
                return null;
            }
            int bodySize = framer.bodySize(header, 0);
            ByteBuf message = allocator.directBuffer(GiopHeader.LENGTH + bodySize);
            try {
                message.writeBytes(header);
                readFully(message, bodySize, false);
                ByteBuf framed = message;
                message = null;
                return framed;
            } finally {
                if (message != null) {
                    message.release();
                }
            }
        } finally {
            header.release();
        }
    }

    private boolean readFully(ByteBuf into, int length, boolean endAllowed) throws IOException {
        int target = into.writerIndex() + length;
        while (into.writerIndex() < target) {
            int read = into.writeBytes(channel, target - into.writerIndex());
            if (read < 0) {
                if (endAllowed && into.writerIndex() == target - length) {
                    return false;
                }
                throw new EOFException("connection to " + peerName + " ended inside a message");
            }
        }
        return true;
    }

    /**
     * Writes a whole message and releases it.
     *
     * @throws IOException when the connection failed; the message is released all the same
     */
    public void write(ByteBuf message) throws IOException {
        writeLock.lock();
        try {
            ByteBuffer[] buffers = message.nioBuffers();
            long left = message.readableBytes();
            while (left > 0) {
                long written = channel.write(buffers);
                left -= written;
                if (written == 0) {
                    WritableWait.await(channel);
                }
            }
        } finally {
            writeLock.unlock();
            message.release();
        }
    }

    /** Writes a header-only message: CloseConnection or MessageError. Failures are ignored. */
    public void writeControl(GiopVersion version, MessageType type) {
        ByteBuf message = allocator.directBuffer(GiopHeader.LENGTH);
        GiopHeader.write(message, version, false, type, false);
        try {
            write(message);
        } catch (IOException ignored) {
            // the peer is gone; nothing to tell it
        }
    }

    public boolean isOpen() {
        return !closed && channel.isOpen();
    }

    /** Closes the socket; a thread blocked in {@link #readMessage} then fails. */
    @Override
    public void close() {
        closed = true;
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing a broken socket cannot fail in a way that matters
        }
    }

    /**
     * Releases reassembly state; called by the reading thread once it has stopped reading, since
     * the assembler is confined to that thread.
     */
    public void releaseReadState() {
        if (nonBlockingReader != null) {
            nonBlockingReader.close();
        }
        assembler.close();
    }
}
