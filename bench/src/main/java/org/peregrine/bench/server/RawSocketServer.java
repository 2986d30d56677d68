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
import java.util.concurrent.Callable;

import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.client.CapturedExchanges;
import org.peregrine.bench.client.Workload;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

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
@Command(name = "RawSocketServer", description = "Replays Peregrine's captured replies on a plain socket.")
public final class RawSocketServer implements Callable<Integer> {

    @Mixin
    private ChildOptions options;

    @Option(names = "--capture", required = true, paramLabel = "FILE",
            description = "Peregrine's captured calls, recorded there first if the file does not exist.")
    private Path captureFile;

    public static void main(String[] args) {
        System.exit(Cli.of(new RawSocketServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        if (!Files.exists(captureFile)) {
            PeregrineCapture.capture(Workload.allOps()).write(captureFile);
            System.out.println("captured Peregrine's bytes into " + captureFile);
        }
        CapturedExchanges exchanges = CapturedExchanges.read(captureFile);
        ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        ServerSupport.daemon("accept", () -> acceptLoop(listener, exchanges));
        ProbeServer.start(options.endpoint(), null);
        ServerSupport.publish(options.endpoint(),
                ("127.0.0.1 " + listener.getLocalPort() + " " + captureFile.toAbsolutePath())
                        .getBytes(StandardCharsets.UTF_8));
        System.out.println("serving raw socket floor");
        System.out.flush();
        ServerSupport.awaitEndOfInput();
        return 0;
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
