package org.peregrine.bench;

/**
 * One measured figure: a row of an experiment, for one system, in one setting.
 *
 * @param medianNanos median round-trip time (for {@code clients}: mean time per call seen by one client)
 * @param p99Nanos    99th percentile round-trip time (for {@code clients}: as median)
 * @param value       MB/s for {@code bulk}, calls/s for {@code clients}, NaN for {@code rtt}
 */
public record Result(String setting, String experiment, String row, String system,
        double medianNanos, double p99Nanos, double value, long calls) {

    /**
     * Parses a client's {@code RESULT,experiment,row,medianNanos,p99Nanos,value,calls} line.
     */
    public static Result parse(String line, String setting, String system) {
        String[] f = line.split(",", -1);
        if (f.length != 7 || !f[0].equals("RESULT")) {
            throw new IllegalArgumentException("not a result line: " + line);
        }
        return new Result(setting, f[1], f[2], system, Double.parseDouble(f[3]),
                Double.parseDouble(f[4]), f[5].isEmpty() ? Double.NaN : Double.parseDouble(f[5]),
                Long.parseLong(f[6]));
    }

    /** What a call costs, lower is better: the median time, or for clients 1 / (calls/s). */
    public double cost() {
        return experiment.equals("clients") ? 1.0 / value : medianNanos;
    }
}
