package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.peregrine.giop.message.MessageType;

/**
 * {@link WriteBacklog} and {@link QueuedWrites}: what a socket does not take is queued and
 * written in order as the peer reads, in plain text and over TLS (whose wire may hold records the
 * socket did not take after the backlog is empty); a message starting while more than the limit
 * waits closes the connection, while the later parts of a message already begun are always taken.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class WriteBacklogTest {

    private static final int LIMIT = 256 * 1024;
    private static final int PART = 64 * 1024;

    private final List<BacklogLimitException> overflows = new CopyOnWriteArrayList<>();
    private final QueuedWrites flusher = new QueuedWrites(LIMIT, "test-queued-writes", overflows::add);
    private ServerSocketChannel listener;
    private SocketChannel writer;
    private SocketChannel reader;

    @BeforeEach
    void connect() throws IOException {
        listener = ServerSocketChannel.open().bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        writer = SocketChannel.open(listener.getLocalAddress());
        reader = listener.accept();
        writer.configureBlocking(false);
    }

    @AfterEach
    void close() throws IOException {
        flusher.close();
        writer.close();
        reader.close();
        listener.close();
    }

    @Test
    void shouldWriteWhatTheSocketDidNotTakeInOrderAsThePeerReads() throws Exception {
        sendUntilQueuedThenRead(new PlainWire(writer), new PlainWire(reader));
    }

    @Test
    void shouldWriteWhatTheSocketDidNotTakeInOrderAsThePeerReadsOverTls() throws Exception {
        writer.configureBlocking(true); // for the handshake's own non-blocking spell to restore
        TlsWire[] wires = TlsWires.handshaken(writer, reader);
        writer.configureBlocking(false);
        sendUntilQueuedThenRead(wires[0], wires[1]);
    }

    private void sendUntilQueuedThenRead(Wire out, Wire in) throws Exception {
        WriteBacklog backlog = new WriteBacklog(out, flusher, "peer");
        List<ByteBuf> sent = new ArrayList<>();
        int total = 0;
        // a Request and its Fragments until the socket buffers are full, then three more parts
        int afterFull = 3;
        for (int i = 0; afterFull > 0; i++) {
            ByteBuf part = part(i == 0 ? MessageType.REQUEST : MessageType.FRAGMENT, i);
            sent.add(part.retainedDuplicate()); // its own indices: sending moves the part's
            total += part.readableBytes();
            backlog.send(part);
            if (backlog.bytes() > 0) {
                afterFull--;
            }
        }
        assertTrue(flusher.running());

        ByteBuffer received = ByteBuffer.allocate(total);
        while (received.hasRemaining()) {
            assertTrue(in.read(received) > 0);
        }
        ByteBuf expected = Unpooled.buffer(total);
        for (ByteBuf part : sent) {
            expected.writeBytes(part, part.readerIndex(), part.readableBytes());
            part.release();
        }
        assertArrayEquals(expected.array(), received.array(), "the octets arrived out of order");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (backlog.bytes() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(1);
        }
        assertEquals(0, backlog.bytes());
        for (ByteBuf part : sent) {
            assertEquals(0, part.refCnt(), "a written part was not released");
        }
    }

    @Test
    void shouldTakeEveryPartOfABegunMessageButCloseWhenOneStartsOverTheLimit() throws Exception {
        WriteBacklog backlog = new WriteBacklog(new PlainWire(writer), flusher, "peer");
        backlog.send(part(MessageType.REPLY, 0));
        List<ByteBuf> queued = new ArrayList<>();
        while (backlog.bytes() <= LIMIT) {
            ByteBuf fragment = part(MessageType.FRAGMENT, 1);
            queued.add(fragment.retainedDuplicate());
            backlog.send(fragment);
        }
        ByteBuf fragment = part(MessageType.FRAGMENT, 2);
        queued.add(fragment.retainedDuplicate());
        backlog.send(fragment); // over the limit, but the message had begun
        assertTrue(backlog.bytes() > LIMIT);

        ByteBuf next = part(MessageType.REPLY, 3);
        BacklogLimitException overflow = assertThrows(BacklogLimitException.class, () -> backlog.send(next));
        assertEquals(LIMIT, overflow.limit());
        assertEquals(List.of(overflow), overflows, "the overflow was not reported once");
        assertEquals(0, next.refCnt(), "the refused message was not released");
        assertFalse(writer.isOpen(), "the connection stays open with a message cut short on it");
        assertEquals(0, backlog.bytes());
        for (ByteBuf part : queued) {
            assertEquals(1, part.refCnt(), "what was queued is still held"); // only this test's reference
            part.release();
        }
        assertThrows(IOException.class, () -> backlog.send(part(MessageType.REPLY, 4)));
    }

    /** A part of {@link #PART} octets whose GIOP header names {@code type}, filled with {@code fill}. */
    private static ByteBuf part(MessageType type, int fill) {
        ByteBuf part = Unpooled.directBuffer(PART);
        part.writeBytes(new byte[] {'G', 'I', 'O', 'P', 1, 2, 0, (byte) type.value()});
        byte[] octets = new byte[part.writableBytes()];
        java.util.Arrays.fill(octets, (byte) fill);
        return part.writeBytes(octets);
    }
}
