package org.peregrine.giop.transport;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLEngineResult.HandshakeStatus;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLSession;

/**
 * A connection's octets protected by TLS: JSSE's {@link SSLEngine} over the socket, in either
 * blocking mode. {@link #handshake} runs first, on the thread that made the connection; then
 * reads unwrap records and writes wrap them.
 *
 * <p>Reads: records are unwrapped straight into the reader's buffer when it holds a whole record,
 * else into a buffer of this wire's, which the next reads drain. Octets read off the socket and
 * not handed out yet are what {@link #hasBufferedInput} reports, since a selector sees only the
 * socket. A record without application data (a session ticket, a key update) is consumed and the
 * read goes on.
 *
 * <p>Writes wrap as many records as fit in the outgoing buffer and write them; in non-blocking
 * mode the socket may take only some, and the rest waits here: {@link #write} reports the
 * plaintext it consumed (its ciphertext is on its way), and the writer calls {@link #flush}
 * until it returns true before it waits for nothing more. A handshake message the engine needs
 * to send while reading (the answer to a key update) is written by the reading thread if no
 * writer holds the outgoing side; otherwise the engine puts it before the writer's next record.
 *
 * <p>A close sends no {@code close_notify}: GIOP frames its own messages, so one cut off is seen
 * without it (and CloseConnection announces an orderly close), and the write could block on a
 * peer that reads nothing.
 *
 * <p>Thread rules: one reading thread at a time (the connection's), and writers serialized by
 * the connection; their sides share only the engine, whose wrap and unwrap may run concurrently.
 */
public final class TlsWire implements Wire {

    /** Records the outgoing buffer holds: one gathering write sends up to this many. */
    private static final int RECORDS_PER_WRITE = 4;
    private static final ByteBuffer NOTHING = ByteBuffer.allocate(0);

    private final SocketChannel socket;
    private final SSLEngine engine;
    /** The socket's stream, asked only how many bytes wait ({@link #available}), never read. */
    private final InputStream input;
    /** Ciphertext read and not yet unwrapped; in write mode (filled up to its position). */
    private ByteBuffer netIn;
    /** Plaintext unwrapped and not yet read; in read mode (the unread octets are position..limit). */
    private ByteBuffer appIn;
    /** Ciphertext wrapped and not yet written; in read mode. Guarded by {@link #outgoing}. */
    private ByteBuffer netOut;
    private final ReentrantLock outgoing = new ReentrantLock();
    /**
     * The failure a read met, such as the alert of a TLS 1.3 server that refused this client's
     * certificate after the client's side of the handshake had finished: later writes fail with it.
     */
    private volatile SSLException readFailure;

    /**
     * @param engine set up for its side (client or server mode, protocols, cipher suites,
     *     client authentication), its handshake not begun
     */
    public TlsWire(SocketChannel socket, SSLEngine engine) throws IOException {
        this.socket = socket;
        this.engine = engine;
        this.input = socket.socket().getInputStream();
        SSLSession session = engine.getSession();
        this.netIn = ByteBuffer.allocateDirect(session.getPacketBufferSize());
        this.appIn = ByteBuffer.allocateDirect(session.getApplicationBufferSize()).flip();
        this.netOut = ByteBuffer.allocateDirect(RECORDS_PER_WRITE * session.getPacketBufferSize()).flip();
    }

    /**
     * Runs the TLS handshake: on a socket in non-blocking mode waited on by a selector of its
     * own, so that a peer that stops half-way holds the thread only until the deadline. The
     * socket's blocking mode is restored afterwards.
     *
     * @throws SocketTimeoutException when the handshake has not finished within {@code timeoutMillis}
     * @throws SSLException when the handshake failed (a certificate not trusted, no common protocol
     *     or cipher suite); the alert that tells the peer has been sent if the socket took it
     * @throws EOFException when the peer closed the connection during the handshake
     */
    public void handshake(int timeoutMillis) throws IOException {
        boolean blocking = socket.isBlocking();
        socket.configureBlocking(false);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        outgoing.lock();
        try (Selector selector = Selector.open()) {
            engine.beginHandshake();
            HandshakeStatus status = engine.getHandshakeStatus();
            while (status != HandshakeStatus.FINISHED && status != HandshakeStatus.NOT_HANDSHAKING) {
                status = switch (status) {
                    case NEED_WRAP -> wrapHandshake(selector, deadline);
                    case NEED_UNWRAP, NEED_UNWRAP_AGAIN -> unwrapHandshake(selector, deadline);
                    case NEED_TASK -> runTasks();
                    default -> throw new IllegalStateException("handshake status " + status);
                };
            }
            writeAll(selector, deadline);
        } catch (SSLException e) {
            sendAlert();
            throw e;
        } finally {
            outgoing.unlock();
            if (socket.isOpen()) {
                socket.configureBlocking(blocking);
            }
        }
    }

