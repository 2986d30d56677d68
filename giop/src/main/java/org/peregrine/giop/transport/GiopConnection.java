package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;

/**
 * One TCP connection carrying GIOP messages: a {@link MessageReader} and a {@link MessageWriter}
 * over one socket's {@link Wire}, plain or TLS.
 *
 * <p>Thread rules: {@link #readMessage} and {@link #poll} are called by one reading thread at a
 * time (the dispatch strategy's); {@link #write} by any thread, serialized so whole messages
 * never interleave; messages that leave in parts ({@link #newMessage}) interleave their GIOP 1.2
 * fragments by request id and hold the connection from first to last part in GIOP 1.1, whose
 * fragments carry no request id (CORBA 3.0 §15.4.9). Buffers: {@link #readMessage} returns a
 * pooled buffer the caller must release; {@link #write} takes ownership of the buffer it is given
 * and releases it.
 */
public final class GiopConnection implements AutoCloseable {

    private final Wire wire;
    private final ByteBufAllocator allocator;
    private final String peerName;
    private final MessageReader reader;
    private final MessageWriter writer;
    private final int maxMessageSize;
    private final int fragmentTimeoutMillis;
    private final int maxFragmentedMessages;
    private final int maxQueuedBytes;
    private volatile boolean closed;

    /**
     * @param allocator the ORB's buffer pool
     * @param idle where the ORB's threads keep a finished message for their next one
     * @param config limits, and the part sizes of messages started with {@link #newMessage}
     * @param queued where writes wait that the socket cannot take at once while the channel is
     *     in non-blocking mode, so that no writing thread waits for the peer; {@code null} for a
     *     channel that a strategy may switch back to blocking mode (another selector watching
     *     it would forbid that): its writers wait
     */
    public GiopConnection(SocketChannel channel, ByteBufAllocator allocator, IdleMessages idle, TransportConfig config,
            QueuedWrites queued) throws IOException {
        this(new PlainWire(channel), allocator, idle, config, queued);
    }

    /**
     * A connection over {@code wire}: plain, or TLS once its handshake is done.
     *
     * @see #GiopConnection(SocketChannel, ByteBufAllocator, IdleMessages, TransportConfig, QueuedWrites)
     */
    public GiopConnection(Wire wire, ByteBufAllocator allocator, IdleMessages idle, TransportConfig config,
            QueuedWrites queued) throws IOException {
        this.wire = wire;
        SocketChannel channel = wire.socket();
        this.allocator = allocator;
        this.maxMessageSize = config.maxMessageSize();
        this.fragmentTimeoutMillis = config.fragmentTimeoutMillis();
        this.maxFragmentedMessages = config.maxFragmentedMessages();
        this.maxQueuedBytes = config.maxQueuedBytes();
        channel.configureBlocking(true);
        channel.socket().setTcpNoDelay(true);
        this.peerName = peerName(channel);
        this.reader = new MessageReader(wire, allocator, peerName, config);
        this.writer = new MessageWriter(wire, allocator, idle, peerName, config.partSizes(), queued);
    }

