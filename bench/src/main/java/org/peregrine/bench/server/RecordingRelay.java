package org.peregrine.bench.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

/**
 * A TCP relay on 127.0.0.1 that forwards one client connection to a server and records every
 * byte in each direction before forwarding it, so that after a call returns, the recorded
 * request and reply are complete. Used once per run to capture Peregrine's bytes for the raw
 * floor. The pump threads are daemons; {@link #close()} ends them.
 */
final class RecordingRelay implements AutoCloseable {

    private final ServerSocket listener;
    private final ByteArrayOutputStream toServer = new ByteArrayOutputStream();
    private final ByteArrayOutputStream toClient = new ByteArrayOutputStream();
    private volatile Socket client;
    private volatile Socket server;

    RecordingRelay(String serverHost, int serverPort) throws IOException {
        listener = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        ServerSupport.daemon("relay-accept", () -> {
            try {
                client = listener.accept();
                server = new Socket(serverHost, serverPort);
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                ServerSupport.daemon("relay-up", () -> pump(client, server, toServer));
                ServerSupport.daemon("relay-down", () -> pump(server, client, toClient));
            } catch (IOException e) {
                System.err.println("relay failed: " + e);
            }
        });
    }

    int port() {
        return listener.getLocalPort();
    }

    /** Forgets what was recorded so far. */
    void clear() {
        synchronized (toServer) {
            toServer.reset();
        }
        synchronized (toClient) {
            toClient.reset();
        }
    }

    byte[] requestBytes() {
        synchronized (toServer) {
            return toServer.toByteArray();
        }
    }

    byte[] replyBytes() {
        synchronized (toClient) {
            return toClient.toByteArray();
        }
    }

    private static void pump(Socket from, Socket to, ByteArrayOutputStream record) {
        byte[] buffer = new byte[65536];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            int n;
            while ((n = in.read(buffer)) >= 0) {
                synchronized (record) {
                    record.write(buffer, 0, n);
                }
                out.write(buffer, 0, n);
            }
            to.shutdownOutput();
        } catch (IOException e) {
            // connection closed: the capture is over
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }
}
