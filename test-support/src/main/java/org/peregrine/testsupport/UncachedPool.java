package org.peregrine.testsupport;

import io.netty.buffer.PoolArenaMetric;
import io.netty.buffer.PooledByteBufAllocator;

/**
 * A buffer pool for tests that count what a decoder keeps: pooled, direct, one arena of each kind and no thread
 * caches, so that its count of active allocations is exact (a cached buffer counts as active).
 */
public final class UncachedPool {

    private UncachedPool() {
    }

    public static PooledByteBufAllocator create() {
        return new PooledByteBufAllocator(true, 1, 1, 8192, 9, 0, 0, false);
    }

    /** Buffers allocated and not yet freed, in all arenas. */
    public static long activeAllocations(PooledByteBufAllocator allocator) {
        long active = 0;
        for (PoolArenaMetric arena : allocator.metric().directArenas()) {
            active += arena.numActiveAllocations();
        }
        for (PoolArenaMetric arena : allocator.metric().heapArenas()) {
            active += arena.numActiveAllocations();
        }
        return active;
    }
}
