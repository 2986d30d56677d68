package org.peregrine.giop.cdr;

import io.netty.buffer.AbstractByteBufAllocator;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
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
 * compare-and-set each time, a visible part of writing a small value into a free stream. These
 * buffers are the same classes without the counting.
 *
 * <p>They grow fourfold rather than twofold ({@link Fourfold}): each growth allocates the new
 * array and copies the old one: a 256-node tree written into a free stream of 512 octets grows
 * it twice fourfold, where twofold grew it four times (to 8 KiB).
 */
public final class HeapBuffers {

    private static final Fourfold FOURFOLD = new Fourfold();

    private HeapBuffers() {}

    /** An empty buffer of {@code initialCapacity} octets that grows as it is written. */
    public static ByteBuf growable(int initialCapacity) {
        return heap(FOURFOLD, initialCapacity, Integer.MAX_VALUE);
    }

    /** Netty's unpooled heap buffer (its {@code Unsafe} variant where there is one) of {@code allocator}. */
    private static ByteBuf heap(ByteBufAllocator allocator, int initialCapacity, int maxCapacity) {
        return PlatformDependent.hasUnsafe()
                ? new UnpooledUnsafeHeapByteBuf(allocator, initialCapacity, maxCapacity)
                : new UnpooledHeapByteBuf(allocator, initialCapacity, maxCapacity);
    }

    /** A copy of {@code source}'s readable octets, its indices untouched. */
    public static ByteBuf copyOf(ByteBuf source) {
        int length = source.readableBytes();
        ByteBuf copy = growable(length);
        copy.writeBytes(source, source.readerIndex(), length);
        return copy;
    }

    /**
     * The allocator of {@link #growable} buffers, which Netty asks how far a full buffer grows:
     * fourfold up to {@link #FOURFOLD_LIMIT}, then as Netty grows its own (by 4 MiB steps).
     * Buffers it is asked for are of the same kind (heap), or Netty's unpooled direct ones.
     */
    private static final class Fourfold extends AbstractByteBufAllocator {

        /** Netty's own threshold, beyond which it grows by steps rather than by doubling. */
        private static final int FOURFOLD_LIMIT = 4 << 20;

        Fourfold() {
            super(false);
        }

        @Override
        public int calculateNewCapacity(int minNewCapacity, int maxCapacity) {
            if (minNewCapacity <= 64 || minNewCapacity > FOURFOLD_LIMIT) {
                return super.calculateNewCapacity(minNewCapacity, maxCapacity);
            }
            int fourfold = Integer.highestOneBit(minNewCapacity - 1) << 2; // the full capacity, times four
            return Math.min(maxCapacity, fourfold);
        }

        @Override
        protected ByteBuf newHeapBuffer(int initialCapacity, int maxCapacity) {
            return heap(this, initialCapacity, maxCapacity);
        }

        @Override
        protected ByteBuf newDirectBuffer(int initialCapacity, int maxCapacity) {
            return UnpooledByteBufAllocator.DEFAULT.directBuffer(initialCapacity, maxCapacity);
        }

        @Override
        public boolean isDirectBufferPooled() {
            return false;
        }
    }
}
