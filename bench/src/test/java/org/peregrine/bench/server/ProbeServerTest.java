package org.peregrine.bench.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.peregrine.bench.probe.ProbeProtocol;

class ProbeServerTest {

    @Test
    void shouldAnswerEveryCommandOfTheProtocol(@TempDir Path directory) throws Exception {
        Path endpoint = directory.resolve("server.endpoint");
        ProbeServer.start(endpoint, () -> 4096);
        int port = Integer.parseInt(Files.readString(ProbeProtocol.portFile(endpoint)).trim());
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            PrintWriter out = new PrintWriter(socket.getOutputStream(), true, StandardCharsets.US_ASCII);
            out.println(ProbeProtocol.ALLOCATION_START);
            assertEquals("ok", in.readLine());
            out.println(ProbeProtocol.ALLOCATION_END);
            assertTrue(Long.parseLong(in.readLine()) >= 0);
            out.println(ProbeProtocol.MEMORY_MARK);
            assertEquals("ok", in.readLine());
            out.println(ProbeProtocol.MEMORY_PEAK);
            String[] peak = in.readLine().split(" ");
            assertEquals(3, peak.length);
            assertEquals("0", peak[2], "the pool gauge stays at its baseline");
            out.println(ProbeProtocol.JIT_MILLIS);
            long jitBefore = Long.parseLong(in.readLine());
            assertTrue(jitBefore >= 0);
            out.println(ProbeProtocol.JIT_MILLIS);
            assertTrue(Long.parseLong(in.readLine()) >= jitBefore, "the JIT's time never goes back");
            out.println("nonsense");
            assertTrue(in.readLine().startsWith("error "));
        }
    }
}
