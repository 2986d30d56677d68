package org.peregrine.bench.probe;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.Test;

class ThreadAllocationTest {

    private static final int MIB = 1 << 20;

    /** Keeps the arrays reachable, so that the JIT cannot drop their allocation. */
    private volatile byte[] kept;

    @Test
    void shouldCountWhatThisThreadAllocatedSinceTheSnapshot() {
        ThreadAllocation start = ThreadAllocation.snapshot();
        kept = new byte[MIB];
        long bytes = start.bytesSince();
        assertTrue(bytes >= MIB && bytes < 2 * MIB, "bytes " + bytes);
    }

    @Test
    void shouldCountAThreadStartedAfterTheSnapshotFromZero() throws InterruptedException {
        ThreadAllocation start = ThreadAllocation.snapshot();
        CountDownLatch allocated = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread thread = new Thread(() -> {
            kept = new byte[2 * MIB];
            allocated.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        thread.start();
        allocated.await();
        try {
            long bytes = start.bytesSince();
            assertTrue(bytes >= 2 * MIB, "bytes " + bytes);
        } finally {
            release.countDown();
            thread.join();
        }
    }
}
