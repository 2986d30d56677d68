package org.peregrine.bench.client;

import java.io.PrintStream;

import org.peregrine.bench.Mode;

/**
 * Throughput of sequences (Juric §3, figures 3.2-3.4): {@code sequence<octet|long|double|struct>}
 * sent to the server at 1, 16, 256, 4096 and 16384 elements, and 1 MiB of octets; the reply is
 * empty. Throughput is payload bytes (elements × element size, without GIOP overhead) divided by
 * the median round-trip time, in MB/s (10^6 bytes). One thread.
 */
public final class SequenceThroughputExperiment implements Experiment {

    @Override
    public String name() {
        return "bulk";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        // Warm the marshalling paths of every kind at a middle size first.
        for (String kind : Workload.ELEMENT_KINDS) {
            Measurement.warmUp(target.call(Workload.sequenceKey(kind, 256)),
                    mode.rttWarmupMillis() / Workload.ELEMENT_KINDS.size());
        }
        Measurement measurement = new Measurement();
        for (String key : Workload.sequenceOps()) {
            Measurement.Stats stats = measurement.measure(target.call(key), mode.rowWarmupMillis(), mode.rowWarmupMaxMillis(),
                    mode.bulkRepMillis(), mode.repetitions());
            double megabytesPerSecond = Workload.payloadBytes(key) / (stats.medianNanos() / 1e9) / 1e6;
            Experiment.report(out, name(), key.substring("send:".length()), stats.medianNanos(),
                    stats.p99Nanos(), megabytesPerSecond, stats.calls());
        }
    }
}
