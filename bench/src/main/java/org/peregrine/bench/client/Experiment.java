package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.Locale;

import org.peregrine.bench.Mode;

/**
 * One experiment of the Juric method, run by the client JVM against one target. Results go to
 * standard output as lines {@code RESULT,experiment,row,medianNanos,p99Nanos,value,calls} (value:
 * MB/s for sequences, calls/s for concurrent clients, empty for round trips), which the
 * orchestrator ({@code org.peregrine.bench.BenchRunner}) collects.
 */
public interface Experiment {

    /** {@code rtt}, {@code bulk} or {@code clients}: the name used on the command line and in CSV. */
    String name();

    void run(BenchTarget target, Mode mode, PrintStream out) throws Exception;

    static void report(PrintStream out, String experiment, String row, double medianNanos,
            double p99Nanos, double value, long calls) {
        out.println(String.format(Locale.ROOT, "RESULT,%s,%s,%.1f,%.1f,%s,%d", experiment, row,
                medianNanos, p99Nanos, Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.3f", value),
                calls));
        out.flush();
    }
}
