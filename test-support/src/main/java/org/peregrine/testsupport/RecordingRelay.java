package org.peregrine.testsupport;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * A TCP relay on 127.0.0.1 in front of a server: every connection a client opens to {@link #port()}
 * is forwarded to the server, and what passes in each direction is recorded, unit by unit as a
 * {@link Framing} cuts it, before it is forwarded. So once a call has returned, its request and
 * its reply are recorded whole. Each connection runs on two daemon threads (one per direction);
 * {@link #close()} closes every socket, which ends them.
 *
 * <p>For fault tests it can also fall quiet ({@link #quiet}: nothing is forwarded, as when a
 * network stops carrying packets without closing anything) and cut connections in the middle of
 * what they carry ({@link #cutAfter}).
 */
public final class RecordingRelay implements AutoCloseable {

    /** Which way a unit went. */
    public enum Direction {
        TO_SERVER("client->server"),
        TO_CLIENT("server->client");

        private final String label;

        Direction(String label) {
            this.label = label;
        }

        /** {@code client->server} or {@code server->client}. */
        public String label() {
            return label;
        }
    }

    /**
     * One recorded unit.
     *
     * @param sequence   1 for the first unit the relay recorded, then counting up in the order the
     *                   units were complete, both directions and all connections together
     * @param connection 1 for the first connection the relay accepted, and so on
     */
    public record Unit(int sequence, int connection, Direction direction, byte[] bytes) {
    }

    /** How the bytes of one direction are cut into units. */
    @FunctionalInterface
    public interface Framing {

        /** The next unit, or null at the end of the stream. */
        byte[] next(InputStream in) throws IOException;
    }

    /** Each read as it arrives: for callers that only want all bytes of one direction. */
    public static final Framing AS_READ = in -> {
        byte[] buffer = new byte[65536];
        int n = in.read(buffer);
        if (n < 0) {
            return null;
        }
        byte[] unit = new byte[n];
        System.arraycopy(buffer, 0, unit, 0, n);
        return unit;
    };

    private final ServerSocket listener;
    private final String serverHost;
    private final int serverPort;
    private final Framing framing;
    private final List<Unit> units = new ArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();
    private int connections;
    /** Whether forwarding is held back; guarded by {@code this}. */
    private boolean quiet;
    /**
     * The direction in which, after {@link #limitOctets} more octets, the relay cuts the
     * connection ({@link #limitCloses}) or falls quiet; {@code null} for none. Guarded by {@code this}.
     */
    private Direction limitDirection;
    private long limitOctets;
    private boolean limitCloses;

    /** Starts listening on an ephemeral port of 127.0.0.1. */
    public RecordingRelay(String serverHost, int serverPort, Framing framing) throws IOException {
        this.serverHost = serverHost;
        this.serverPort = serverPort;
        this.framing = framing;
        listener = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        daemon("relay-accept", this::acceptLoop);
    }

    public int port() {
        return listener.getLocalPort();
    }

    /** Every unit recorded since the start or the last {@link #clear()}, in sequence. */
    public synchronized List<Unit> units() {
        return List.copyOf(units);
    }

    /** All bytes recorded in {@code direction}, in order, connections concatenated. */
    public synchronized byte[] bytes(Direction direction) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (Unit unit : units) {
            if (unit.direction() == direction) {
                all.writeBytes(unit.bytes());
            }
        }
        return all.toByteArray();
    }

    /**
     * Holds back (true) or resumes (false) forwarding in both directions: what arrives meanwhile
     * waits in the relay, and connections stay open.
     */
    public synchronized void quiet(boolean holdBack) {
        quiet = holdBack;
        notifyAll();
    }

    /**
     * Once {@code octets} more octets have been forwarded in {@code direction}, on any
     * connection, closes that connection's two sockets: the receiver sees the stream end there,
     * inside whatever message it was reading.
     */
    public synchronized void cutAfter(Direction direction, long octets) {
        limitDirection = direction;
        limitOctets = octets;
        limitCloses = true;
    }

    /**
     * Once {@code octets} more octets have been forwarded in {@code direction}, on any
     * connection, falls {@link #quiet}: the receiver waits inside whatever message it was reading.
     */
    public synchronized void quietAfter(Direction direction, long octets) {
        limitDirection = direction;
        limitOctets = octets;
        limitCloses = false;
    }

    /** Forgets what was recorded so far; sequence numbers start again at 1. */
    public synchronized void clear() {
        units.clear();
    }

    private void acceptLoop() {
        try {
            while (true) {
                Socket client = listener.accept();
                Socket server = new Socket(serverHost, serverPort);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                int connection;
                synchronized (this) {
                    sockets.add(client);
                    sockets.add(server);
                    connection = ++connections;
                }
                daemon("relay-" + connection + "-up", () -> pump(client, server, connection, Direction.TO_SERVER));
                daemon("relay-" + connection + "-down", () -> pump(server, client, connection, Direction.TO_CLIENT));
            }
        } catch (IOException e) {
            // close() closed the listener (or the server refused): no more connections
        }
    }

    private void pump(Socket from, Socket to, int connection, Direction direction) {
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            byte[] unit;
            while ((unit = framing.next(in)) != null) {
                synchronized (this) {
                    units.add(new Unit(units.size() + 1, connection, direction, unit));
                }
                if (!forward(unit, from, to, out, direction)) {
                    return;
                }
            }
            to.shutdownOutput();
        } catch (IOException e) {
            // either side closed its connection, or close() did: this direction is over
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Forwards {@code unit}, as the relay's state allows: waiting while it is quiet, and stopping
     * where a limit set in this direction is reached (then closing, or falling quiet).
     *
     * @return whether the connection is still open
     */
    private boolean forward(byte[] unit, Socket from, Socket to, OutputStream out, Direction direction)
            throws IOException, InterruptedException {
        int sent = 0;
        while (sent < unit.length) {
            int now;
            boolean close = false;
            synchronized (this) {
                while (quiet) {
                    wait();
                }
                now = unit.length - sent;
                if (limitDirection == direction) {
                    now = (int) Math.min(now, limitOctets);
                    limitOctets -= now;
                    if (limitOctets == 0) {
                        limitDirection = null;
                        close = limitCloses;
                        quiet = !limitCloses;
                    }
                }
            }
            out.write(unit, sent, now);
            out.flush();
            sent += now;
            if (close) {
                from.close();
                to.close();
                return false;
            }
        }
        return true;
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public synchronized void close() throws IOException {
        listener.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }
}
