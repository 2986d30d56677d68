package org.peregrine.bench.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.function.LongSupplier;

import org.peregrine.bench.probe.JitClock;
import org.peregrine.bench.probe.MemoryWatch;
import org.peregrine.bench.probe.ProbeProtocol;
import org.peregrine.bench.probe.ThreadAllocation;

/**
 * The server side of the {@link ProbeProtocol}: one daemon thread that accepts one connection at
 * a time on 127.0.0.1 and answers its commands with this JVM's allocation, memory and JIT figures.
 * It blocks in a read between commands, so inside a measurement window it neither runs nor
 * allocates (reading the next command allocates its line, a few dozen bytes per window).
 */
final class ProbeServer {

    private final ServerSocket listener;
    private final MemoryWatch memory;
    private ThreadAllocation allocationStart;

    private ProbeServer(ServerSocket listener, LongSupplier pool) {
        this.listener = listener;
        this.memory = new MemoryWatch(pool);
    }

    /**
     * Starts the probe of a server whose endpoint file is {@code endpoint} and publishes its port;
     * {@code pool}: the ORB's buffer pool gauge, or null.
     */
    static void start(Path endpoint, LongSupplier pool) throws IOException {
        ProbeServer probe = new ProbeServer(new ServerSocket(0, 1, InetAddress.getLoopbackAddress()), pool);
        ServerSupport.daemon("probe", probe::acceptLoop);
        ServerSupport.publish(ProbeProtocol.portFile(endpoint),
                Integer.toString(probe.listener.getLocalPort()).getBytes(StandardCharsets.US_ASCII));
    }

    private void acceptLoop() {
        while (true) {
            try (Socket socket = listener.accept()) {
                serve(socket);
            } catch (IOException e) {
                System.err.println("probe connection failed: " + e);
            }
        }
    }

    private void serve(Socket socket) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
        PrintWriter out = new PrintWriter(socket.getOutputStream(), true, StandardCharsets.US_ASCII);
        String command;
        while ((command = in.readLine()) != null) {
            String answer;
            try {
                answer = answer(command);
            } catch (Exception e) {
                answer = "error " + e;
            }
            out.println(answer);
        }
    }

    private String answer(String command) throws InterruptedException {
        switch (command) {
            case ProbeProtocol.ALLOCATION_START:
                allocationStart = ThreadAllocation.snapshot();
                return "ok";
            case ProbeProtocol.ALLOCATION_END:
                if (allocationStart == null) {
                    throw new IllegalStateException(ProbeProtocol.ALLOCATION_END + " before " + ProbeProtocol.ALLOCATION_START);
                }
                return Long.toString(allocationStart.bytesSince());
            case ProbeProtocol.MEMORY_MARK:
                memory.mark();
                return "ok";
            case ProbeProtocol.JIT_MILLIS:
                return Long.toString(JitClock.LOCAL.getAsLong());
            case ProbeProtocol.MEMORY_PEAK: {
                MemoryWatch.Peak peak = memory.peak();
                return peak.heap() + " " + peak.direct() + " " + peak.pool();
            }
            default:
                throw new IllegalArgumentException("unknown command " + command);
        }
    }
}