    /**
     * Wraps the next handshake message, and writes once the engine has no more to send in this
     * flight: the whole flight leaves in one write, so a peer that refuses its first message
     * (a TLS 1.2 server that needs a client certificate) has its alert read by the next unwrap,
     * rather than reset the connection under a write of the rest.
     */
    private HandshakeStatus wrapHandshake(Selector selector, long deadline) throws IOException {
        if (!roomForRecord()) {
            writeAll(selector, deadline);
        }
        SSLEngineResult result = wrapInto(NOTHING);
        if (result.getHandshakeStatus() != HandshakeStatus.NEED_WRAP) {
            writeAll(selector, deadline);
        }
        if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
            throw new SSLException("the TLS handshake with " + peer() + " was refused");
        }
        return result.getHandshakeStatus();
    }

    private void writeAll(Selector selector, long deadline) throws IOException {
        while (!writeOut()) {
            await(selector, SelectionKey.OP_WRITE, deadline);
        }
    }

    private HandshakeStatus unwrapHandshake(Selector selector, long deadline) throws IOException {
        SSLEngineResult result = unwrapInto(appIn.clear());
        appIn.flip();
        switch (result.getStatus()) {
            case BUFFER_UNDERFLOW -> {
                growNetInForSession();
                int read = socket.read(netIn);
                if (read < 0) {
                    throw new EOFException("connection closed by " + peer() + " during the TLS handshake");
                }
                if (read == 0) {
                    await(selector, SelectionKey.OP_READ, deadline);
                }
                return engine.getHandshakeStatus();
            }
            case CLOSED -> throw new SSLException("the TLS handshake with " + peer() + " was closed");
            default -> {
                return result.getHandshakeStatus();
            }
        }
    }

    private HandshakeStatus runTasks() {
        for (Runnable task; (task = engine.getDelegatedTask()) != null; ) {
            task.run(); // certificate checks and key exchange: on this thread, which waits for them anyway
        }
        return engine.getHandshakeStatus();
    }

    private void await(Selector selector, int operation, long deadline) throws IOException {
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedIOException("interrupted during the TLS handshake with " + peer());
        }
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        if (left <= 0) {
            throw new SocketTimeoutException("the TLS handshake with " + peer() + " took too long");
        }
        SelectionKey key = socket.register(selector, operation);
        try {
            selector.select(left);
        } finally {
            key.cancel();
            selector.selectNow(); // flush the cancelled key so the socket can be registered again
        }
    }

    /** Makes the alert of a failed handshake and sends it if the socket takes it at once. */
    private void sendAlert() {
        try {
            engine.closeOutbound();
            wrapInto(NOTHING);
            if (!socket.isBlocking()) {
                writeOut();
            }
        } catch (IOException ignored) {
            // the handshake failed already; the alert is a courtesy
        }
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        if (appIn.hasRemaining()) {
            return drainInto(dst);
        }
        while (true) {
            boolean whole = dst.remaining() >= appIn.capacity();
            SSLEngineResult result = unwrapInto(whole ? dst : appIn.clear());
            if (!whole) {
                appIn.flip();
            }
            answerHandshake(result.getHandshakeStatus());
            switch (result.getStatus()) {
                case OK -> {
                    if (result.bytesProduced() > 0) {
                        return whole ? result.bytesProduced() : drainInto(dst);
                    }
                    // a record without application data: the next one
                }
                case BUFFER_UNDERFLOW -> {
                    growNetInForSession();
                    int read = socket.read(netIn);
                    if (read <= 0) {
                        return read;
                    }
                }
                case BUFFER_OVERFLOW -> appIn = ByteBuffer.allocateDirect(
                        engine.getSession().getApplicationBufferSize()).flip();
                case CLOSED -> {
                    return -1; // the peer's close_notify
                }
            }
        }
    }

    @Override
    public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) {
            if (dsts[i].hasRemaining()) {
                return read(dsts[i]);
            }
        }
        return 0;
    }

    @Override
    public long read(ByteBuffer[] dsts) throws IOException {
        return read(dsts, 0, dsts.length);
    }

    private int drainInto(ByteBuffer dst) {
        int count = Math.min(dst.remaining(), appIn.remaining());
        int limit = appIn.limit();
        appIn.limit(appIn.position() + count);
        dst.put(appIn);
        appIn.limit(limit);
        return count;
    }

    /** Unwraps one record of {@link #netIn}, which stays in write mode. */
    private SSLEngineResult unwrapInto(ByteBuffer dst) throws SSLException {
        netIn.flip();
        try {
            return engine.unwrap(netIn, dst);
        } catch (SSLException e) {
            readFailure = e;
            throw e;
        } finally {
            netIn.compact();
        }
    }

    /** Makes room for a whole record when the session's records grew past the buffer. */
    private void growNetInForSession() {
        int size = engine.getSession().getPacketBufferSize();
        if (netIn.capacity() < size) {
            ByteBuffer bigger = ByteBuffer.allocateDirect(size);
            netIn.flip();
            bigger.put(netIn);
            netIn = bigger;
        }
    }

    /**
     * Does what the engine asks after an unwrap that is not application data: runs its tasks, and
     * sends a handshake message if no writer is sending (else the writer's next wrap sends it).
     */
    private void answerHandshake(HandshakeStatus status) throws IOException {
        while (true) {
            if (status == HandshakeStatus.NEED_TASK) {
                status = runTasks();
            } else if (status == HandshakeStatus.NEED_WRAP && outgoing.tryLock()) {
                try {
                    if (!roomForRecord()) {
                        return; // the writer's next write sends it, after what waits here
                    }
                    status = wrapInto(NOTHING).getHandshakeStatus();
                    writeOut();
                } finally {
                    outgoing.unlock();
                }
            } else {
                return;
            }
        }
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
        return (int) write(new ByteBuffer[] {src}, 0, 1);
    }

    @Override
    public long write(ByteBuffer[] srcs) throws IOException {
        return write(srcs, 0, srcs.length);
    }

    /** Wraps and writes; see the class comment for what a partial write leaves here. */
    @Override
    public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
        outgoing.lock();
        try {
            if (!writeOut()) {
                return 0;
            }
            int packet = engine.getSession().getPacketBufferSize();
            long consumed = 0;
            boolean wrapped = true;
            while (wrapped && hasRemaining(srcs, offset, length)) {
                wrapped = false;
                netOut.compact();
                try {
                    while (netOut.remaining() >= packet && hasRemaining(srcs, offset, length)) {
                        SSLEngineResult result = engine.wrap(srcs, offset, length, netOut);
                        if (result.getStatus() == SSLEngineResult.Status.CLOSED) {
                            throw closed();
                        }
                        if (result.getHandshakeStatus() == HandshakeStatus.NEED_TASK) {
                            runTasks();
                        }
                        if (result.bytesProduced() == 0) {
                            break; // the engine waits for the peer (a handshake under way): write later
                        }
                        consumed += result.bytesConsumed();
                        wrapped = true;
                    }
                } finally {
                    netOut.flip();
                }
                if (!writeOut()) {
                    break;
                }
            }
            return consumed;
        } finally {
            outgoing.unlock();
        }
    }

    /** Why nothing more can be written: what a read met, if anything. */
    private IOException closed() {
        SSLException cause = readFailure;
        if (cause == null) {
            return new ClosedChannelException();
        }
        return cause instanceof SSLHandshakeException ? new SSLHandshakeException(cause.getMessage())
                : new SSLException(cause.getMessage(), cause);
    }

    private static boolean hasRemaining(ByteBuffer[] buffers, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            if (buffers[i].hasRemaining()) {
                return true;
            }
        }
        return false;
    }

    /** Wraps into {@link #netOut} behind what waits there; the caller holds {@link #outgoing}. */
    private SSLEngineResult wrapInto(ByteBuffer src) throws SSLException {
        netOut.compact();
        try {
            return engine.wrap(src, netOut);
        } finally {
            netOut.flip();
        }
    }

    /** Whether {@link #netOut} has room for one more record behind what waits there. */
    private boolean roomForRecord() {
        return netOut.capacity() - netOut.remaining() >= engine.getSession().getPacketBufferSize();
    }

    /** Writes what waits in {@link #netOut}, as much as the socket takes; whether all went. */
    private boolean writeOut() throws IOException {
        while (netOut.hasRemaining()) {
            if (socket.write(netOut) == 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public boolean flush() throws IOException {
        outgoing.lock();
        try {
            return writeOut();
        } finally {
            outgoing.unlock();
        }
    }

    @Override
    public boolean hasBufferedInput() {
        return appIn.hasRemaining() || holdsWholeRecord();
    }

    /** Whether {@link #netIn} holds a whole record (a 5-octet header and the length it gives). */
    private boolean holdsWholeRecord() {
        int held = netIn.position();
        return held >= 5 && 5 + ((netIn.get(3) & 0xff) << 8 | netIn.get(4) & 0xff) <= held;
    }

    @Override
    public int available() throws IOException {
        if (appIn.hasRemaining()) {
            return appIn.remaining();
        }
        return holdsWholeRecord() ? 1 : input.available();
    }

    @Override
    public SocketChannel socket() {
        return socket;
    }

    /** The TLS session: its protocol, cipher suite and the peer's certificates. */
    public SSLSession session() {
        return engine.getSession();
    }

    @Override
    public boolean isOpen() {
        return socket.isOpen();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }

    private String peer() {
        return String.valueOf(socket.socket().getRemoteSocketAddress());
    }
}
