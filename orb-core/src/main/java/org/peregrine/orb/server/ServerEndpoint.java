package org.peregrine.orb.server;

import io.netty.buffer.ByteBuf;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javax.net.ssl.SSLException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.SmallMessage;
import org.peregrine.giop.transport.Acceptor;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.giop.transport.PlainWire;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.giop.transport.TlsWire;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.giop.transport.Wire;
import org.peregrine.orb.tls.TlsEngines;
import org.peregrine.threading.DispatchStrategy;

/**
 * The listening side of an ORB: its acceptors (plain text, TLS or both) and the server
 * connections they made. A TLS connection's handshake runs on a thread of its own, so that a
 * peer slow to finish it holds neither the acceptor nor a dispatch thread; it counts towards the
 * connection limit from its accept. Thread-safe.
 */
public final class ServerEndpoint implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ServerEndpoint.class.getName());
    /** Idle sweeps per idle timeout: how many in a row must find a connection quiet to close it. */
    private static final int QUIET_SWEEPS_TO_CLOSE = 2;
    /** How long a refused TLS client's octets are read and dropped before its connection closes. */
    private static final int REFUSAL_LINGER_MILLIS = 500;

    /** The plain-text acceptor; {@code null} if the ORB listens on TLS only. */
    private final Acceptor acceptor;
    /** The TLS acceptor; {@code null} without TLS. */
    private final Acceptor tlsAcceptor;
    private final TlsEngines tls;
    /** Runs TLS handshakes; {@code null} without TLS. */
    private final ThreadPoolExecutor handshakes;
    /** TLS connections accepted whose handshake has not finished yet. */
    private final AtomicInteger handshaking = new AtomicInteger();
    private final ServerContext context;
    private final TransportConfig transport;
    private final DispatchStrategy strategy;
    private final Set<ServerChannel> channels = ConcurrentHashMap.newKeySet();
    /**
     * Closes idle connections ({@link TransportConfig#serverIdleTimeoutMillis}) and those whose
     * message body is late ({@link TransportConfig#messageTimeoutMillis}); {@code null} if neither
     * limit is set.
     */
    private final ScheduledExecutorService sweeper;

    /**
     * Starts listening on {@code host:port} (0: any free port) for plain text unless {@code tls}
     * turns it off, and on its TLS port if {@code tls} is given.
     *
     * @param tls the ORB's TLS, or {@code null} for plain text only
     * @throws IOException when an address cannot be bound; the message names the port
     */
    public ServerEndpoint(String host, int port, TlsEngines tls, String threadName, ServerContext context,
            TransportConfig transport, DispatchStrategy strategy) throws IOException {
        this.context = context;
        this.transport = transport;
        this.strategy = strategy;
        this.tls = tls;
        boolean plainText = tls == null || tls.settings().plainText();
        this.acceptor = plainText ? listen(host, port, threadName, this::accepted) : null;
        if (tls != null) {
            tls.requireKey();
            try {
                this.tlsAcceptor = listen(host, tls.settings().port(), threadName + "-tls", this::acceptedTls);
            } catch (IOException e) {
                if (acceptor != null) {
                    acceptor.close();
                }
                throw e;
            }
            this.handshakes = (ThreadPoolExecutor) Executors.newCachedThreadPool(task -> {
                Thread thread = new Thread(task, threadName + "-tls-handshake");
                thread.setDaemon(true);
                return thread;
            });
        } else {
            this.tlsAcceptor = null;
            this.handshakes = null;
        }
        int idleMillis = transport.serverIdleTimeoutMillis();
        int messageMillis = transport.messageTimeoutMillis();
        if (idleMillis == 0 && messageMillis == 0) {
            sweeper = null;
            return;
        }
        sweeper = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, threadName + "-sweeper");
            thread.setDaemon(true);
            return thread;
        });
        if (idleMillis > 0) {
            // a connection idle for the timeout is closed within half the timeout more: two quiet
            // sweeps after the one that saw it active last
            long period = Math.max(1, idleMillis / QUIET_SWEEPS_TO_CLOSE);
            sweeper.scheduleWithFixedDelay(() -> closeIdle(idleMillis), period, period, TimeUnit.MILLISECONDS);
        }
        if (messageMillis > 0) {
            long period = Math.max(1, messageMillis / 2); // closed within half the timeout more
            sweeper.scheduleWithFixedDelay(() -> closeLate(messageMillis), period, period, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Closes the connections on which a message's body has not all come within {@code
     * timeoutMillis} of its header, so that a peer sending a message slowly (or not at all once
     * its header is in) cannot hold a connection, nor under thread-per-connection a thread.
     */
    private void closeLate(int timeoutMillis) {
        long now = System.nanoTime();
        long limit = TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        for (ServerChannel channel : channels) {
            long since = channel.bodyArrivingSince();
            if (since != 0 && now - since > limit) {
                context.peerFaults().lateMessage(channel.name(), timeoutMillis);
                channel.close();
            }
        }
    }

    /**
     * Closes the connections idle for {@code idleMillis} with CloseConnection (CORBA 3.0
     * §15.5.1.1: the client knows no request of it was lost and opens another when it calls
     * again), so that a peer cannot hold a connection, and under thread-per-connection a thread,
     * for ever; and closes those on which one write has waited as long for a peer that reads
     * nothing.
     */
    private void closeIdle(int idleMillis) {
        for (ServerChannel channel : channels) {
            if (channel.closingAsIdle(QUIET_SWEEPS_TO_CLOSE)) {
                LOG.log(System.Logger.Level.DEBUG, "closing connection from " + channel.name() + ": idle for "
                        + idleMillis + " ms");
                channel.closeGracefully();
            } else if (channel.stalledInWrite(QUIET_SWEEPS_TO_CLOSE)) {
                context.peerFaults().closedStalled(channel.name(), idleMillis);
                channel.close(); // ends the write; nothing more can be written to a peer that does not read
            }
        }
    }

    private static Acceptor listen(String host, int port, String threadName, Consumer<SocketChannel> onAccept)
            throws IOException {
        try {
            return new Acceptor(host, port, threadName, onAccept);
        } catch (IOException e) {
            throw new IOException("port " + port + ": " + e.getMessage(), e);
        }
    }

    private boolean atLimit() {
        return channels.size() + handshaking.get() >= transport.maxServerConnections();
    }

    private void accepted(SocketChannel socket) {
        if (atLimit()) {
            refuse(socket);
            return;
        }
        try {
            serve(new PlainWire(socket));
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot serve accepted connection", e);
            closeQuietly(socket);
        }
    }

    /**
     * Hands a TLS connection to a handshake thread. One over the limit is closed at once: a
     * CloseConnection could only go after a handshake, which is what the limit saves.
     */
    private void acceptedTls(SocketChannel socket) {
        if (atLimit()) {
            context.peerFaults().refusedConnection(GiopConnection.peerName(socket), transport.maxServerConnections());
            closeQuietly(socket);
            return;
        }
        handshaking.incrementAndGet();
        try {
            handshakes.execute(() -> handshake(socket));
        } catch (RuntimeException e) { // the endpoint is closing
            handshaking.decrementAndGet();
            closeQuietly(socket);
        }
    }

    private void handshake(SocketChannel socket) {
        String peer = GiopConnection.peerName(socket);
        try {
            TlsWire wire = new TlsWire(socket, tls.forServer());
            wire.handshake(tls.handshakeTimeoutMillis());
            serve(wire);
        } catch (SSLException e) {
            context.peerFaults().tlsFailed(peer, e);
            closeAfterRefusal(socket);
        } catch (IOException e) {
            context.peerFaults().tlsFailed(peer, e);
            closeQuietly(socket);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot serve accepted TLS connection from " + peer, e);
            closeQuietly(socket);
        } finally {
            handshaking.decrementAndGet();
        }
    }

    private void serve(Wire wire) throws IOException {
        // a channel the strategy switches back to blocking mode cannot be watched for writes
        QueuedWrites queued = strategy.switchesServerChannelsToBlocking() ? null : context.queuedWrites();
        GiopConnection connection = new GiopConnection(wire, context.allocator(), context.idleMessages(), transport,
                queued);
        ServerChannel channel = new ServerChannel(connection, context, strategy, channels::remove);
        channels.add(channel);
        strategy.serve(channel);
    }

    /**
     * Closes a connection whose handshake failed so that the alert saying why reaches the client.
     * Closed with the client's octets unread, the connection would be reset, and a TLS 1.3
     * client, whose side of the handshake has finished and whose first request is on its way,
     * could meet the reset before the alert (a client certificate refused). So the output ends
     * after the alert, what the client still sends is read and dropped for a moment, then the
     * socket closes.
     */
    private static void closeAfterRefusal(SocketChannel socket) {
        try {
            socket.shutdownOutput();
            socket.configureBlocking(true);
            socket.socket().setSoTimeout(REFUSAL_LINGER_MILLIS);
            InputStream in = socket.socket().getInputStream();
            byte[] dropped = new byte[4096];
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(REFUSAL_LINGER_MILLIS);
            while (System.nanoTime() < deadline && in.read(dropped) >= 0) {
                // the client's octets, which no one reads
            }
        } catch (IOException ignored) {
            // the client is gone: nothing is left to tell it
        } finally {
            closeQuietly(socket);
        }
    }

    private static void closeQuietly(SocketChannel socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // already failing
        }
    }

    /**
     * Refuses a connection over the limit: CloseConnection, which tells the client that nothing it
     * sent was processed, so it may try again (CORBA 3.0 §15.5.1.1), then close.
     */
    private void refuse(SocketChannel socket) {
        String peer = GiopConnection.peerName(socket);
        context.peerFaults().refusedConnection(peer, transport.maxServerConnections());
        ByteBuf close = SmallMessage.headerOnly(context.allocator(), GiopVersion.V1_2, MessageType.CLOSE_CONNECTION);
        try (socket) {
            ByteBuffer bytes = close.nioBuffer();
            while (bytes.hasRemaining()) {
                socket.write(bytes); // 12 octets into a new connection's empty send buffer: at once
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, "refused connection from " + peer + " already gone: " + e);
        } finally {
            close.release();
        }
    }

    /** The plain-text port listened on; 0 if the ORB listens on TLS only. */
    public int port() {
        return acceptor == null ? 0 : acceptor.port();
    }

    /** The TLS port listened on; 0 without TLS. */
    public int tlsPort() {
        return tlsAcceptor == null ? 0 : tlsAcceptor.port();
    }

    /** The endpoint's threads alive: an acceptor per listener, and those that run TLS handshakes. */
    public int threads() {
        int acceptors = (acceptor != null && acceptor.isAlive() ? 1 : 0)
                + (tlsAcceptor != null && tlsAcceptor.isAlive() ? 1 : 0);
        return acceptors + (handshakes == null ? 0 : handshakes.getPoolSize());
    }

    /** The number of open server connections. */
    public int connections() {
        return channels.size();
    }

    /** Stops listening and closes every connection, telling clients with CloseConnection. */
    @Override
    public void close() {
        if (sweeper != null) {
            sweeper.shutdownNow();
        }
        if (acceptor != null) {
            acceptor.close();
        }
        if (tlsAcceptor != null) {
            tlsAcceptor.close();
            handshakes.shutdownNow(); // a handshake under way fails at its next wait
        }
        for (ServerChannel channel : List.copyOf(channels)) {
            channel.closeGracefully();
        }
    }
}
