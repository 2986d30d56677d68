package org.peregrine.bench;

import java.util.Set;

/**
 * One measured figure: a row of an experiment, for one system, in one setting.
 *
 * @param medianNanos median round-trip time (for {@code clients}: mean time per call seen by one
 *     client; NaN for the experiments measured per side)
 * @param p99Nanos    99th percentile round-trip time (for {@code clients}: as median; NaN per side)
 * @param value       MB/s for {@code bulk}, calls/s for {@code clients}, NaN for {@code rtt}; for
 *     the experiments measured per side, the client's figure: bytes per call for {@code alloc},
 *     multiples of the payload for {@code memory}
 * @param calls       calls made (for {@code memory}: echoes); 0 for a row of an operation the
 *     system has not ({@link #absent()})
 * @param serverValue for the experiments measured per side, the server's figure; NaN otherwise
 */
public record Result(String setting, String experiment, String row, String system,
        double medianNanos, double p99Nanos, double value, long calls, double serverValue) {

    /** The experiments that measure the client JVM and the server JVM apart, and no time. */
    public static final Set<String> PER_SIDE = Set.of("alloc", "memory");

    /**
     * Parses a client's {@code RESULT,experiment,row,medianNanos,p99Nanos,value,calls[,serverValue]}
     * line.
     */
    public static Result parse(String line, String setting, String system) {
        String[] f = line.split(",", -1);
        if (f.length < 7 || f.length > 8 || !f[0].equals("RESULT")) {
            throw new IllegalArgumentException("not a result line: " + line);
        }
        return new Result(setting, f[1], f[2], system, Double.parseDouble(f[3]),
                Double.parseDouble(f[4]), number(f[5]), Long.parseLong(f[6]), f.length == 8 ? number(f[7]) : Double.NaN);
    }

    private static double number(String field) {
        return field.isEmpty() ? Double.NaN : Double.parseDouble(field);
    }

    /**
     * Whether the system has no operation for this row (IDL has no Java collections, the RMI models
     * no {@code any}): its client reported the row with no calls and no figures.
     */
    public boolean absent() {
        return calls == 0 && Double.isNaN(medianNanos);
    }

    /** Whether this figure was measured per side (client and server), not timed. */
    public boolean perSide() {
        return PER_SIDE.contains(experiment);
    }

    /**
     * What a call costs in time, lower is better: the median time, or for clients 1 / (calls/s);
     * NaN for the figures measured per side, which have no time and no ratio.
     */
    public double cost() {
        if (perSide()) {
            return Double.NaN;
        }
        return experiment.equals("clients") ? 1.0 / value : medianNanos;
    }
}
