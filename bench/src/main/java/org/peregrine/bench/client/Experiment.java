package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.Locale;

import org.peregrine.bench.Mode;

/**
 * One experiment of the runner, run by the client JVM against one target. Results go to standard
 * output as lines {@code RESULT,experiment,row,medianNanos,p99Nanos,value,calls[,serverValue]}
 * (value: MB/s for sequences, calls/s for concurrent clients, empty for round trips; for the
 * experiments that measure each side, the client's figure, and serverValue the server's), which
 * the orchestrator ({@code org.peregrine.bench.BenchRunner}) collects.
 */
public interface Experiment {

    /**
     * {@code rtt}, {@code bulk}, {@code clients}, {@code alloc} or {@code memory}: the name used on
     * the command line and in CSV.
     */
    String name();

    void run(BenchTarget target, Mode mode, PrintStream out) throws Exception;

    static void report(PrintStream out, String experiment, String row, double medianNanos,
            double p99Nanos, double value, long calls) {
        out.println(String.format(Locale.ROOT, "RESULT,%s,%s,%.1f,%.1f,%s,%d", experiment, row,
                medianNanos, p99Nanos, Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.3f", value),
                calls));
        out.flush();
    }

    /** Reports a figure measured on each side, the client's and the server's; NaN prints as such. */
    static void reportSides(PrintStream out, String experiment, String row, double client, double server,
            long calls) {
        out.println(String.format(Locale.ROOT, "RESULT,%s,%s,NaN,NaN,%.3f,%d,%.3f", experiment, row, client, calls,
                server));
        out.flush();
    }
}
