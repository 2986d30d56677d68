package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import org.peregrine.bench.Mode;

/**
 * Round-trip time by parameter type (Juric §3, figure 3.1): {@code ping}, a long, a double, a
 * 64-character string, a struct, the struct in an {@code any}, an object reference returned by the
 * server and one passed by the client; the operations a system does not have are reported absent. All
 * operations are first cycled together (so that the JIT has compiled the common call path before
 * the first row), then each row gets its own warm-up and repetitions. One thread.
 */
public final class RoundTripExperiment implements Experiment {

    private final LongSupplier compilationMillis;

    /** @param compilationMillis the JIT time of the client's and the server's JVM (see {@link Measurement}) */
    public RoundTripExperiment(LongSupplier compilationMillis) {
        this.compilationMillis = compilationMillis;
    }

    @Override
    public String name() {
        return "rtt";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        Map<String, Runnable> calls = Experiment.callsOf(target, Workload.ROUND_TRIP_OPS);
        Measurement.warmUpTogether(List.copyOf(calls.values()), mode.togetherWarmupMillis());
        Measurement measurement = new Measurement(compilationMillis);
        for (String key : Workload.ROUND_TRIP_OPS) {
            Runnable call = calls.get(key);
            if (call == null) {
                Experiment.reportAbsent(out, name(), key);
                continue;
            }
            Measurement.Stats stats = measurement.measure(call, mode.rowWarmupMillis(), mode.rowWarmupMaxMillis(),
                    mode.rttRepMillis(), mode.repetitions());
            Experiment.logUnsettled(name(), key, stats);
            Experiment.report(out, name(), key, stats.medianNanos(), stats.p99Nanos(), Double.NaN, stats.calls());
        }
    }
}
