package org.peregrine.orb.server;

import io.netty.buffer.ByteBuf;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.SmallMessage;
import org.peregrine.giop.transport.Acceptor;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.threading.DispatchStrategy;

/**
 * The listening side of an ORB: the acceptor and the server connections it made. Thread-safe.
 */
public final class ServerEndpoint implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ServerEndpoint.class.getName());
    /** Idle sweeps per idle timeout: how many in a row must find a connection quiet to close it. */
    private static final int QUIET_SWEEPS_TO_CLOSE = 2;

    private final Acceptor acceptor;
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
     * Starts listening on {@code host:port} (0: any free port).
     *
     * @throws IOException when the address cannot be bound
     */
    public ServerEndpoint(String host, int port, String threadName, ServerContext context, TransportConfig transport,
            DispatchStrategy strategy) throws IOException {
        this.context = context;
        this.transport = transport;
        this.strategy = strategy;
        this.acceptor = new Acceptor(host, port, threadName, this::accepted);
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

    private void accepted(SocketChannel socket) {
        if (channels.size() >= transport.maxServerConnections()) {
            refuse(socket);
            return;
        }
        try {
            // a channel the strategy switches back to blocking mode cannot be watched for writes
            QueuedWrites queued = strategy.switchesServerChannelsToBlocking() ? null : context.queuedWrites();
            GiopConnection connection = new GiopConnection(socket, context.allocator(), context.idleMessages(),
                    transport, queued);
            ServerChannel channel = new ServerChannel(connection, context, strategy, channels::remove);
            channels.add(channel);
            strategy.serve(channel);
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "cannot serve accepted connection", e);
            try {
                socket.close();
            } catch (IOException ignored) {
                // already failing
            }
        }
    }

    /**
     * Refuses a connection over the limit: CloseConnection, which tells the client that nothing it
     * sent was processed, so it may try again (CORBA 3.0 §15.5.1.1), then close.
     */
    private void refuse(SocketChannel socket) {
        String peer = String.valueOf(socket.socket().getRemoteSocketAddress());
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

    /** The port listened on. */
    public int port() {
        return acceptor.port();
    }

    /** Whether the acceptor thread runs. */
    public boolean accepting() {
        return acceptor.isAlive();
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
        acceptor.close();
        for (ServerChannel channel : List.copyOf(channels)) {
            channel.closeGracefully();
        }
    }
}
