package org.peregrine.bench.spiegel;

import java.time.Instant;
import java.util.List;
import java.util.Locale;

import org.peregrine.bench.Peer;

/**
 * The Markdown report of one run: its settings, the setup, Spiegel's Tables 1 and 2, the plot,
 * the points, and what was skipped or failed. Immutable.
 *
 * @param setting   the CPU setting of every JVM, stated beside the figures
 * @param seconds   how long the run took
 * @param links     the fitted links, in the order measured
 * @param notes     the shaped links' set-up, skips and failures
 * @param plotFile  the PNG's file name, beside the report
 */
record SpiegelReport(boolean full, String setting, String loadBefore, String loadAfter, double seconds,
        List<Fits> links, List<String> notes, String plotFile) {

    String markdown() {
        StringBuilder out = new StringBuilder();
        out.append("# Spiegel's experiment: by value or by reference (").append(full ? "full" : "quick")
                .append(" mode)\n\n");
        out.append(String.format(Locale.ROOT, "Run %s, %.0f s, %d CPUs, Java %s, JVM flags `%s`. Setting: %s. "
                + "Load average (1/5/15 min) before %s, after %s (other work on the machine disturbs the "
                + "figures). ORB: Peregrine, leader/follower, on both sides.%n%n", Instant.now(), seconds,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                String.join(" ", Peer.JVM_FLAGS), setting, loadBefore, loadAfter));
        out.append("Setup (Spiegel §3.1): a caller JVM passes a parameter object holding m items to a callee JVM, "
                + "which invokes the object's `get(index)` n times and returns the sum. **By value** the caller "
                + "passes a valuetype (`LongArray`, `CellArray` or `ItemArray`, each `supports ItemAccess`) to "
                + "`byValueLongs|Cells|Items(parameter, n)`: the state is copied and the callee's invocations "
                + "are local; m is swept with n = " + CallerSweep.BY_VALUE_INVOCATIONS + ". **By reference** "
                + "the caller passes a `LongArray` value to `byReference(in ItemAccess parameter, n)`, so its "
                + "ORB sends a reference to the caller's instance (Spiegel §2.3): each of the n invocations is "
                + "a remote call back into the caller; n is swept. As in Spiegel §3.1, m is not varied by reference (only the reference "
                + "travels) and n not by value (local calls). Items: ");
        for (ItemKind kind : ItemKind.values()) {
            out.append("**").append(kind.id()).append("** = ").append(kind.description())
                    .append(kind.ordinal() < ItemKind.values().length - 1 ? "; " : ".");
        }
        out.append(" Each point is the median time of the calls in a window (after one untimed call), and "
                + "the median of that over the passes; every pass measures all points in turn.\n\n");
        for (Fits fits : links) {
            Sweep sweep = fits.link().sweep();
            out.append(String.format(Locale.ROOT, "- %s: m = 0…%d (long), 0…%d (struct), 0…%d (value), n = 0…%d, "
                    + "%d steps each; %d pass(es), windows of %d ms and at least %d calls; %d ms warm-up.%n",
                    fits.link().label(), sweep.maxLongs(), sweep.maxStructs(), sweep.maxValues(), sweep.maxN(),
                    sweep.steps(), sweep.passes(), sweep.windowMillis(), sweep.minCalls(), sweep.warmupMillis()));
        }
        out.append("\n## Table 1: regression (times in µs)\n\n").append(SpiegelTables.regression(links));
        out.append("\n## Table 2: trade-offs\n\n").append(SpiegelTables.tradeOffs(links));
        out.append("\nRead a row as Spiegel's: t_v(m) < t_r(n) ⇔ m < (T_r − T_v)/t_e + (t_i/t_e)·n. For a callee "
                + "that invokes the parameter n times, passing by value is faster while the object holds fewer "
                + "than the break-even m items; above it, passing by reference is. a is the break-even m "
                + "for n = 0 (negative: by reference wins even then), b the items one more invocation is "
                + "worth.\n\n");
        out.append("![trade-off lines](").append(plotFile).append(")\n\n");
        out.append("## Points\n\n").append(SpiegelTables.points(links));
        if (!notes.isEmpty()) {
            out.append("\n## Notes\n\n");
            notes.forEach(note -> out.append("- ").append(note).append('\n'));
        }
        return out.toString();
    }
}
