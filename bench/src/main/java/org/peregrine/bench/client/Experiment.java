package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.peregrine.bench.Mode;

/**
 * One experiment of the runner, run by the client JVM against one target. Results go to standard
 * output as lines {@code RESULT,experiment,row,medianNanos,p99Nanos,value,calls[,serverValue]}
 * (value: MB/s for sequences, calls/s for concurrent clients, empty for round trips; for the
 * experiments that measure each side, the client's figure, and serverValue the server's), which
 * the orchestrator ({@code org.peregrine.bench.BenchRunner}) collects. A row of an operation the
 * target has not is reported with no calls and no figures ({@link #reportAbsent}), so that the
 * table can tell it from a figure that is missing because a run failed.
 */
public interface Experiment {

    /** How a line of the client's log about an unsettled warm-up starts ({@link #logUnsettled}). */
    String WARM_UP_LOG = "WARM-UP,";

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

    /**
     * Logs a row whose warm-up reached its limit before its times settled, as a line
     * {@code WARM-UP,experiment,row: how} on standard error, which the runner lists in its report:
     * the row's figures may include JIT compilation.
     */
    static void logUnsettled(String experiment, String row, Measurement.Stats stats) {
        if (stats.warmUp().stoppedByLimit()) {
            System.err.println(WARM_UP_LOG + experiment + "," + row + ": " + stats.warmUp());
            System.err.flush();
        }
    }

    /** Reports {@code row} as one the target has no operation for: no calls, no figures. */
    static void reportAbsent(PrintStream out, String experiment, String row) {
        report(out, experiment, row, Double.NaN, Double.NaN, Double.NaN, 0);
    }

    /**
     * The calls of those of {@code keys} that {@code target} has, in the order of {@code keys}; the
     * target is not asked for the others.
     */
    static Map<String, Runnable> callsOf(BenchTarget target, List<String> keys) throws Exception {
        Map<String, Runnable> calls = new LinkedHashMap<>();
        for (String key : keys) {
            if (target.supports(key)) {
                calls.put(key, target.call(key));
            }
        }
        return calls;
    }

    /** Reports a figure measured on each side, the client's and the server's; NaN prints as such. */
    static void reportSides(PrintStream out, String experiment, String row, double client, double server,
            long calls) {
        out.println(String.format(Locale.ROOT, "RESULT,%s,%s,NaN,NaN,%.3f,%d,%.3f", experiment, row, client, calls,
                server));
        out.flush();
    }
}
