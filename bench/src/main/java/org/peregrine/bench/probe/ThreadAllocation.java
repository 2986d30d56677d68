package org.peregrine.bench.probe;

import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * A snapshot of the heap bytes each live thread of this JVM has allocated so far
 * ({@code com.sun.management.ThreadMXBean#getThreadAllocatedBytes}), and the bytes allocated since
 * a snapshot, summed over the threads alive now: a thread started since counts from zero, and a
 * thread that died since is missing, so the figure is a lower bound if threads die in between
 * (the ORBs' pool threads live as long as their ORB). Threads hidden from Java (JIT compilers,
 * GC) are not counted. Taking a snapshot allocates a few hundred bytes of arrays. Immutable.
 */
public final class ThreadAllocation {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Thread ids in ascending order, and what each had allocated (-1: gone while reading). */
    private final long[] ids;
    private final long[] bytes;

    private ThreadAllocation(long[] ids, long[] bytes) {
        this.ids = ids;
        this.bytes = bytes;
    }

    /** What every live thread has allocated up to now. */
    public static ThreadAllocation snapshot() {
        if (!THREADS.isThreadAllocatedMemoryEnabled()) {
            throw new IllegalStateException("thread allocation accounting is off in this JVM");
        }
        long[] ids = THREADS.getAllThreadIds();
        Arrays.sort(ids);
        return new ThreadAllocation(ids, THREADS.getThreadAllocatedBytes(ids));
    }

    /** Bytes allocated since {@code this} snapshot by the threads alive now. */
    public long bytesSince() {
        ThreadAllocation now = snapshot();
        long total = 0;
        for (int i = 0; i < now.ids.length; i++) {
            if (now.bytes[i] < 0) {
                continue;
            }
            int before = Arrays.binarySearch(ids, now.ids[i]);
            long start = before >= 0 && bytes[before] >= 0 ? bytes[before] : 0;
            total += now.bytes[i] - start;
        }
        return total;
    }
}
