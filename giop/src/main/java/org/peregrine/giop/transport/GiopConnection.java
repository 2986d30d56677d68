package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.concurrent.locks.ReentrantLock;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.FragmentSink;
import org.peregrine.giop.message.GiopFramer;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;

/**
 * One TCP connection carrying GIOP messages, on a blocking {@link SocketChannel}.
 *
 * <p>Thread rules: {@link #readMessage} is called by one reading thread at a time (the dispatch
 * strategy's); {@link #write} by any thread, serialized by a lock so whole messages never
 * interleave. Messages that leave in parts ({@link #newMessage}) take the lock per part in GIOP
 * 1.2, so fragments of concurrent messages interleave by request id, and from the first part to
 * the last in GIOP 1.1, whose fragments carry no request id (CORBA 3.0 §15.4.9). Buffers:
 * {@link #readMessage} returns a pooled buffer the caller must release; {@link #write} takes
 * ownership of the buffer it is given and releases it.
 */
public final class GiopConnection implements AutoCloseable {

    private final SocketChannel channel;
    private final ByteBufAllocator allocator;
    private final GiopFramer framer;
    private final FragmentAssembler assembler;
    private final ReentrantLock writeLock = new ReentrantLock();
    /** Held while a thread reads, so that {@link #close} frees the read state only when none does. */
    private final ReentrantLock readLock = new ReentrantLock();
    private final String peerName;
    private NonBlockingMessageReader nonBlockingReader;
    private final int fragmentSize;
    private final int maxMessageSize;
    private final int fragmentTimeoutMillis;
    private final FirstPartCache firstParts;
    private final PerPartSink perPartSink = new PerPartSink();
    private volatile boolean closed;

