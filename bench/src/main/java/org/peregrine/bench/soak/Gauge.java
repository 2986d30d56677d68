package org.peregrine.bench.soak;

import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * The figures of a {@link JvmSample} the report follows minute by minute and fits a trend to:
 * the name of each, how to read it from a sample and how to print it (bytes in MiB, their slope
 * in KiB per minute; counts as they are). Immutable.
 */
enum Gauge {

    HEAP_AFTER_GC("heap after GC", true, JvmSample::heapAfterGc),
    DIRECT("direct memory", true, JvmSample::direct),
    POOLED("ORB pool", true, JvmSample::pooled),
    ACTIVE_BUFFERS("active buffers", false, JvmSample::activeBuffers),
    LIVE_THREADS("live threads", false, JvmSample::liveThreads),
    ORB_THREADS("ORB threads", false, JvmSample::orbThreads),
    FDS("file descriptors", false, JvmSample::fds),
    CONNECTIONS("connections", false, JvmSample::connections);

    private static final double MIB = 1 << 20;
    private static final double KIB = 1 << 10;

    private final String label;
    private final boolean bytes;
    private final ToLongFunction<JvmSample> reading;

    Gauge(String label, boolean bytes, ToLongFunction<JvmSample> reading) {
        this.label = label;
        this.bytes = bytes;
        this.reading = reading;
    }

    long of(JvmSample sample) {
        return reading.applyAsLong(sample);
    }

    /** The name with the unit of {@link #format}, for a column heading. */
    String heading() {
        return bytes ? label + " (MiB)" : label;
    }

    /** The unit of {@link #formatSlope}. */
    String slopeUnit() {
        return bytes ? "KiB/min" : "/min";
    }

    String format(long value) {
        return bytes ? String.format(Locale.ROOT, "%.2f", value / MIB) : Long.toString(value);
    }

    String formatSlope(double perMinute) {
        if (Double.isNaN(perMinute)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, bytes ? "%+.1f" : "%+.3f", bytes ? perMinute / KIB : perMinute);
    }

    /** For the CSV's header: {@code heap_after_gc}. */
    String column() {
        return name().toLowerCase(Locale.ROOT);
    }
}
