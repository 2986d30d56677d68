package org.peregrine.orb.client;

import io.netty.buffer.ByteBufAllocator;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.ReplyCounters;

/**
 * The client connections of one ORB, one per server endpoint, shared by all references to that
 * endpoint. Thread-safe: connecting is serialized per endpoint.
 */
public final class ClientChannels {

    private final Map<String, ClientChannel> channels = new ConcurrentHashMap<>();
    private final ByteBufAllocator allocator;
    private final IdleMessages idleMessages;
    private final TransportConfig transport;
    private final DispatchStrategy strategy;
    private final StreamContext streams;
    private final long replyTimeoutMillis;
    private final CodeSetComponentInfo ownCodeSets;
    private final ReplyCounters replyCounters = new ReplyCounters();

    public ClientChannels(ByteBufAllocator allocator, IdleMessages idleMessages, TransportConfig transport,
            DispatchStrategy strategy, StreamContext streams, long replyTimeoutMillis,
            CodeSetComponentInfo ownCodeSets) {
        this.allocator = allocator;
        this.idleMessages = idleMessages;
        this.transport = transport;
        this.strategy = strategy;
        this.streams = streams;
        this.replyTimeoutMillis = replyTimeoutMillis;
        this.ownCodeSets = ownCodeSets;
    }

    /** The key of the connection to {@code host:port}, for {@link #get}. */
    static String endpoint(String host, int port) {
        return host + ":" + port;
    }

    /**
     * The open channel to {@code host:port}, connecting if there is none. TRANSIENT if that fails.
     *
     * @param endpoint {@link #endpoint(String, int) endpoint(host, port)}, which callers keep
     */
    ClientChannel get(String endpoint, String host, int port) {
        ClientChannel channel = channels.get(endpoint);
        if (channel != null && channel.isOpen()) {
            return channel;
        }
        synchronized (this) {
            channel = channels.get(endpoint);
            if (channel != null && channel.isOpen()) {
                return channel;
            }
            channel = connect(host, port, endpoint);
            channels.put(endpoint, channel);
        }
        strategy.serve(channel);
        return channel;
    }

    private ClientChannel connect(String host, int port, String endpoint) {
        SocketChannel socket = null;
        try {
            socket = SocketChannel.open();
            socket.socket().connect(new InetSocketAddress(host, port), transport.connectTimeoutMillis());
            GiopConnection connection = new GiopConnection(socket, allocator, idleMessages, transport);
            return new ClientChannel(connection, streams, replyTimeoutMillis, ownCodeSets, strategy, replyCounters,
                    closed -> channels.remove(endpoint, closed));
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
        return channels.size();
    }

    /** Closes every connection; waiting callers get COMM_FAILURE. */
    public void closeAll() {
        for (ClientChannel channel : List.copyOf(channels.values())) {
            channel.close();
        }
        channels.clear();
    }
}
