package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.testsupport.UncachedPool;

/**
 * A connection closed by one thread while another is inside a read: the read state (the
 * read-ahead buffer, partial messages) is released exactly once, by whichever thread is last,
 * even when the read completes a message from octets already read ahead and so never sees the
 * channel closed; and a read after the release fails with {@link ClosedChannelException}, never
 * by touching a freed buffer.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class CloseWhileReadingTest {

    private final PausingAllocator allocator = new PausingAllocator();
    private final TransportConfig config = new TransportConfig(1 << 20, 4, 5_000,
            PartSizes.of(PartSizes.DEFAULT_MAX_PART_SIZE, PartSizes.DEFAULT_MAX_PART_SIZE), 0, 1024, 0, 0, 1 << 20);
    private SocketChannel peer;
    private GiopConnection connection;

    @BeforeEach
    void connect() throws Exception {
        try (ServerSocketChannel listener = ServerSocketChannel.open()) {
            listener.bind(new InetSocketAddress("127.0.0.1", 0));
            peer = SocketChannel.open(listener.getLocalAddress());
            SocketChannel accepted = listener.accept();
            connection = new GiopConnection(accepted, allocator, new IdleMessages(), config, null);
        }
    }

    @AfterEach
    void disconnect() throws Exception {
        peer.close();
        connection.close();
    }

    @Test
    void shouldReleaseTheReadStateWhenAReadThatWasUnderWayWhenClosedCompletesAMessage() throws Exception {
        // A Reply in two parts, both on the wire before the read starts: the read takes them in
        // one read-ahead, so once it has begun it needs nothing more from the channel.
        send(part(false, true, 4), part(true, false, 4));
        allocator.pauseAtNextComposite();
        CompletableFuture<ByteBuf> read = CompletableFuture.supplyAsync(() -> {
            try {
                return connection.poll();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        assertTrue(allocator.paused.await(5, TimeUnit.SECONDS), "the read did not start reassembling");

        connection.close(); // a thread is reading: the release is left to it
        allocator.resume.countDown();

        ByteBuf message = read.get(5, TimeUnit.SECONDS);
        assertNotNull(message, "the read-ahead octets held a whole message");
        message.release();
        assertEquals(0, UncachedPool.activeAllocations(allocator), "pooled buffers still allocated after the read left");
        assertThrows(ClosedChannelException.class, connection::poll);
    }

    @Test
    void shouldFailAReadAfterTheCloseWithoutTouchingTheReleasedBuffers() throws Exception {
        send(part(false, false, 4));
        ByteBuf first = connection.poll();
        assertNotNull(first);
        first.release();

        connection.close(); // nobody reads: released now
        assertEquals(0, UncachedPool.activeAllocations(allocator), "pooled buffers still allocated after the close");
        assertThrows(ClosedChannelException.class, connection::poll);
        assertThrows(ClosedChannelException.class, connection::readMessage);
        connection.releaseReadState(); // as a reading thread does when its read failed: no second release
        assertEquals(0, UncachedPool.activeAllocations(allocator));
    }

    /** A GIOP 1.2 Reply's first part, or a Fragment of it, with {@code bodyLength} octets of body. */
    private static byte[] part(boolean fragment, boolean moreFragments, int bodyLength) {
        ByteBuf buf = Unpooled.buffer();
        GiopHeader.write(buf, GiopVersion.V1_2, false, fragment ? MessageType.FRAGMENT : MessageType.REPLY,
                moreFragments);
        buf.writeInt(7); // the request id, which both parts of a GIOP 1.2 message begin with
        buf.writeZero(bodyLength);
        new GiopHeader().wrap(buf, 0).size(buf.readableBytes() - GiopHeader.LENGTH);
        byte[] bytes = new byte[buf.readableBytes()];
        buf.readBytes(bytes);
        return bytes;
    }

    private void send(byte[]... parts) throws Exception {
        for (byte[] part : parts) {
            ByteBuffer buffer = ByteBuffer.wrap(part);
            while (buffer.hasRemaining()) {
                peer.write(buffer);
            }
        }
    }

    /**
     * A pool whose next composite buffer, once armed, waits to be let go: a composite is taken
     * when a fragmented message starts, so the reading thread stops there holding the read lock.
     */
    private static final class PausingAllocator extends PooledByteBufAllocator {
        final CountDownLatch paused = new CountDownLatch(1);
        final CountDownLatch resume = new CountDownLatch(1);
        private volatile boolean armed;

        PausingAllocator() {
            super(true, 1, 1, 8192, 9, 0, 0, false); // UncachedPool's settings
        }

        void pauseAtNextComposite() {
            armed = true;
        }

        @Override
        public CompositeByteBuf compositeBuffer(int maxNumComponents) {
            if (armed) {
                armed = false;
                paused.countDown();
                try {
                    assertTrue(resume.await(5, TimeUnit.SECONDS), "not resumed");
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError(e);
                }
            }
            return super.compositeBuffer(maxNumComponents);
        }
    }
}