    /**
     * @param config limits, and the buffer size of messages started with {@link #newMessage}
     *     (checked by {@link PartSizes#checkFragmentSize})
     */
    public GiopConnection(SocketChannel channel, ByteBufAllocator allocator, TransportConfig config) throws IOException {
        this.fragmentSize = PartSizes.checkFragmentSize(config.fragmentSize());
        this.channel = channel;
        this.allocator = allocator;
        this.maxMessageSize = config.maxMessageSize();
        this.fragmentTimeoutMillis = config.fragmentTimeoutMillis();
        this.framer = new GiopFramer(config.maxMessageSize());
        this.assembler = new FragmentAssembler(allocator, config.maxMessageSize(), config.maxFragmentedMessages());
        this.firstParts = new FirstPartCache(allocator, fragmentSize);
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

    /** The largest message body this connection accepts, reassembled or read as it arrives. */
    public int maxMessageSize() {
        return maxMessageSize;
    }

    /** How long a server reading a request waits for each next Fragment of it; 0 for no limit. */
    public int fragmentTimeoutMillis() {
        return fragmentTimeoutMillis;
    }

    /**
     * From now on, fragmented messages of {@code type} arriving here are not reassembled: {@link
     * #readMessage} and {@link #poll} return their first message and each Fragment as they come
     * (see {@link FragmentAssembler#streamFragmentsOf}). Called before the first read.
     */
    public void streamFragmentsOf(MessageType type) {
        assembler.streamFragmentsOf(type);
    }

    /** The buffer size of the messages this connection starts. */
    public int fragmentSize() {
        return fragmentSize;
    }

    /**
     * Starts a message that leaves on this connection in parts of {@link #fragmentSize()} octets
     * as it is marshalled (GIOP 1.1/1.2) or in one gathering write when finished (GIOP 1.0). The
     * caller owns the result: {@link OutgoingMessage#finish} then {@link OutgoingMessage#close} in
     * {@code finally}; after a failure, {@link OutgoingMessage#recovery()} says whether to
     * {@link #writeCancelRequest} or {@link #close}.
     *
     * @param requestId the request id of the message (what GIOP 1.2 Fragments carry)
     */
    public OutgoingMessage newMessage(GiopVersion version, MessageType type, int requestId, CodeSets codeSets) {
        return newMessage(version, type, requestId, codeSets, 0);
    }

    /**
     * {@link #newMessage(GiopVersion, MessageType, int, CodeSets)} for a message whose size is
     * estimated: one estimated above the fragment size starts in a buffer of the estimate (up to
     * {@link PartSizes#MAX_BULK_PART}) so that it leaves whole, without fragments, if the
     * estimate holds (see {@link PartSizes#firstPartSize}).
     *
     * @param sizeHint the estimated whole message, GIOP header included; 0 or less if unknown
     */
    public OutgoingMessage newMessage(GiopVersion version, MessageType type, int requestId, CodeSets codeSets,
            int sizeHint) {
        return OutgoingMessage.start(allocator, fragmentSize, version, false, type, requestId, codeSets,
                sink(version), sizeHint);
    }

    /**
     * A sink for the parts of one message on this connection: each GIOP 1.0/1.2 part is written
     * under the write lock like {@link #write}; GIOP 1.1 keeps the lock from its first part until
     * the last or {@link FragmentSink#abandon}. Used by one thread.
     */
    public FragmentSink sink(GiopVersion version) {
        return version == GiopVersion.V1_1 ? new HoldingSink() : perPartSink;
    }

    /**
     * Writes a CancelRequest (§15.4.4) for {@code requestId}, e.g. for a GIOP 1.2 request whose
     * marshalling failed after some fragments left: the server then drops what it reassembled.
     */
    public void writeCancelRequest(GiopVersion version, int requestId) throws IOException {
        ByteBuf message = allocator.directBuffer(GiopHeader.LENGTH + 4, GiopHeader.LENGTH + 4);
        GiopHeader.write(message, version, false, MessageType.CANCEL_REQUEST, false);
        message.writeInt(requestId);
        GiopHeader.size(message, 0, 4);
        write(message);
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
        readLock.lock();
        try {
            return readWholeMessage();
        } finally {
            readLock.unlock();
        }
    }

    private ByteBuf readWholeMessage() throws IOException, GiopProtocolException {
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
     * The reading-ahead counterpart of {@link #readMessage}, for a channel a selector watches:
     * reads what has arrived and returns the next complete message, or {@code null}. On a
     * channel in blocking mode it waits for a message.
     *
     * @throws java.io.EOFException when the peer closed the connection
     */
    public ByteBuf poll() throws IOException, GiopProtocolException {
        readLock.lock();
        try {
            if (nonBlockingReader == null) {
                nonBlockingReader = new NonBlockingMessageReader(channel, allocator, framer, assembler);
            }
            return nonBlockingReader.poll();
        } finally {
            readLock.unlock();
        }
    }

    /**
     * Whether {@link #poll} can return a message without reading the channel: one that an earlier
     * poll read ahead. A selector reports no readiness for it.
     */
    public boolean hasBuffered() {
        if (!readLock.tryLock()) {
            return false; // another thread is reading, and will look again
        }
        try {
            return nonBlockingReader != null && nonBlockingReader.hasBuffered();
        } finally {
            readLock.unlock();
        }
    }

    /**
     * {@link #readMessage} for a connection's owner that does not handle framing violations
     * itself: a violation is answered with MessageError (CORBA 3.0 §15.4.8) and reported as an
     * {@link IOException}, after which the owner closes the connection.
     */
    public ByteBuf readOrRefuse() throws IOException {
        try {
            return readMessage();
        } catch (GiopProtocolException e) {
            throw refuse(e);
        }
    }

    /** {@link #poll} with framing violations handled as in {@link #readOrRefuse}. */
    public ByteBuf pollOrRefuse() throws IOException {
        try {
            return poll();
        } catch (GiopProtocolException e) {
            throw refuse(e);
        }
    }

    private IOException refuse(GiopProtocolException violation) {
        writeControl(GiopVersion.V1_2, MessageType.MESSAGE_ERROR);
        return new IOException(violation.getMessage(), violation);
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
        try {
            lockForWrite();
            try {
                writeFully(message);
            } finally {
                writeLock.unlock();
            }
        } finally {
            message.release();
        }
    }

    /**
     * Takes the write lock. A thread that already holds it is inside a GIOP 1.1 fragmented message
     * (the only case the lock is kept between writes); a whole message from it now would land
     * between that message's fragments, so it is refused.
     */
    private void lockForWrite() throws IOException {
        if (writeLock.isHeldByCurrentThread()) {
            throw new IOException("connection to " + peerName + " is held by a GIOP 1.1 fragmented message"
                    + " of this thread");
        }
        writeLock.lock();
    }

    /** One (gathering) write of all the buffer's components; the caller holds the write lock. */
    private void writeFully(ByteBuf message) throws IOException {
        if (message.nioBufferCount() == 1) {
            // the buffer's own cached view: no ByteBuffer or array made per message
            ByteBuffer buffer = message.internalNioBuffer(message.readerIndex(), message.readableBytes());
            while (buffer.hasRemaining()) {
                if (channel.write(buffer) == 0) {
                    WritableWait.await(channel);
                }
            }
            return;
        }
        ByteBuffer[] buffers = message.nioBuffers();
        long left = message.readableBytes();
        while (left > 0) {
            long written = channel.write(buffers);
            left -= written;
            if (written == 0) {
                WritableWait.await(channel);
            }
        }
    }

    /**
     * GIOP 1.0 and 1.2: the lock is taken per part, so 1.2 fragments of many messages interleave.
     * Stateless, so one serves every message; it lends first parts from {@link #firstParts}.
     */
    private final class PerPartSink implements FragmentSink {
        @Override
        public void write(ByteBuf part, boolean last) throws IOException {
            GiopConnection.this.write(part);
        }

        @Override
        public ByteBuf lendFirstPart(int capacity) {
            return firstParts.lend(capacity);
        }

        @Override
        public void giveBack(ByteBuf lent) {
            firstParts.giveBack(lent);
        }

        @Override
        public void abandon() {
            // nothing held between parts
        }
    }

    /** GIOP 1.1: the lock is held from the first part to the last, so no other message interleaves. */
    private final class HoldingSink implements FragmentSink {
        private boolean holding;

        @Override
        public void write(ByteBuf part, boolean last) throws IOException {
            boolean written = false;
            try {
                if (!holding) {
                    lockForWrite();
                    holding = true;
                }
                writeFully(part);
                written = true;
            } finally {
                part.release();
                if ((last || !written) && holding) {
                    holding = false;
                    writeLock.unlock();
                }
            }
        }

        @Override
        public void abandon() {
            if (holding) {
                holding = false;
                writeLock.unlock();
            }
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

    /**
     * Closes the socket. A thread blocked in {@link #readMessage} then fails and releases the read
     * state through {@link #releaseReadState}; if no thread is reading, this releases it now
     * (a selector stops reporting a closed channel, so nobody would read it again).
     */
    @Override
    public void close() {
        closed = true;
        firstParts.close();
        try {
            channel.close();
        } catch (IOException ignored) {
            // closing a broken socket cannot fail in a way that matters
        }
        if (readLock.tryLock()) {
            try {
                releaseReadState();
            } finally {
                readLock.unlock();
            }
        }
    }

    /**
     * Releases reassembly state; called by the reading thread once it has stopped reading, since
     * the assembler is confined to that thread.
     */
    public void releaseReadState() {
        readLock.lock();
        try {
            if (nonBlockingReader != null) {
                nonBlockingReader.close();
            }
            assembler.close();
        } finally {
            readLock.unlock();
        }
    }
}
