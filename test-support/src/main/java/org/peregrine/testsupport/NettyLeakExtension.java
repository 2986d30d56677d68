package org.peregrine.testsupport;

import io.netty.buffer.AbstractByteBuf;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.util.ResourceLeakDetector;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Fails a test when Netty reports a leaked buffer, that is a tracked {@link ByteBuf} that was
 * garbage-collected without being released. Registered for every test of a module by JUnit's
 * extension auto-detection (this jar names it in {@code META-INF/services}; a module switches
 * auto-detection on in its {@code junit-platform.properties}).
 *
 * <p>Netty notices a leak only once the buffer has been collected, and reports it only when it
 * next tracks a buffer. So after each test (after its {@code @AfterEach} methods) this extension
 * collects garbage, waits until the collected buffers' references are queued, makes the buffers'
 * leak detector read its queue, and fails the test with every report received since the
 * previous check: the detector's record of where each buffer was allocated and touched. It
 * collects only when a buffer that was not there at the previous check is still unreleased:
 * most tests release every buffer they allocate, and a full collection after each of them would
 * multiply their time, while a server kept for a whole class holds the same few buffers from
 * test to test. After each class (after its {@code @AfterAll} methods, which may release or drop
 * what the class kept) it collects when any buffer is unreleased.
 *
 * <p>Leak detection runs at the level the build sets through {@code io.netty.leakDetection.level},
 * and paranoid (every buffer tracked) when nothing sets it. A test class may lower the level
 * for payloads whose every access would otherwise record a stack trace.
 */
public final class NettyLeakExtension implements AfterEachCallback, AfterAllCallback {

    private static final String LEVEL_PROPERTY = "io.netty.leakDetection.level";
    /** How long to wait for the collector's cleared references to be queued. */
    private static final long REFERENCE_QUEUE_MILLIS = 1_000;

    private static final Queue<String> REPORTS = new ConcurrentLinkedQueue<>();
    private static final ResourceLeakDetector<ByteBuf> DETECTOR = listenToByteBufLeaks();
    /** The detector's trackers of the buffers not released yet, collected or not. */
    private static final Set<?> UNRELEASED = trackersOfUnreleasedBuffers();

    /** The trackers of {@link #UNRELEASED} at the end of the previous check. */
    private static Set<Object> unreleasedAtLastCheck = Set.of();

    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException {
        failOnLeaks(true, "test " + context.getDisplayName());
    }

    @Override
    public void afterAll(ExtensionContext context) throws InterruptedException {
        failOnLeaks(false, "class " + context.getDisplayName() + " (after its @AfterAll methods)");
    }

    private static void failOnLeaks(boolean onlyIfNew, String when) throws InterruptedException {
        List<String> reports = collectReports(onlyIfNew);
        if (!reports.isEmpty()) {
            throw new AssertionError("Netty reported " + reports.size() + " leaked buffer(s) by the end of "
                    + when + ":\n" + String.join("\n", reports));
        }
    }

    /**
     * Collects garbage if a buffer is unreleased (with {@code onlyIfNew}, one that was not at the
     * previous check), makes the detector report the buffers collected unreleased, and drains the
     * reports.
     */
    private static synchronized List<String> collectReports(boolean onlyIfNew) throws InterruptedException {
        Set<Object> unreleased = new HashSet<>(UNRELEASED);
        if (onlyIfNew ? !unreleasedAtLastCheck.containsAll(unreleased) : !unreleased.isEmpty()) {
            ReferenceQueue<Object> cleared = new ReferenceQueue<>();
            WeakReference<Object> sentinel = new WeakReference<>(new Object(), cleared);
            System.gc();
            cleared.remove(REFERENCE_QUEUE_MILLIS);
            sentinel.clear();
        }
        ByteBuf probe = Unpooled.EMPTY_BUFFER;
        DETECTOR.trackForcibly(probe).close(probe); // reads the queue of collected buffers, at any level
        unreleasedAtLastCheck = new HashSet<>(UNRELEASED);
        List<String> reports = new ArrayList<>();
        for (String report = REPORTS.poll(); report != null; report = REPORTS.poll()) {
            reports.add(report);
        }
        return reports;
    }

    /**
     * The detector every {@link AbstractByteBuf} is tracked by, with a listener that queues its
     * reports. Netty keeps that detector in a package-private static field and offers no other
     * way to listen to it.
     */
    @SuppressWarnings("unchecked")
    private static ResourceLeakDetector<ByteBuf> listenToByteBufLeaks() {
        if (System.getProperty(LEVEL_PROPERTY) == null) {
            ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.PARANOID);
        }
        ResourceLeakDetector<ByteBuf> detector = (ResourceLeakDetector<ByteBuf>) field(AbstractByteBuf.class,
                "leakDetector", null);
        detector.setLeakListener((resourceType, records) -> REPORTS.add(resourceType + " leaked:" + records));
        return detector;
    }

    /** The detector's private set of its trackers; Netty counts them nowhere public. */
    private static Set<?> trackersOfUnreleasedBuffers() {
        return (Set<?>) field(ResourceLeakDetector.class, "allLeaks", DETECTOR);
    }

    private static Object field(Class<?> type, String name, Object instance) {
        try {
            Field field = type.getDeclaredField(name);
            field.setAccessible(true);
            return field.get(instance);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read Netty's " + type.getSimpleName() + "." + name
                    + " (has the Netty version changed?)", e);
        }
    }
}
