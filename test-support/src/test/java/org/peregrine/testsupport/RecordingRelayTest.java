package org.peregrine.testsupport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.peregrine.testsupport.RecordingRelay.Direction;
import org.peregrine.testsupport.RecordingRelay.Unit;

/**
 * {@link RecordingRelay} in front of an echo server that answers each one-octet-length-prefixed
 * message with the same message: what the client gets back is what the server sent, and what
 * the relay recorded is every unit, in order, by direction and connection.
 */
class RecordingRelayTest {

    /** A unit is one length octet and that many octets. */
    private static final RecordingRelay.Framing LENGTH_PREFIXED = in -> {
        int length = in.read();
        if (length < 0) {
            return null;
        }
        byte[] unit = new byte[1 + length];
        unit[0] = (byte) length;
        new DataInputStream(in).readFully(unit, 1, length);
        return unit;
    };

    private ServerSocket echoServer;

    @BeforeEach
    void startEchoServer() throws IOException {
        echoServer = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> {
            try {
                while (true) {
                    Socket connection = echoServer.accept();
                    Thread echo = new Thread(() -> echo(connection), "echo");
                    echo.setDaemon(true);
                    echo.start();
                }
            } catch (IOException e) {
                // the test closed the server
            }
        }, "echo-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private static void echo(Socket connection) {
        try (connection) {
            connection.getInputStream().transferTo(connection.getOutputStream());
        } catch (IOException e) {
            // the client left
        }
    }

    @AfterEach
    void stopEchoServer() throws IOException {
        echoServer.close();
    }

    @Test
    void shouldRecordEveryUnitInOrderByDirectionAndConnection() throws IOException {
        try (RecordingRelay relay = new RecordingRelay("127.0.0.1", echoServer.getLocalPort(), LENGTH_PREFIXED);
                Socket first = new Socket(InetAddress.getLoopbackAddress(), relay.port());
                Socket second = new Socket(InetAddress.getLoopbackAddress(), relay.port())) {
            assertArrayEquals(message("one"), exchange(first, "one"));
            assertArrayEquals(message("two"), exchange(second, "two"));

            List<Unit> units = relay.units();
            assertEquals(List.of("1 1 TO_SERVER one", "2 1 TO_CLIENT one", "3 2 TO_SERVER two", "4 2 TO_CLIENT two"),
                    units.stream().map(RecordingRelayTest::describe).toList());
        }
    }

    @Test
    void shouldGiveTheBytesOfOneDirectionAndForgetThemOnClear() throws IOException {
        try (RecordingRelay relay = new RecordingRelay("127.0.0.1", echoServer.getLocalPort(), RecordingRelay.AS_READ);
                Socket client = new Socket(InetAddress.getLoopbackAddress(), relay.port())) {
            exchange(client, "before");
            relay.clear();
            exchange(client, "after");

            assertArrayEquals(message("after"), relay.bytes(Direction.TO_SERVER));
            assertArrayEquals(message("after"), relay.bytes(Direction.TO_CLIENT));
            assertEquals(1, relay.units().get(0).sequence());
        }
    }

    private static byte[] exchange(Socket client, String text) throws IOException {
        byte[] message = message(text);
        OutputStream out = client.getOutputStream();
        out.write(message);
        out.flush();
        InputStream in = client.getInputStream();
        byte[] answer = new byte[message.length];
        new DataInputStream(in).readFully(answer);
        return answer;
    }

    private static byte[] message(String text) {
        byte[] body = text.getBytes(StandardCharsets.US_ASCII);
        byte[] message = new byte[1 + body.length];
        message[0] = (byte) body.length;
        System.arraycopy(body, 0, message, 1, body.length);
        return message;
    }

    private static String describe(Unit unit) {
        return unit.sequence() + " " + unit.connection() + " " + unit.direction() + " "
                + new String(unit.bytes(), 1, unit.bytes().length - 1, StandardCharsets.US_ASCII);
    }
}
