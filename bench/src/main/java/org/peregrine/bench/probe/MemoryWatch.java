package org.peregrine.bench.probe;

import java.lang.management.BufferPoolMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;

/**
 * The peak memory of this JVM beyond a baseline: a daemon thread samples, every millisecond,
 * heap used ({@link MemoryMXBean}, live objects and garbage not yet collected) and the JDK's
 * direct buffer memory ({@link BufferPoolMXBean} "direct", every NIO direct buffer: on Java 17
 * that includes the chunks of Netty's pooled allocator, which Netty allocates with
 * {@code ByteBuffer.allocateDirect} unless it is given reflective access to the JDK), and keeps
 * the sample where their sum is highest. {@link #mark()} collects garbage first, so that the
 * baseline and the samples after it start without earlier garbage; the optional pool gauge (an
 * ORB's own buffer pool, part of direct) is sampled alongside for comparison. A peak shorter
 * than a sampling interval can be missed. Thread-safe.
 */
public final class MemoryWatch {

    /**
     * What the peak sample held beyond the baseline, in bytes.
     *
     * @param pool the ORB's buffer pool at that sample beyond its baseline, -1 if the ORB reports none
     */
    public record Peak(long heap, long direct, long pool) {

        public long total() {
            return heap + direct;
        }
    }

    private static final long INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();
    private static final List<BufferPoolMXBean> DIRECT = ManagementFactory
            .getPlatformMXBeans(BufferPoolMXBean.class).stream().filter(b -> b.getName().equals("direct")).toList();

    private final LongSupplier pool;
    private Thread sampler;
    private long baseHeap;
    private long baseDirect;
    private long basePool;
    private Peak peak = new Peak(0, 0, -1);

    /** {@code pool}: the ORB's buffer pool in bytes, or null if the ORB reports none. */
    public MemoryWatch(LongSupplier pool) {
        this.pool = pool;
    }

    /**
     * Collects garbage until direct memory stops shrinking, takes the baseline, forgets the last
     * peak and makes sure the sampler runs.
     */
    public void mark() throws InterruptedException {
        collectGarbage();
        synchronized (this) {
            baseHeap = MEMORY.getHeapMemoryUsage().getUsed();
            baseDirect = directUsed();
            basePool = pool == null ? 0 : pool.getAsLong();
            peak = new Peak(0, 0, pool == null ? -1 : 0);
            if (sampler == null) {
                sampler = new Thread(this::sampleForever, "memory-watch");
                sampler.setDaemon(true);
                sampler.start();
            }
        }
    }

    /** The highest sample since {@link #mark()}, this moment included. */
    public synchronized Peak peak() {
        sample();
        return peak;
    }

    private void sampleForever() {
        while (true) {
            sample();
            LockSupport.parkNanos(INTERVAL_NANOS);
        }
    }

    private synchronized void sample() {
        long heap = MEMORY.getHeapMemoryUsage().getUsed() - baseHeap;
        long direct = directUsed() - baseDirect;
        if (heap + direct > peak.total()) {
            peak = new Peak(heap, direct, pool == null ? -1 : pool.getAsLong() - basePool);
        }
    }

    /**
     * Collects garbage until direct memory holds still: {@link System#gc()} frees direct buffers
     * only once their cleaners have run on another thread, so collect again while it shrinks (at
     * most five times).
     */
    public static void collectGarbage() throws InterruptedException {
        long direct = directUsed();
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(50);
            long now = directUsed();
            if (now == direct) {
                return;
            }
            direct = now;
        }
    }

    /** Bytes of the JDK's direct buffers now ({@link BufferPoolMXBean} "direct"). */
    public static long directUsed() {
        long used = 0;
        for (BufferPoolMXBean bean : DIRECT) {
            used += bean.getMemoryUsed();
        }
        return used;
    }
}
