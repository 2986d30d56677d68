package org.peregrine.bench;

/**
 * How long each measurement runs. {@link #QUICK} keeps a whole run of all systems under three
 * minutes on a 2-vCPU machine; {@link #FULL} measures longer, with more repetitions, and adds the
 * idle unpinned setting. Immutable.
 *
 * @param togetherWarmupMillis RTT and bulk: warm-up running every row's call in turn before the first row
 * @param rowWarmupMillis   RTT and bulk: warm-up of each row before its repetitions, at least
 * @param rowWarmupMaxMillis RTT and bulk: the longest a row's warm-up goes on waiting for its
 *                          times to settle (see {@code Measurement#measure})
 * @param rttRepMillis      RTT: length of one repetition
 * @param bulkRepMillis     bulk: length of one repetition
 * @param clientsRepMillis  concurrent clients: length of one window (and of its warm-up)
 * @param repetitions       repetitions (windows) per row
 * @param allocationCalls   allocation per ping: calls per window
 * @param allocationWindows allocation per ping: consecutive windows that must agree (steady state)
 * @param memoryEchoes      memory: 64 MiB echoes measured
 */
public record Mode(String name, long togetherWarmupMillis, long rowWarmupMillis, long rowWarmupMaxMillis,
        long rttRepMillis,
        long bulkRepMillis, long clientsRepMillis, int repetitions, int allocationCalls, int allocationWindows,
        int memoryEchoes) {

    public static final Mode QUICK = new Mode("quick", 1500, 60, 60, 200, 90, 250, 3, 10_000, 2, 1);
    public static final Mode FULL = new Mode("full", 15000, 300, 5000, 1000, 500, 1000, 5, 20_000, 3, 3);

    public static Mode of(String name) {
        return switch (name) {
            case "quick" -> QUICK;
            case "full" -> FULL;
            default -> throw new IllegalArgumentException("mode quick or full, not " + name);
        };
    }

    public boolean full() {
        return this == FULL || name.equals("full");
    }
}
