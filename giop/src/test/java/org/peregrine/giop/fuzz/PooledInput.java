package org.peregrine.giop.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.ArrayList;
import java.util.List;
import org.peregrine.testsupport.UncachedPool;

/**
 * The buffers a fuzz test hands a decoder: from a pool without thread caches, so that its count
 * of active allocations is exact and a buffer a decoder failed to release is seen after each
 * input. One per test class; used by one thread.
 */
final class PooledInput {

    private final PooledByteBufAllocator pool = UncachedPool.create();

    PooledByteBufAllocator pool() {
        return pool;
    }

    /** The octets in one pooled heap buffer, which a reader reads in its array. */
    ByteBuf heap(byte[] octets) {
        return pool.heapBuffer(Math.max(1, octets.length)).writeBytes(octets);
    }

    /** The octets in one pooled direct buffer. */
    ByteBuf direct(byte[] octets) {
        return pool.directBuffer(Math.max(1, octets.length)).writeBytes(octets);
    }

    /** The octets cut into direct pieces of the given lengths in turn (the last takes the rest). */
    List<ByteBuf> pieces(byte[] octets, int[] lengths) {
        List<ByteBuf> pieces = new ArrayList<>();
        int at = 0;
        for (int i = 0; at < octets.length; i++) {
            int length = i < lengths.length ? Math.min(lengths[i], octets.length - at) : octets.length - at;
            pieces.add(pool.directBuffer(length).writeBytes(octets, at, length));
            at += length;
        }
        return pieces;
    }

    /** The octets as one message reassembled from {@link #pieces}, as {@code FragmentAssembler} composes it. */
    CompositeByteBuf composite(byte[] octets, int[] lengths) {
        CompositeByteBuf whole = pool.compositeDirectBuffer(Integer.MAX_VALUE);
        for (ByteBuf piece : pieces(octets, lengths)) {
            whole.addComponent(true, piece);
        }
        return whole;
    }

    /** Fails unless every buffer taken from the pool has been released. */
    void assertAllReleased() {
        assertEquals(0, UncachedPool.activeAllocations(pool), "pooled buffers not released");
    }
}
