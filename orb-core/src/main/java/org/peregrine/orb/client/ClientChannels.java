package org.peregrine.orb.client;

import io.netty.buffer.ByteBufAllocator;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.ReplyCounters;

/**
 * The client connections of one ORB, shared by all references to the same server endpoint: per
 * endpoint up to a limit of them, one per concurrent caller ({@link EndpointChannels}).
 * Thread-safe: connecting is serialized per endpoint.
 */
public final class ClientChannels {

    private final Map<String, EndpointChannels> endpoints = new ConcurrentHashMap<>();
    private final ByteBufAllocator allocator;
    private final IdleMessages idleMessages;
    private final TransportConfig transport;
    private final QueuedWrites queuedWrites;
    private final DispatchStrategy strategy;
    private final StreamContext streams;
    private final long replyTimeoutMillis;
    private final CodeSetComponentInfo ownCodeSets;
    private final int connectionsPerEndpoint;
    private final ReplyCounters replyCounters = new ReplyCounters();

    /**
     * @param queuedWrites where connections queue what their sockets do not take at once (a
     *     client connection, once non-blocking, stays so)
     */
    public ClientChannels(ByteBufAllocator allocator, IdleMessages idleMessages, TransportConfig transport,
            QueuedWrites queuedWrites, DispatchStrategy strategy, StreamContext streams, long replyTimeoutMillis,
            CodeSetComponentInfo ownCodeSets, int connectionsPerEndpoint) {
        this.allocator = allocator;
        this.idleMessages = idleMessages;
        this.transport = transport;
        this.queuedWrites = queuedWrites;
        this.strategy = strategy;
        this.streams = streams;
        this.replyTimeoutMillis = replyTimeoutMillis;
        this.ownCodeSets = ownCodeSets;
        this.connectionsPerEndpoint = connectionsPerEndpoint;
    }

    /** The key of the connection to {@code host:port}, for {@link #get}. */
    static String endpoint(String host, int port) {
        return host + ":" + port;
    }

    /**
     * An open channel to {@code host:port} for a caller ({@link EndpointChannels#pick}),
     * connecting one if none suits. TRANSIENT if that fails.
     *
     * @param endpoint {@link #endpoint(String, int) endpoint(host, port)}, which callers keep
     */
    ClientChannel get(String endpoint, String host, int port) {
        return get(endpoint, host, port, CallTimeouts.NONE);
    }

    /**
     * {@link #get(String, String, int)} for a call whose timeout policies may leave less time to
     * connect than {@code peregrine.connect.timeoutMillis}.
     */
    ClientChannel get(String endpoint, String host, int port, CallTimeouts timeouts) {
        EndpointChannels channels = endpoints.get(endpoint);
        if (channels == null) {
            channels = endpoints.computeIfAbsent(endpoint, key -> new EndpointChannels());
        }
        ClientChannel channel = channels.pick(connectionsPerEndpoint);
        if (channel != null) {
            return channel;
        }
        synchronized (channels) {
            channel = channels.pick(connectionsPerEndpoint);
            if (channel != null) {
                return channel;
            }
            channel = connect(host, port, endpoint, channels, timeouts.connectMillis(transport.connectTimeoutMillis()));
            channels.add(channel);
        }
        strategy.serve(channel);
        return channel;
    }

    private ClientChannel connect(String host, int port, String endpoint, EndpointChannels channels,
            int connectTimeoutMillis) {
        SocketChannel socket = null;
        try {
            socket = SocketChannel.open();
            socket.socket().connect(new InetSocketAddress(host, port), connectTimeoutMillis);
            GiopConnection connection = new GiopConnection(socket, allocator, idleMessages, transport, queuedWrites);
            return new ClientChannel(connection, streams, replyTimeoutMillis, ownCodeSets, strategy, replyCounters,
                    channels::remove);
        } catch (IOException | RuntimeException e) {
            if (socket != null) {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // already failing
                }
            }
            throw SystemExceptions.of(GiopMinor.CONNECT_FAILED, CompletionStatus.COMPLETED_NO, e, endpoint,
                    e.getMessage());
        }
    }

    /** Replies delivered to callers over these connections, and how many crossed a thread. */
    public ReplyCounters replyCounters() {
        return replyCounters;
    }

    /** The number of open connections. */
    public int size() {
        int size = 0;
        for (EndpointChannels channels : endpoints.values()) {
            size += channels.all().length;
        }
        return size;
    }

    /** Closes every connection; waiting callers get COMM_FAILURE. */
    public void closeAll() {
        for (EndpointChannels channels : endpoints.values()) {
            for (ClientChannel channel : channels.all()) {
                channel.close();
            }
        }
        endpoints.clear();
    }
}
