package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.UnpooledByteBufAllocator;
import io.netty.buffer.UnpooledHeapByteBuf;
import io.netty.buffer.UnpooledUnsafeHeapByteBuf;
import io.netty.util.internal.PlatformDependent;

/**
 * Growable heap buffers for streams that belong to no connection (the ORB's free streams,
 * {@code create_input_stream} copies): the garbage collector frees them, nothing is pooled.
 *
 * <p>Why not {@code Unpooled.buffer}: the buffers of Netty's default unpooled allocator count
 * every allocation, growth and release in a shared {@code LongAdder} (its memory metric), a
 * compare-and-set each time; writing a small value into a free stream spent 8 % of its time
 * there (async-profiler, {@code ValueMarshalBenchmark}, 16 items). These buffers are the same
 * classes without the counting.
 */
public final class HeapBuffers {

    private HeapBuffers() {}

    /** An empty buffer of {@code initialCapacity} octets that grows as it is written. */
    public static ByteBuf growable(int initialCapacity) {
        return PlatformDependent.hasUnsafe()
                ? new UnpooledUnsafeHeapByteBuf(UnpooledByteBufAllocator.DEFAULT, initialCapacity, Integer.MAX_VALUE)
                : new UnpooledHeapByteBuf(UnpooledByteBufAllocator.DEFAULT, initialCapacity, Integer.MAX_VALUE);
    }

    /** A copy of {@code source}'s readable octets, its indices untouched. */
    public static ByteBuf copyOf(ByteBuf source) {
        int length = source.readableBytes();
        ByteBuf copy = growable(length);
        copy.writeBytes(source, source.readerIndex(), length);
        return copy;
    }
}
