package org.peregrine.bench;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Defaults of every JMH benchmark in this module, in one place so every benchmark is measured
 * alike (after Netty's {@code AbstractMicrobenchmarkBase}): two forks, 5 × 1 s warm-up, 5 × 1 s measurement, average
 * time in nanoseconds, per-thread state, and Netty's leak detector off (it samples allocations
 * and would be measured). Subclasses add {@code @Param}s and return results or sink them in a
 * {@code Blackhole}.
 *
 * <p>A {@code -jvmArgsAppend} on JMH's command line replaces these JVM arguments rather than
 * adding to them, so a runner that passes its own repeats what it needs of them.
 */
@Fork(value = 2, jvmArgsAppend = {MicrobenchmarkDefaults.LEAK_DETECTION_OFF, "-Xms1g", "-Xmx1g"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public abstract class MicrobenchmarkDefaults {

    /** The JVM argument that turns Netty's leak detector off. */
    public static final String LEAK_DETECTION_OFF = "-Dio.netty.leakDetection.level=disabled";
}
