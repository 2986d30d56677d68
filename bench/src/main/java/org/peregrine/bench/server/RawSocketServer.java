package org.peregrine.bench.server;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.peregrine.bench.client.CapturedExchanges;
import org.peregrine.bench.client.Workload;

/**
 * The floor's server: a blocking {@link ServerSocket} on 127.0.0.1, one thread per connection.
 * A connection first names its exchange (a 4-byte index into the capture), then each request is
 * read whole (as many bytes as Peregrine's client wrote) and answered with the bytes Peregrine's
 * server wrote. The capture file is recorded by {@link PeregrineCapture} if it does not exist yet.
 * Like every server, it runs a {@link ProbeServer}.
 *
 * <pre>
 * java RawSocketServer --endpoint FILE --capture FILE [--max-seconds N]
 * </pre>
 */
public final class RawSocketServer {

    private RawSocketServer() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = ServerSupport.options(args);
        ServerSupport.startWatchdog(options);
        Path captureFile = Path.of(options.get("capture"));
        if (!Files.exists(captureFile)) {
            PeregrineCapture.capture(Workload.allOps()).write(captureFile);
            System.out.println("captured Peregrine's bytes into " + captureFile);
        }
        CapturedExchanges exchanges = CapturedExchanges.read(captureFile);
        ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        ServerSupport.daemon("accept", () -> acceptLoop(listener, exchanges));
        Path endpoint = Path.of(options.get("endpoint"));
        ProbeServer.start(endpoint, null);
        ServerSupport.publish(endpoint,
                ("127.0.0.1 " + listener.getLocalPort() + " " + captureFile.toAbsolutePath())
                        .getBytes(StandardCharsets.UTF_8));
        System.out.println("serving raw socket floor");
        System.out.flush();
        ServerSupport.awaitEndOfInput();
        System.exit(0);
    }

    private static void acceptLoop(ServerSocket listener, CapturedExchanges exchanges) {
        while (true) {
            try {
                Socket socket = listener.accept();
                ServerSupport.daemon("raw-connection", () -> serve(socket, exchanges));
            } catch (IOException e) {
                System.err.println("accept failed: " + e);
                return;
            }
        }
    }

    private static void serve(Socket socket, CapturedExchanges exchanges) {
        try (socket) {
            socket.setTcpNoDelay(true);
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            CapturedExchanges.Exchange exchange = exchanges.at(new DataInputStream(in).readInt());
            byte[] request = new byte[exchange.request().length];
            byte[] reply = exchange.reply();
            while (true) {
                int read = 0;
                while (read < request.length) {
                    int n = in.read(request, read, request.length - read);
                    if (n < 0) {
                        return;
                    }
                    read += n;
                }
                out.write(reply);
            }
        } catch (EOFException e) {
            // the client left before naming an exchange
        } catch (IOException e) {
            // the client closed its connection
        }
    }
}
