package org.peregrine.bench.probe;

import java.nio.file.Path;

/**
 * The side channel through which a benchmark client asks its server JVM for the server's own
 * figures, outside the system being measured: a TCP connection to 127.0.0.1, one command line,
 * one answer line. The server listens on an ephemeral port and writes the port to
 * {@link #portFile} before it publishes its endpoint. Answers are {@code ok}, numbers separated
 * by spaces, or {@code error MESSAGE}.
 */
public final class ProbeProtocol {

    /** Take a {@link ThreadAllocation} snapshot; answer {@code ok}. */
    public static final String ALLOCATION_START = "allocation-start";
    /** Answer the bytes the server's threads allocated since {@link #ALLOCATION_START}. */
    public static final String ALLOCATION_END = "allocation-end";
    /** {@link MemoryWatch#mark()}; answer {@code ok}. */
    public static final String MEMORY_MARK = "memory-mark";
    /** Answer the {@link MemoryWatch#peak()} since the mark: heap, direct, pool bytes. */
    public static final String MEMORY_PEAK = "memory-peak";
    /** Answer the milliseconds the server JVM's JIT compilers have worked so far (0 if not reported). */
    public static final String JIT_MILLIS = "jit-millis";

    private ProbeProtocol() {
    }

    /** The file, beside the server's endpoint file, that holds the probe's port. */
    public static Path portFile(Path endpoint) {
        return endpoint.resolveSibling(endpoint.getFileName() + ".probe");
    }
}
