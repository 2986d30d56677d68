package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.peregrine.testsupport.UncachedPool;

/**
 * {@link FirstPartCache}: a buffer handed back once its borrower released it is lent again,
 * empty; one still held elsewhere is not; closing frees the idle buffer, and one handed back
 * after closing.
 */
class FirstPartCacheTest {

    private static final int SIZE = 1024;

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private final FirstPartCache cache = new FirstPartCache(allocator, SIZE);

    private long active() {
        return allocator.metric().directArenas().get(0).numActiveAllocations();
    }

    @AfterEach
    void nothingLeaks() {
        cache.close();
        assertEquals(0, active(), "a pooled buffer leaked");
    }

    @Test
    void shouldLendTheSameBufferAgainOnceItCameBack() {
        ByteBuf first = cache.lend(SIZE);
        assertEquals(2, first.refCnt(), "the borrower's reference and the cache's");
        first.writeLong(42);
        first.release(); // as the connection does once the part is written
        cache.giveBack(first);
        ByteBuf second = cache.lend(SIZE);
        assertSame(first, second);
        assertEquals(0, second.writerIndex(), "lent empty");
        second.release();
        cache.giveBack(second);
    }

    @Test
    void shouldLendAnotherBufferWhileOneIsOut() {
        ByteBuf first = cache.lend(SIZE);
        ByteBuf second = cache.lend(SIZE);
        assertNotSame(first, second);
        first.release();
        second.release();
        cache.giveBack(first);
        cache.giveBack(second); // the cache keeps one and frees the other
        assertEquals(1, active());
    }

    @Test
    void shouldLetGoOfABufferStillHeldElsewhere() {
        ByteBuf first = cache.lend(SIZE);
        ByteBuf slice = first.retainedSlice();
        first.release();
        cache.giveBack(first);
        ByteBuf second = cache.lend(SIZE);
        assertNotSame(first, second, "a buffer someone still reads must not be written again");
        slice.release();
        second.release();
        cache.giveBack(second);
    }

    @Test
    void shouldLendNothingOfAnotherSize() {
        assertNull(cache.lend(SIZE * 2));
    }

    @Test
    void shouldFreeABufferHandedBackAfterClosing() {
        ByteBuf lent = cache.lend(SIZE);
        cache.close();
        lent.release();
        cache.giveBack(lent);
        assertEquals(0, active());
    }
}
