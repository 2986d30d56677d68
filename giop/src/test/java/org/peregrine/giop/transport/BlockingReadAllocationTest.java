package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.IdleMessages;
import org.peregrine.giop.message.MessageType;
import org.peregrine.giop.message.PartSizes;
import org.peregrine.giop.message.SmallMessage;

/**
 * A thread blocked in {@link GiopConnection#readMessage} waiting for the next message holds no
 * pooled buffer: the only buffer a message read so costs the pool is the message's own. An idle
 * connection under thread-per-connection or the worker pool so costs the pool nothing, and a
 * count of active buffers does not depend on whether its reader has come back to wait yet.
 */
@Timeout(20)
class BlockingReadAllocationTest {

    private static final TransportConfig CONFIG = new TransportConfig(1 << 20, 4, 5_000, PartSizes.DEFAULT, 0, 1024,
            0, 0, 1 << 20);

    @Test
    void aMessageReadWhileBlockedShouldCostOnlyItsOwnBuffer() throws Exception {
        CountingPool pool = new CountingPool();
        try (ServerSocketChannel listener = ServerSocketChannel.open()) {
            listener.bind(new InetSocketAddress("127.0.0.1", 0));
            try (SocketChannel peer = SocketChannel.open(listener.getLocalAddress());
                    GiopConnection connection = new GiopConnection(listener.accept(), pool, new IdleMessages(),
                            CONFIG, null)) {
                CompletableFuture<ByteBuf> read = CompletableFuture.supplyAsync(() -> {
                    try {
                        return connection.readMessage(); // blocks: nothing is sent yet
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                });
                ByteBuf close = SmallMessage.headerOnly(PooledByteBufAllocator.DEFAULT, GiopVersion.V1_2,
                        MessageType.CLOSE_CONNECTION);
                ByteBuffer octets = close.nioBuffer();
                while (octets.hasRemaining()) {
                    peer.write(octets);
                }
                close.release();
                ByteBuf message = read.get(10, TimeUnit.SECONDS);
                try {
                    assertEquals(MessageType.CLOSE_CONNECTION.value(), message.getByte(7));
                    assertEquals(1, pool.allocations.get(), "pooled buffers allocated to read one message");
                } finally {
                    message.release();
                }
                connection.releaseReadState();
            }
        }
    }

    /** A pool without thread caches that counts the buffers it hands out. */
    private static final class CountingPool extends PooledByteBufAllocator {
        final AtomicInteger allocations = new AtomicInteger();

        CountingPool() {
            super(true, 1, 1, 8192, 9, 0, 0, false); // UncachedPool's settings
        }

        @Override
        protected ByteBuf newDirectBuffer(int initialCapacity, int maxCapacity) {
            allocations.incrementAndGet();
            return super.newDirectBuffer(initialCapacity, maxCapacity);
        }

        @Override
        protected ByteBuf newHeapBuffer(int initialCapacity, int maxCapacity) {
            allocations.incrementAndGet();
            return super.newHeapBuffer(initialCapacity, maxCapacity);
        }
    }
}
