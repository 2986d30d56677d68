package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.peregrine.bench.Mode;

/**
 * Round-trip time by parameter type (Juric §3, figure 3.1): {@code ping}, a long, a double, a
 * 64-character string, a struct, the struct in an {@code any}, an object reference returned by the
 * server and one passed by the client; the operations a system does not have are left out. All
 * operations are first cycled together (so that the JIT has compiled the common call path before
 * the first row), then each row gets its own warm-up and repetitions. One thread.
 */
public final class RoundTripExperiment implements Experiment {

    @Override
    public String name() {
        return "rtt";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        List<String> keys = Workload.ROUND_TRIP_OPS.stream().filter(target::supports).toList();
        List<Runnable> calls = new ArrayList<>();
        for (String key : keys) {
            calls.add(target.call(key));
        }
        Measurement.warmUpTogether(calls, mode.togetherWarmupMillis());
        Measurement measurement = new Measurement();
        for (int i = 0; i < calls.size(); i++) {
            Measurement.Stats stats = measurement.measure(calls.get(i), mode.rowWarmupMillis(), mode.rowWarmupMaxMillis(),
                    mode.rttRepMillis(), mode.repetitions());
            Experiment.report(out, name(), keys.get(i), stats.medianNanos(),
                    stats.p99Nanos(), Double.NaN, stats.calls());
        }
    }
}
