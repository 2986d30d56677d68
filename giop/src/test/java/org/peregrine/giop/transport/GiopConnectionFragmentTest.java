package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.OutgoingMessage;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.testsupport.UncachedPool;

/**
 * Messages that leave in parts over a real loopback TCP connection between two
 * {@link GiopConnection}s: concurrent large messages of every GIOP version arrive intact (1.2
 * fragments interleave by request id, 1.1 messages keep the connection to themselves), a request
 * cut short is cancelled and the connection goes on, and every pooled buffer is freed.
 */
class GiopConnectionFragmentTest {

    private static final int FRAGMENT = 1024;
    private static final int CALLERS = 8;

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private final TransportConfig config = new TransportConfig(16 << 20, CALLERS, 5_000,
            PartSizes.of(FRAGMENT, PartSizes.DEFAULT_MAX_PART_SIZE), 0, 1024, 0, 0, 1 << 20);
    private GiopConnection client;
    private GiopConnection server;
    private final ExecutorService threads = Executors.newFixedThreadPool(CALLERS);

    @BeforeEach
    void connect() throws Exception {
        try (ServerSocketChannel listener = ServerSocketChannel.open()) {
            listener.bind(new InetSocketAddress("127.0.0.1", 0));
            SocketChannel out = SocketChannel.open(listener.getLocalAddress());
            SocketChannel in = listener.accept();
            client = new GiopConnection(out, allocator, new IdleMessages(), config, null);
            server = new GiopConnection(in, allocator, new IdleMessages(), config, null);
        }
    }

    @AfterEach
    void shouldFreeEveryBuffer() throws InterruptedException {
        threads.shutdownNow();
        assertTrue(threads.awaitTermination(10, TimeUnit.SECONDS));
        client.close();
        server.close();
        client.releaseReadState();
        server.releaseReadState();
        assertEquals(0, UncachedPool.activeAllocations(allocator), "pooled buffers still allocated");
    }

    private static byte[] payload(int requestId) {
        byte[] octets = new byte[100_000 + requestId * 1_000];
        new Random(requestId).nextBytes(octets);
        return octets;
    }

    private void send(GiopVersion version, int requestId) {
        try (OutgoingMessage message = client.newMessage(version, MessageType.REQUEST, requestId, CodeSets.DEFAULT)) {
            message.writer().writeLong(requestId);
            message.markBodyStart();
            message.writer().writeOctetSequence(payload(requestId));
            message.writer().writeLongLong(requestId * 3L);
            message.finish();
        }
    }

    @ParameterizedTest
    @EnumSource(GiopVersion.class)
    void shouldDeliverConcurrentLargeMessagesIntact(GiopVersion version) throws Exception {
        List<Future<?>> sent = new ArrayList<>();
        for (int id = 1; id <= CALLERS; id++) {
            int requestId = id;
            sent.add(threads.submit(() -> send(version, requestId)));
        }
        Map<Integer, Boolean> received = new HashMap<>();
        for (int i = 0; i < CALLERS; i++) {
            ByteBuf message = server.readMessage();
            try {
                CdrReader reader = new CdrReader().wrap(message, message.readerIndex(), false, version, CodeSets.DEFAULT);
                reader.skip(GiopHeader.LENGTH);
                int requestId = reader.readLong();
                if (version == GiopVersion.V1_2) {
                    reader.align(8);
                }
                assertArrayEquals(payload(requestId), reader.readOctetSequence(), "message " + requestId);
                assertEquals(requestId * 3L, reader.readLongLong());
                assertEquals(0, reader.remaining());
                received.put(requestId, true);
            } finally {
                message.release();
            }
        }
        for (Future<?> future : sent) {
            future.get(10, TimeUnit.SECONDS);
        }
        assertEquals(CALLERS, received.size());
    }

    @Test
    void shouldCancelGiop12RequestCutShortAndKeepTheConnection() throws Exception {
        OutgoingMessage message = client.newMessage(GiopVersion.V1_2, MessageType.REQUEST, 77, CodeSets.DEFAULT);
        try {
            message.writer().writeLong(77);
            message.writer().writeOctets(new byte[5_000], 0, 5_000);
            assertThrows(SystemException.class, () -> CdrText.writeChar(message.writer(), '\u4e00'));
        } finally {
            message.close();
        }
        assertEquals(OutgoingMessage.Recovery.CANCEL_REQUEST, message.recovery());
        client.writeCancelRequest(GiopVersion.V1_2, 77);
        send(GiopVersion.V1_2, 5);

        ByteBuf cancel = server.readMessage();
        try {
            GiopHeader header = new GiopHeader().wrap(cancel, cancel.readerIndex());
            assertEquals(MessageType.CANCEL_REQUEST, header.type());
            assertEquals(77, cancel.getInt(cancel.readerIndex() + GiopHeader.LENGTH));
            server.cancelReassembly(77);
        } finally {
            cancel.release();
        }
        ByteBuf next = server.readMessage();
        try {
            CdrReader reader = new CdrReader().wrap(next, next.readerIndex(), false, GiopVersion.V1_2, CodeSets.DEFAULT);
            reader.skip(GiopHeader.LENGTH);
            assertEquals(5, reader.readLong());
            reader.align(8);
            assertArrayEquals(payload(5), reader.readOctetSequence());
        } finally {
            next.release();
        }
    }

    @Test
    void shouldLetOtherWritersInOnceAGiop11MessageIsAbandoned() throws Exception {
        OutgoingMessage message = client.newMessage(GiopVersion.V1_1, MessageType.REQUEST, 9, CodeSets.DEFAULT);
        try {
            message.writer().writeOctets(new byte[3 * FRAGMENT], 0, 3 * FRAGMENT);
            assertThrows(SystemException.class, () -> CdrText.writeChar(message.writer(), '\u4e00'));
        } finally {
            message.close();
        }
        assertEquals(OutgoingMessage.Recovery.CLOSE_CONNECTION, message.recovery());
        Future<?> other = threads.submit(() -> {
            client.writeControl(GiopVersion.V1_1, MessageType.CLOSE_CONNECTION);
            return null;
        });
        other.get(10, TimeUnit.SECONDS); // would hang if the abandoned message still held the writer
    }
}
