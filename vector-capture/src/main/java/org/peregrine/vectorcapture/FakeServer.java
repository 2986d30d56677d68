package org.peregrine.vectorcapture;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import org.peregrine.testsupport.RecordingRelay.Direction;
import org.peregrine.testsupport.RecordingRelay.Unit;

/**
 * A GIOP server that records what a peer client sends and answers just enough for the call to
 * finish: LocateReply OBJECT_HERE to a LocateRequest, and to a Request (after its last
 * fragment) a Reply NO_EXCEPTION whose body is one long. Bound to 127.0.0.1 on a free port.
 * One thread accepts, one thread per connection reads; all are daemons and reads time out.
 */
final class FakeServer implements AutoCloseable {
    static final int RESULT = 0x0a0b0c0d;

    private final ServerSocket socket;
    private final List<Unit> messages = new ArrayList<>();
    private final List<Socket> connections = new ArrayList<>();

    FakeServer() throws IOException {
        socket = new ServerSocket(0, 8, InetAddress.getByName("127.0.0.1"));
        Thread t = new Thread(this::acceptLoop, "fake-server-accept");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    synchronized List<Unit> messages() {
        return new ArrayList<>(messages);
    }

    private void acceptLoop() {
        try {
            while (!socket.isClosed()) {
                Socket s = socket.accept();
                s.setSoTimeout(30_000);
                int n;
                synchronized (this) {
                    connections.add(s);
                    n = connections.size();
                }
                Thread t = new Thread(() -> serve(s, n), "fake-server-conn-" + n);
                t.setDaemon(true);
                t.start();
            }
        } catch (IOException closed) {
            // close() ends the loop
        }
    }

    private void serve(Socket s, int connection) {
        long pendingId = -1;
        boolean pendingResponse = false;
        try (s; InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
            byte[] m;
            while ((m = GiopMessages.read(in)) != null) {
                synchronized (this) {
                    messages.add(new Unit(messages.size() + 1, connection, Direction.TO_SERVER, m));
                }
                int type = GiopMessages.type(m);
                int minor = GiopMessages.minor(m);
                if (type == 0 || type == 3) {
                    long[] idr = GiopMessages.requestIdAndResponse(m);
                    if (type == 3) {
                        out.write(GiopMessages.locateReply(minor, idr[0]));
                        out.flush();
                        continue;
                    }
                    pendingId = idr[0];
                    pendingResponse = idr[1] != 0;
                }
                if ((type == 0 || type == 7) && !GiopMessages.moreFragments(m) && pendingResponse) {
                    out.write(GiopMessages.reply(minor, pendingId, RESULT));
                    out.flush();
                    pendingResponse = false;
                }
            }
        } catch (IOException e) {
            System.err.println("fake server connection " + connection + ": " + e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        socket.close();
        for (Socket s : connections) {
            s.close();
        }
    }
}
