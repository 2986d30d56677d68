package org.peregrine.bench.probe;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * The milliseconds a JVM's JIT compilers have worked so far: a clock that stands still while they
 * are idle, which tells a warm-up that the code it times is no longer being compiled.
 */
public final class JitClock {

    /** This JVM's clock; always 0 where the JVM does not report compilation time. */
    public static final LongSupplier LOCAL = local();

    private JitClock() {
    }

    private static LongSupplier local() {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        if (jit == null || !jit.isCompilationTimeMonitoringSupported()) {
            return () -> 0;
        }
        return jit::getTotalCompilationTime;
    }
}
