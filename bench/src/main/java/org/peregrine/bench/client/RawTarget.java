package org.peregrine.bench.client;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The floor: a blocking {@link Socket} ping-pong that writes the exact bytes Peregrine's client
 * wrote for the same call and reads as many bytes as Peregrine's server answered
 * ({@link CapturedExchanges}), with no marshalling, dispatch or threads in between. Each
 * {@link #call(String)} opens its own connection and first sends the exchange's index (outside
 * any timing), so concurrent clients each own a socket.
 */
public final class RawTarget implements BenchTarget {

    private final InetAddress host;
    private final int port;
    private final CapturedExchanges exchanges;
    private final List<Socket> sockets = new ArrayList<>();

    private RawTarget(InetAddress host, int port, CapturedExchanges exchanges) {
        this.host = host;
        this.port = port;
        this.exchanges = exchanges;
    }

    /** {@code endpointFile}: {@code host port capture-file}, written by RawSocketServer. */
    public static RawTarget open(Path endpointFile) throws IOException {
        String[] parts = Files.readString(endpointFile, StandardCharsets.UTF_8).trim().split(" ");
        return new RawTarget(InetAddress.getByName(parts[0]), Integer.parseInt(parts[1]),
                CapturedExchanges.read(Path.of(parts[2])));
    }

    /** The operations Peregrine's IDL client was recorded making (no Java collections, which IDL has not). */
    @Override
    public boolean supports(String key) {
        return exchanges.all().containsKey(key);
    }

    @Override
    public synchronized Runnable call(String key) throws IOException {
        CapturedExchanges.Exchange exchange = exchanges.get(key);
        Socket socket = new Socket(host, port);
        sockets.add(socket);
        socket.setTcpNoDelay(true);
        OutputStream out = socket.getOutputStream();
        InputStream in = socket.getInputStream();
        new DataOutputStream(out).writeInt(exchanges.indexOf(key));
        byte[] request = exchange.request();
        byte[] reply = new byte[exchange.reply().length];
        return () -> {
            try {
                out.write(request);
                int read = 0;
                while (read < reply.length) {
                    int n = in.read(reply, read, reply.length - read);
                    if (n < 0) {
                        throw new IOException("raw server closed the connection");
                    }
                    read += n;
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    @Override
    public synchronized void close() {
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }
}
