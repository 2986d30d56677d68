package org.peregrine.bench.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.peregrine.bench.probe.MemoryWatch;
import org.peregrine.bench.probe.ProbeProtocol;

/**
 * The client side of the {@link ProbeProtocol}: asks the server JVM for its own allocation,
 * memory and JIT figures. Connects on first use, so experiments that do not need the server's figures
 * never open the side channel. Not thread-safe.
 */
final class ProbeClient {

    private final Path endpoint;
    private BufferedReader in;
    private PrintWriter out;

    ProbeClient(Path endpoint) {
        this.endpoint = endpoint;
    }

    void allocationStart() throws IOException {
        ask(ProbeProtocol.ALLOCATION_START);
    }

    /** Bytes the server's threads allocated since {@link #allocationStart()}. */
    long allocationEnd() throws IOException {
        return Long.parseLong(ask(ProbeProtocol.ALLOCATION_END));
    }

    void memoryMark() throws IOException {
        ask(ProbeProtocol.MEMORY_MARK);
    }

    MemoryWatch.Peak memoryPeak() throws IOException {
        String[] f = ask(ProbeProtocol.MEMORY_PEAK).split(" ");
        return new MemoryWatch.Peak(Long.parseLong(f[0]), Long.parseLong(f[1]), Long.parseLong(f[2]));
    }

    /** The milliseconds the server JVM's JIT compilers have worked so far. */
    long jitMillis() {
        try {
            return Long.parseLong(ask(ProbeProtocol.JIT_MILLIS));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String ask(String command) throws IOException {
        if (out == null) {
            int port = Integer.parseInt(Files.readString(ProbeProtocol.portFile(endpoint), StandardCharsets.US_ASCII).trim());
            Socket socket = new Socket(InetAddress.getLoopbackAddress(), port);
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            out = new PrintWriter(socket.getOutputStream(), true, StandardCharsets.US_ASCII);
        }
        out.println(command);
        String answer = in.readLine();
        if (answer == null || answer.startsWith("error")) {
            throw new IOException("server probe: " + command + " -> " + answer);
        }
        return answer;
    }
}
