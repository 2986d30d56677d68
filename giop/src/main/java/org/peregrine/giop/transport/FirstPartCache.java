package org.peregrine.giop.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One pooled buffer that a connection lends to the messages it starts, so that the common
 * message, which fits its first part, allocates nothing: no pooled buffer, and no NIO view of one
 * (Netty makes a fresh {@code ByteBuffer} view for every buffer it hands out, and keeps it for
 * the buffer's life). Messages started while the buffer is out get one lent just the same, and
 * whichever comes back first is kept.
 *
 * <p>Reference counts: the cache holds a reference of its own on every buffer it lends, so the
 * message and the connection release theirs as usual; a buffer handed back with only the cache's
 * reference left is idle again. One still held elsewhere (a retained slice, say) is let go. The
 * idle buffer costs one fragment of pooled memory per open connection; {@link #close} frees it.
 * Thread-safe.
 */
final class FirstPartCache {

    private final ByteBufAllocator allocator;
    private final int capacity;
    private final AtomicReference<ByteBuf> idle = new AtomicReference<>();
    private volatile boolean closed;

    FirstPartCache(ByteBufAllocator allocator, int capacity) {
        this.allocator = allocator;
        this.capacity = capacity;
    }

    /** An empty buffer of {@code capacity} octets, or {@code null} for any other size. */
    ByteBuf lend(int size) {
        if (size != capacity) {
            return null;
        }
        ByteBuf buf = idle.getAndSet(null);
        if (buf == null) {
            buf = allocator.directBuffer(capacity, capacity);
        } else {
            buf.clear();
        }
        return buf.retain(); // the cache's own reference
    }

    /** Takes back a buffer from {@link #lend} whose borrower has released its reference. */
    void giveBack(ByteBuf buf) {
        if (closed || buf.refCnt() != 1 || !idle.compareAndSet(null, buf)) {
            buf.release();
        } else if (closed) {
            releaseIdle(); // closed while we were putting it back
        }
    }

    /** Frees the idle buffer; buffers still lent are freed when they come back. */
    void close() {
        closed = true;
        releaseIdle();
    }

    private void releaseIdle() {
        ByteBuf buf = idle.getAndSet(null);
        if (buf != null) {
            buf.release();
        }
    }
}
