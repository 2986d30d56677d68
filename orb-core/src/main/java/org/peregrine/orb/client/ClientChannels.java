package org.peregrine.orb.client;

import io.netty.buffer.ByteBufAllocator;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.SslComponent;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.transport.GiopConnection;
import org.peregrine.giop.transport.PlainWire;
import org.peregrine.giop.transport.QueuedWrites;
import org.peregrine.giop.transport.TlsWire;
import org.peregrine.giop.transport.TransportConfig;
import org.peregrine.giop.transport.Wire;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.tls.TlsEngines;
import org.peregrine.threading.DispatchStrategy;
import org.peregrine.threading.ReplyCounters;

/**
 * The client connections of one ORB, shared by all references to the same server endpoint: per
 * endpoint up to a limit of them, one per concurrent caller ({@link EndpointChannels}). An
 * endpoint is TLS or plain text ({@link #endpointOf}); a TLS connection's handshake runs as it
 * connects, on the caller's thread, within the connect timeout.
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
    /** The ORB's TLS; {@code null} if it is off. */
    private final TlsEngines tls;
    private final ReplyCounters replyCounters = new ReplyCounters();

    /**
     * @param queuedWrites where connections queue what their sockets do not take at once (a
     *     client connection, once non-blocking, stays so)
     * @param tls the ORB's TLS, or {@code null} if it is off
     */
    public ClientChannels(ByteBufAllocator allocator, IdleMessages idleMessages, TransportConfig transport,
            QueuedWrites queuedWrites, DispatchStrategy strategy, StreamContext streams, long replyTimeoutMillis,
            CodeSetComponentInfo ownCodeSets, int connectionsPerEndpoint, TlsEngines tls) {
        this.allocator = allocator;
        this.idleMessages = idleMessages;
        this.transport = transport;
        this.queuedWrites = queuedWrites;
        this.strategy = strategy;
        this.streams = streams;
        this.replyTimeoutMillis = replyTimeoutMillis;
        this.ownCodeSets = ownCodeSets;
        this.connectionsPerEndpoint = connectionsPerEndpoint;
        this.tls = tls;
    }

    /**
     * Where to connect for {@code profile}: the TLS port of its SSLIOP component if this ORB's
     * TLS is on, or if the target accepts nothing else (then {@link #get} refuses it without
     * TLS); else the profile's own port.
     */
    Endpoint endpointOf(IiopProfile profile) {
        SslComponent ssl = SslComponent.of(profile);
        boolean secure = ssl != null && ssl.port() != 0
                && (tls != null || !ssl.plainTextAccepted() || profile.port() == 0);
        return new Endpoint(profile.host(), secure ? ssl.port() : profile.port(), secure);
    }

    /**
     * An open channel to {@code endpoint} for a caller ({@link EndpointChannels#pick}),
     * connecting one if none suits. TRANSIENT if that fails; NO_PERMISSION if the endpoint is
     * TLS and this ORB's TLS is off, or the handshake failed.
     */
    ClientChannel get(Endpoint endpoint) {
        return get(endpoint, CallTimeouts.NONE);
    }

    /**
     * {@link #get(Endpoint)} for a call whose timeout policies may leave less time to connect
     * than {@code peregrine.connect.timeoutMillis}.
     */
    ClientChannel get(Endpoint endpoint, CallTimeouts timeouts) {
        EndpointChannels channels = endpoints.get(endpoint.key());
        if (channels == null) {
            channels = endpoints.computeIfAbsent(endpoint.key(), key -> new EndpointChannels());
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
            channel = connect(endpoint, channels, timeouts.connectMillis(transport.connectTimeoutMillis()));
            // served before other callers can pick it: one that picked it first would wait for its
            // reply where the strategy does not read yet, and hang (callers queued on this lock
            // while a TLS handshake ran did)
            strategy.serve(channel);
            channels.add(channel);
        }
        return channel;
    }

    private ClientChannel connect(Endpoint endpoint, EndpointChannels channels, int connectTimeoutMillis) {
        if (endpoint.secure() && tls == null) {
            throw SystemExceptions.of(OrbMinor.TLS_REQUIRED, CompletionStatus.COMPLETED_NO, endpoint.key());
        }
        SocketChannel socket = null;
        try {
            long start = System.nanoTime();
            socket = SocketChannel.open();
            socket.socket().connect(new InetSocketAddress(endpoint.host(), endpoint.port()), connectTimeoutMillis);
            Wire wire = endpoint.secure() ? handshake(socket, endpoint, connectTimeoutMillis, start)
                    : new PlainWire(socket);
            GiopConnection connection = new GiopConnection(wire, allocator, idleMessages, transport, queuedWrites);
            return new ClientChannel(connection, streams, replyTimeoutMillis, ownCodeSets, strategy, replyCounters,
                    channels::remove);
        } catch (SSLException e) {
            closeQuietly(socket);
            throw SystemExceptions.of(OrbMinor.TLS_HANDSHAKE, CompletionStatus.COMPLETED_NO, e,
                    endpoint.host() + ":" + endpoint.port(), e.getMessage());
        } catch (IOException | RuntimeException e) {
            closeQuietly(socket);
            throw SystemExceptions.of(GiopMinor.CONNECT_FAILED, CompletionStatus.COMPLETED_NO, e, endpoint.key(),
                    e.getMessage());
        }
    }

    /** The TLS handshake, within what the connect timeout left of {@code connectTimeoutMillis} (0: no limit). */
    private TlsWire handshake(SocketChannel socket, Endpoint endpoint, int connectTimeoutMillis, long start)
            throws IOException {
        TlsWire wire = new TlsWire(socket, tls.forClient(endpoint.host(), endpoint.port()));
        int left = connectTimeoutMillis == 0 ? tls.handshakeTimeoutMillis()
                : connectTimeoutMillis - (int) TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        wire.handshake(Math.max(1, Math.min(left, tls.handshakeTimeoutMillis())));
        return wire;
    }

    private static void closeQuietly(SocketChannel socket) {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already failing
            }
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
