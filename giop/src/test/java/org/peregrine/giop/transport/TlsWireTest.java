package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link TlsWire} over a loopback connection: the handshake, reads and writes in both blocking
 * modes, a non-blocking writer whose peer reads slowly (what the socket does not take waits on
 * the wire until {@link TlsWire#flush}), input read off the socket that a selector no longer
 * sees ({@link TlsWire#hasBufferedInput}), and a handshake the peer never answers.
 */
@Timeout(30)
class TlsWireTest {

    private SocketChannel clientSocket;
    private SocketChannel serverSocket;

    @BeforeEach
    void connect() throws Exception {
        try (ServerSocketChannel listener = ServerSocketChannel.open()) {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            clientSocket = SocketChannel.open(listener.getLocalAddress());
            serverSocket = listener.accept();
        }
    }

    @AfterEach
    void close() throws Exception {
        clientSocket.close();
        serverSocket.close();
    }

    private TlsWire[] handshaken() throws Exception {
        return TlsWires.handshaken(clientSocket, serverSocket);
    }

    private static byte[] random(int length) {
        byte[] octets = new byte[length];
        new Random(length).nextBytes(octets);
        return octets;
    }

    @Test
    void octetsShouldArriveWholeInBlockingMode() throws Exception {
        TlsWire[] wires = handshaken();
        assertTrue(clientSocket.isBlocking(), "the handshake gives the socket its mode back");
        byte[] sent = random(100_000);
        ByteBuffer out = ByteBuffer.wrap(sent);
        while (out.hasRemaining()) {
            wires[0].write(out);
        }
        assertTrue(wires[0].flush());
        ByteBuffer in = ByteBuffer.allocate(sent.length);
        while (in.hasRemaining()) {
            assertTrue(wires[1].read(in) > 0);
        }
        assertArrayEquals(sent, in.array());
        assertEquals("TLSv1.3", wires[1].session().getProtocol());
    }

    @Test
    void aNonBlockingWriterShouldLeaveWhatTheSocketRefusesOnTheWireUntilFlushed() throws Exception {
        TlsWire[] wires = handshaken();
        clientSocket.configureBlocking(false);
        byte[] sent = random(32 << 20); // more than both sockets' buffers hold
        CountDownLatch refused = new CountDownLatch(1);
        CompletableFuture<byte[]> received = CompletableFuture.supplyAsync(() -> {
            ByteBuffer in = ByteBuffer.allocate(sent.length);
            try {
                refused.await(); // reads only once the writer has met a full socket

                while (in.hasRemaining()) {
                    wires[1].read(in);
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return in.array();
        });
        ByteBuffer out = ByteBuffer.wrap(sent);
        int refusals = 0;
        try (Selector selector = Selector.open()) {
            clientSocket.register(selector, SelectionKey.OP_WRITE);
            while (out.hasRemaining() || !wires[0].flush()) {
                if (out.hasRemaining() && wires[0].write(out) > 0) {
                    continue;
                }
                refusals++;
                refused.countDown();
                selector.select(1_000);
                selector.selectedKeys().clear();
            }
        }
        assertTrue(refusals > 0, "the socket refused some of 32 MiB");
        assertArrayEquals(sent, received.get(20, TimeUnit.SECONDS));
    }

    @Test
    void inputReadOffTheSocketShouldBeReportedBufferedWhileTheSelectorSeesNothing() throws Exception {
        TlsWire[] wires = handshaken();
        byte[] first = random(100);
        byte[] second = random(200);
        wires[0].write(ByteBuffer.wrap(first));
        wires[0].write(ByteBuffer.wrap(second)); // a second record
        serverSocket.configureBlocking(false);
        try (Selector selector = Selector.open()) {
            serverSocket.register(selector, SelectionKey.OP_READ);
            assertEquals(1, selector.select(5_000), "the records arrived");
            selector.selectedKeys().clear();
            // wait until both records are in the socket, so one read takes both
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (wires[1].available() < 300 && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
            ByteBuffer in = ByteBuffer.allocate(first.length);
            assertEquals(first.length, wires[1].read(in));
            assertArrayEquals(first, in.array());
            assertTrue(wires[1].hasBufferedInput(), "the second record was read off the socket");
            assertEquals(0, selector.selectNow(), "the socket itself has nothing more");
            ByteBuffer rest = ByteBuffer.allocate(second.length);
            while (rest.hasRemaining()) {
                assertTrue(wires[1].read(rest) > 0);
            }
            assertArrayEquals(second, rest.array());
            assertFalse(wires[1].hasBufferedInput());
            assertEquals(0, wires[1].read(ByteBuffer.allocate(10)), "non-blocking: nothing more yet");
        }
    }

    @Test
    void aPeerThatNeverAnswersShouldFailTheHandshakeAtItsDeadline() throws Exception {
        TlsWire server = new TlsWire(serverSocket, TlsWires.engine(false));
        long start = System.nanoTime();
        assertThrows(SocketTimeoutException.class, () -> server.handshake(300));
        long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(tookMillis >= 300, "ended after " + tookMillis + " ms");
        assertTrue(serverSocket.isBlocking(), "the socket's mode is given back");
    }

    @Test
    void aPeerThatClosesShouldEndTheStream() throws Exception {
        TlsWire[] wires = handshaken();
        serverSocket.close(); // after its session ticket, which the client's read consumes first
        assertEquals(-1, wires[0].read(ByteBuffer.allocate(10)));
    }
}