    /**
     * The address of {@code socket}'s peer as {@code host:port}, as connections name their peers
     * in log lines and messages.
     */
    public static String peerName(SocketChannel socket) {
        InetSocketAddress remote = (InetSocketAddress) socket.socket().getRemoteSocketAddress();
        return remote == null ? "a peer gone already" : remote.getHostString() + ":" + remote.getPort();
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

    /**
     * The most octets this connection queues: of messages its peer has not read yet, and of
     * Fragments that arrived ahead of the threads reading their messages.
     */
    public int maxQueuedBytes() {
        return maxQueuedBytes;
    }

    /** The most GIOP 1.2 fragmented messages this connection reads at once. */
    public int maxFragmentedMessages() {
        return maxFragmentedMessages;
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
        reader.streamFragmentsOf(type);
    }

    /**
     * Starts a message that leaves on this connection in parts ({@link TransportConfig#partSizes()})
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
     * estimated: one estimated above the fragment size starts in a buffer of the estimate (see
     * {@link PartSizes#firstPartSize}) so that it leaves whole, without fragments, if the
     * estimate holds and is within the part-size limit.
     *
     * @param sizeHint the estimated whole message, GIOP header included; 0 or less if unknown
     */
    public OutgoingMessage newMessage(GiopVersion version, MessageType type, int requestId, CodeSets codeSets,
            int sizeHint) {
        return writer.newMessage(version, type, requestId, codeSets, sizeHint);
    }

    /**
     * A message whose parts are released rather than written: the reply to a oneway request,
     * which skeletons create all the same.
     */
    public OutgoingMessage newDiscardedMessage(GiopVersion version, MessageType type, int requestId,
            CodeSets codeSets) {
        return writer.newDiscardedMessage(version, type, requestId, codeSets);
    }

    /**
     * Writes a CancelRequest (§15.4.4) for {@code requestId}, e.g. for a GIOP 1.2 request whose
     * marshalling failed after some fragments left: the server then drops what it reassembled.
     */
    public void writeCancelRequest(GiopVersion version, int requestId) throws IOException {
        writer.writeCancelRequest(version, requestId);
    }

    /**
     * When the header of the message whose body is still arriving here came ({@link
     * System#nanoTime}), or 0 if no body is arriving; any thread may ask.
     */
    public long bodyArrivingSince() {
        return reader.bodyArrivingSince();
    }

    /** The octets written here that the socket has not taken yet (see {@link QueuedWrites}). */
    public long queuedBytes() {
        return writer.queuedBytes();
    }

    /**
     * Whether a thread is writing here now: taking the socket's write, or waiting in a blocking
     * write for the peer to read. Seen by another thread.
     */
    public boolean writing() {
        return writer.writing();
    }

    /**
     * How many messages and parts threads have begun to write here so far: while {@link #writing}
     * holds and this stays the same, one write has not finished.
     */
    public int writesStarted() {
        return writer.writesStarted();
    }

    /** Writes a header-only message: CloseConnection or MessageError. Failures are ignored. */
    public void writeControl(GiopVersion version, MessageType type) {
        writer.writeControl(version, type);
    }

    /**
     * Writes a whole message and releases it.
     *
     * @throws IOException when the connection failed; the message is released all the same
     */
    public void write(ByteBuf message) throws IOException {
        writer.write(message);
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
        return reader.readMessage();
    }

    /**
     * The reading-ahead counterpart of {@link #readMessage}, for a channel a selector watches:
     * reads what has arrived and returns the next complete message, or {@code null}. On a
     * channel in blocking mode it waits for a message.
     *
     * @throws java.io.EOFException when the peer closed the connection
     */
    public ByteBuf poll() throws IOException, GiopProtocolException {
        return reader.poll();
    }

    /**
     * Whether {@link #poll} can return a message without reading the channel: one that an earlier
     * poll read ahead. A selector reports no readiness for it.
     */
    public boolean hasBuffered() {
        return reader.hasBuffered();
    }

    /**
     * {@link #readMessage} for a connection's owner that does not handle framing violations
     * itself: the message with its header decoded ({@link IncomingMessage}); a violation is
     * answered with MessageError (CORBA 3.0 §15.4.8) and reported as an {@link IOException},
     * after which the owner closes the connection.
     */
    public IncomingMessage readOrRefuse() throws IOException {
        try {
            return IncomingMessage.of(reader.readMessage());
        } catch (GiopProtocolException e) {
            throw refuse(e);
        }
    }

    /** {@link #poll} with the header decoded and framing violations handled as in {@link #readOrRefuse}. */
    public IncomingMessage pollOrRefuse() throws IOException {
        try {
            return IncomingMessage.of(reader.poll());
        } catch (GiopProtocolException e) {
            throw refuse(e);
        }
    }

    private IOException refuse(GiopProtocolException violation) {
        writeControl(GiopVersion.V1_2, MessageType.MESSAGE_ERROR);
        return new IOException(violation.getMessage(), violation);
    }

    /**
     * How many bytes a read would take at once (for TLS: more than 0 if some are known to be
     * there), asked without reading: the channel's blocking mode and its writers are untouched.
     */
    public int available() throws IOException {
        return wire.available();
    }

    /** The socket channel, for a selector to watch (the strategy sets its blocking mode). */
    public SocketChannel channel() {
        return wire.socket();
    }

    /** Drops the reassembly state of a cancelled GIOP 1.2 request. */
    public void cancelReassembly(int requestId) {
        reader.cancelReassembly(requestId);
    }

    public boolean isOpen() {
        return !closed && wire.isOpen();
    }

    /**
     * Closes the socket and releases the read state: now if no thread is reading (a selector stops
     * reporting a closed channel, so nobody would read it again), else as the reading thread
     * leaves its read, whether the read failed or completed a message read ahead.
     */
    @Override
    public void close() {
        closed = true;
        writer.close();
        try {
            wire.close();
        } catch (IOException ignored) {
            // closing a broken socket cannot fail in a way that matters
        }
        reader.releaseOnClose();
    }

    /**
     * Releases reassembly state; called by the reading thread once it has stopped reading, since
     * the assembler is confined to that thread.
     */
    public void releaseReadState() {
        reader.release();
    }
}
