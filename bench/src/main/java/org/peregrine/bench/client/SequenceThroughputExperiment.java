package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

import org.peregrine.bench.Mode;

/**
 * Throughput of sequences (Juric §3, figures 3.2-3.4): {@code sequence<octet|long|double|struct>}
 * sent to the server at 1, 16, 256, 4096 and 16384 elements, and 1 MiB of octets; the reply is
 * empty. Throughput is payload bytes (elements × element size, without GIOP overhead) divided by
 * the median round-trip time, in MB/s (10^6 bytes). All rows are first warmed together (see
 * {@link Measurement#warmUpTogether}), then each row gets its own warm-up and repetitions. One
 * thread.
 */
public final class SequenceThroughputExperiment implements Experiment {

    @Override
    public String name() {
        return "bulk";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        List<String> keys = Workload.sequenceOps();
        List<Runnable> calls = new ArrayList<>();
        for (String key : keys) {
            calls.add(target.call(key));
        }
        Measurement.warmUpTogether(calls, mode.togetherWarmupMillis());
        Measurement measurement = new Measurement();
        for (int i = 0; i < calls.size(); i++) {
            String key = keys.get(i);
            Measurement.Stats stats = measurement.measure(calls.get(i), mode.rowWarmupMillis(), mode.rowWarmupMaxMillis(),
                    mode.bulkRepMillis(), mode.repetitions());
            double megabytesPerSecond = Workload.payloadBytes(key) / (stats.medianNanos() / 1e9) / 1e6;
            Experiment.report(out, name(), key.substring("send:".length()), stats.medianNanos(),
                    stats.p99Nanos(), megabytesPerSecond, stats.calls());
        }
    }
}
