package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import org.peregrine.bench.Mode;

/**
 * Throughput of sequences (Juric §3, figures 3.2-3.4): {@code sequence<octet|long|double|struct>}
 * (arrays, in the RMI models) sent to the server at 1, 16, 256, 4096 and 16384 elements, 1 MiB of
 * octets, and the RMI models' {@code ArrayList} and {@code HashMap} of 1,000 small objects (absent
 * elsewhere); the reply is empty. Throughput is payload bytes ({@link Workload#payloadBytes},
 * without the protocol's overhead) divided by the median round-trip time, in MB/s (10^6 bytes).
 * All rows are first warmed together (see {@link Measurement#warmUpTogether}), then each row gets
 * its own warm-up and repetitions. One thread.
 */
public final class SequenceThroughputExperiment implements Experiment {

    private final LongSupplier compilationMillis;

    /** @param compilationMillis the JIT time of the client's and the server's JVM (see {@link Measurement}) */
    public SequenceThroughputExperiment(LongSupplier compilationMillis) {
        this.compilationMillis = compilationMillis;
    }

    @Override
    public String name() {
        return "bulk";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        List<String> keys = Workload.sequenceOps();
        Map<String, Runnable> calls = Experiment.callsOf(target, keys);
        Measurement.warmUpTogether(List.copyOf(calls.values()), mode.togetherWarmupMillis());
        Measurement measurement = new Measurement(compilationMillis);
        for (String key : keys) {
            String row = key.substring("send:".length());
            Runnable call = calls.get(key);
            if (call == null) {
                Experiment.reportAbsent(out, name(), row);
                continue;
            }
            Measurement.Stats stats = measurement.measure(call, mode.rowWarmupMillis(), mode.rowWarmupMaxMillis(),
                    mode.bulkRepMillis(), mode.repetitions());
            Experiment.logUnsettled(name(), row, stats);
            double megabytesPerSecond = Workload.payloadBytes(key) / (stats.medianNanos() / 1e9) / 1e6;
            Experiment.report(out, name(), row, stats.medianNanos(), stats.p99Nanos(), megabytesPerSecond,
                    stats.calls());
        }
    }
}
