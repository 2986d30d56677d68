package org.peregrine.vectorcapture;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * A loopback TCP relay between a peer client and a peer server that frames and records every
 * GIOP message in both directions. Daemon threads; reads time out; close() ends everything.
 */
final class RecordingRelay implements AutoCloseable {
    private final ServerSocket socket;
    private final String targetHost;
    private final int targetPort;
    private final List<Captured> messages = new ArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();
    private int connectionCount;

    RecordingRelay(String targetHost, int targetPort) throws IOException {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        socket = new ServerSocket(0, 8, InetAddress.getByName("127.0.0.1"));
        Thread t = new Thread(this::acceptLoop, "relay-accept");
        t.setDaemon(true);
        t.start();
    }

    int port() {
        return socket.getLocalPort();
    }

    synchronized List<Captured> messages() {
        return new ArrayList<>(messages);
    }

    private void acceptLoop() {
        try {
            while (!socket.isClosed()) {
                Socket client = socket.accept();
                Socket server = new Socket(targetHost, targetPort);
                client.setSoTimeout(30_000);
                server.setSoTimeout(30_000);
                int n;
                synchronized (this) {
                    sockets.add(client);
                    sockets.add(server);
                    n = ++connectionCount;
                }
                pump(client, server, n, Captured.TO_SERVER);
                pump(server, client, n, Captured.TO_CLIENT);
            }
        } catch (IOException closed) {
            // close() ends the loop
        }
    }

    private void pump(Socket from, Socket to, int connection, String direction) {
        Thread t = new Thread(() -> {
            try {
                InputStream in = from.getInputStream();
                OutputStream out = to.getOutputStream();
                byte[] m;
                while ((m = GiopMessages.read(in)) != null) {
                    synchronized (this) {
                        messages.add(new Captured(messages.size() + 1, connection, direction, m));
                    }
                    out.write(m);
                    out.flush();
                }
            } catch (IOException e) {
                // either side closed
            } finally {
                try {
                    to.shutdownOutput();
                } catch (IOException ignored) {
                    // already closed
                }
            }
        }, "relay-" + connection + "-" + direction);
        t.setDaemon(true);
        t.start();
    }

    @Override
    public synchronized void close() throws IOException {
        socket.close();
        for (Socket s : sockets) {
            s.close();
        }
    }
}
