package org.peregrine.bench.soak;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.sun.management.GarbageCollectorMXBean;
import com.sun.management.GcInfo;

import org.peregrine.bench.probe.MemoryWatch;
import org.peregrine.bench.server.ServerSupport;
import org.peregrine.orb.OrbStatistics;
import org.peregrine.orb.PeregrineOrb;

/**
 * Takes this JVM's {@link JvmSample} while its calls go on, paused only by the collections it
 * forces. The heap figure is what the full collector (the one managing every heap pool: the
 * serial collector's MarkSweepCompact in the bench's JVMs) left after a collection, read from
 * that collection's own report: the heap used a moment later already holds new garbage, tens of
 * MiB of it where callers echo 1 MiB at a time. Calls in progress keep their arguments live
 * through a collection, so the least of {@link #COLLECTIONS} is taken. Direct memory is read once
 * collections have let it settle ({@link MemoryWatch#collectGarbage()}: buffers are freed by
 * cleaners after the collection that finds them unreachable). Used from one thread at a time.
 */
final class JvmSampler {

    private static final int COLLECTIONS = 3;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final Set<String> HEAP_POOLS = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP).map(MemoryPoolMXBean::getName)
            .collect(Collectors.toUnmodifiableSet());
    private static final GarbageCollectorMXBean FULL_COLLECTOR = ManagementFactory
            .getPlatformMXBeans(GarbageCollectorMXBean.class).stream()
            .max(Comparator.comparingInt(collector -> collector.getMemoryPoolNames().length)).orElseThrow();
    private static final Path OWN_FDS = Path.of("/proc/self/fd");

    private final String side;
    private final PeregrineOrb orb;

    JvmSampler(String side, PeregrineOrb orb) {
        this.side = side;
        this.orb = orb;
    }

    JvmSample sample(int minute) throws InterruptedException {
        MemoryWatch.collectGarbage();
        long direct = MemoryWatch.directUsed();
        long heap = Long.MAX_VALUE;
        for (int i = 0; i < COLLECTIONS; i++) {
            System.gc();
            heap = Math.min(heap, heapAfterLastFullCollection());
        }
        OrbStatistics statistics = orb.statistics();
        return new JvmSample(side, minute, heap, direct, statistics.usedPooledMemory(), statistics.activeBuffers(),
                THREADS.getThreadCount(), statistics.threads(), openFileDescriptors(),
                statistics.clientConnections() + statistics.serverConnections());
    }

    /**
     * Prints a sample's line to {@code out} at the end of every minute of {@code clock}, on a
     * daemon thread, for as long as the JVM runs.
     */
    void printEveryMinute(MinuteClock clock, PrintStream out) {
        ServerSupport.daemon("soak-sampler", () -> {
            try {
                for (int minute = 1; ; minute++) {
                    clock.awaitEndOf(minute);
                    out.println(sample(minute).line());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    private static long heapAfterLastFullCollection() {
        GcInfo last = FULL_COLLECTOR.getLastGcInfo();
        if (last == null) {
            throw new IllegalStateException(FULL_COLLECTOR.getName() + " has not collected yet");
        }
        return last.getMemoryUsageAfterGc().entrySet().stream().filter(pool -> HEAP_POOLS.contains(pool.getKey()))
                .mapToLong(pool -> pool.getValue().getUsed()).sum();
    }

    /** The entries of {@code /proc/self/fd}, among them the one listing it holds open meanwhile. */
    private static long openFileDescriptors() {
        try (Stream<Path> fds = Files.list(OWN_FDS)) {
            return fds.count();
        } catch (IOException e) {
            return -1;
        }
    }
}
