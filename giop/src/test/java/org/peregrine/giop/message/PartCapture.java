package org.peregrine.giop.message;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PoolArenaMetric;
import io.netty.buffer.PooledByteBufAllocator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link FragmentSink} that keeps the parts it is given (the test then owns them), can fail on
 * a chosen part, and records {@link #abandon}. Also the allocator the tests share: pooled, direct,
 * without thread caches, so that its active allocation count is exact.
 */
final class PartCapture implements FragmentSink {

    final List<ByteBuf> parts = new ArrayList<>();
    final List<Boolean> lasts = new ArrayList<>();
    int failOnPart = -1;
    boolean abandoned;

    @Override
    public void write(ByteBuf part, boolean last) throws IOException {
        if (parts.size() == failOnPart) {
            part.release();
            throw new IOException("injected failure on part " + failOnPart);
        }
        parts.add(part);
        lasts.add(last);
    }

    @Override
    public void abandon() {
        abandoned = true;
    }

    void releaseAll() {
        for (ByteBuf part : parts) {
            if (part.refCnt() > 0) {
                part.release();
            }
        }
    }

    /**
     * Feeds {@code parts} (given up to the assembler, and the list emptied) to a {@link
     * FragmentAssembler} and returns the whole message it makes of the last one; the caller
     * releases it. No message may be complete before the last part.
     */
    static ByteBuf reassemble(ByteBufAllocator allocator, List<ByteBuf> parts) throws GiopProtocolException {
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, Integer.MAX_VALUE, 4)) {
            int count = parts.size();
            ByteBuf whole = null;
            for (int i = 0; i < count; i++) {
                whole = assembler.accept(parts.get(i));
                if (i < count - 1 && whole != null) {
                    whole.release();
                    parts.subList(0, i + 1).clear();
                    throw new AssertionError("message complete at part " + i + " of " + count);
                }
            }
            parts.clear();
            if (whole == null) {
                throw new AssertionError("no message complete after its " + count + " parts");
            }
            return whole;
        }
    }

    /** Buffers allocated so far, in all arenas. */
    static long allocations(PooledByteBufAllocator allocator) {
        long count = 0;
        for (PoolArenaMetric arena : allocator.metric().directArenas()) {
            count += arena.numAllocations();
        }
        for (PoolArenaMetric arena : allocator.metric().heapArenas()) {
            count += arena.numAllocations();
        }
        return count;
    }
}
