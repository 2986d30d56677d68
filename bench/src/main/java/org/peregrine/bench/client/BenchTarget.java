package org.peregrine.bench.client;

import java.util.function.LongSupplier;

/**
 * One system under test as seen from the client JVM: turns a {@link Workload} key into a call
 * with its arguments built in advance. Implementations: {@link CorbaTarget} (generated stubs, any
 * ORB), {@link RmiTarget}, {@link RawTarget} (the socket floor).
 *
 * <p>{@link #call(String)} may be called from several threads (the concurrent-clients
 * experiment asks each thread for its own call); a raw target opens one connection per call
 * object, the ORBs and RMI share their stub.
 */
public interface BenchTarget extends AutoCloseable {

    /** A ready call of operation {@code key}; each {@code run()} makes one remote call. */
    Runnable call(String key) throws Exception;

    /** Whether this system has operation {@code key}; the experiments skip the ones it has not. */
    default boolean supports(String key) {
        return true;
    }

    /**
     * The gauge of the bytes held by the client ORB's own buffer pool, or null if the system
     * reports none (everything but Peregrine).
     */
    default LongSupplier bufferPool() {
        return null;
    }

    @Override
    void close();
}
