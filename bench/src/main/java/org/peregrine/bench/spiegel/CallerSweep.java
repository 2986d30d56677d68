package org.peregrine.bench.spiegel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;

import org.peregrine.bench.idl.Callee;
import org.peregrine.bench.idl.ItemAccess;
import org.peregrine.bench.idl.ItemAccessOperations;

/**
 * The caller's side of Spiegel §3.1: passes parameter objects to the callee by value (m swept,
 * n = 1) and by reference (n swept) and times each call until control returns. As Spiegel §3.1
 * argues, by value n hardly matters (the invocations are local, orders of magnitude cheaper than
 * the transfer) and by reference m does not matter at all (only the reference travels), so each
 * mechanism sweeps only its own variable. Runs on one thread, which also serves the callee's
 * calls back to the referenced object while it waits for the reply (leader/follower).
 */
final class CallerSweep {

    /** By value the callee invokes its copy once. */
    static final int BY_VALUE_INVOCATIONS = 1;

    /** One call to time, the sum it must return, and the point it yields. */
    private record Call(Passing passing, ItemKind kind, int x, IntSupplier body, int expected) {
    }

    private final List<Call> calls = new ArrayList<>();
    private final List<Call> warmupCalls = new ArrayList<>();
    private final Sweep sweep;

    /**
     * @param callee     the callee's object
     * @param referenced the object passed by reference (of kind {@link ItemKind#LONGS}): a value
     *     that supports {@code ItemAccess}, which the ORB passes as a reference to an
     *     {@code ItemAccess} parameter (Spiegel §2.3), activating it in this JVM on the first call
     */
    CallerSweep(Callee callee, ItemAccess referenced, Sweep sweep) {
        this.sweep = sweep;
        for (ItemKind kind : ItemKind.values()) {
            for (int m : sweep.sizes(kind)) {
                calls.add(byValue(callee, kind, m));
            }
            warmupCalls.add(byValue(callee, kind, sweep.maxM(kind) / 2));
        }
        for (int n : sweep.invocations()) {
            calls.add(new Call(Passing.REFERENCE, ItemKind.LONGS, n, () -> callee.byReference(referenced, n),
                    CalleeServant.invoke(referenced, n)));
        }
        int half = sweep.maxN() / 2;
        warmupCalls.add(new Call(Passing.REFERENCE, ItemKind.LONGS, half, () -> callee.byReference(referenced, half),
                CalleeServant.invoke(referenced, half)));
    }

    private static Call byValue(Callee callee, ItemKind kind, int m) {
        ItemAccessOperations parameter = kind.parameter(m);
        return new Call(Passing.VALUE, kind, m, () -> kind.passByValue(callee, parameter, BY_VALUE_INVOCATIONS),
                CalleeServant.invoke(parameter, BY_VALUE_INVOCATIONS));
    }

    /** Warms up, runs the passes and returns one point per call: the median of its passes. */
    List<Point> run() {
        warmUp();
        PointTimer timer = new PointTimer(sweep.windowMillis(), sweep.minCalls());
        Map<Call, double[]> medians = new LinkedHashMap<>();
        calls.forEach(call -> medians.put(call, new double[sweep.passes()]));
        for (int pass = 0; pass < sweep.passes(); pass++) {
            long start = System.nanoTime();
            for (Call call : calls) {
                medians.get(call)[pass] = timer.medianMicros(call.body(), call.expected());
            }
            System.err.printf("pass %d of %d: %.1f s%n", pass + 1, sweep.passes(), (System.nanoTime() - start) / 1e9);
        }
        List<Point> points = new ArrayList<>();
        medians.forEach((call, values) -> points.add(new Point(call.passing(), call.kind(), call.x(), median(values))));
        return points;
    }

    /** Cycles through the mid-size calls until the warm-up time has passed (at least once). */
    private void warmUp() {
        long end = System.nanoTime() + sweep.warmupMillis() * 1_000_000;
        do {
            for (Call call : warmupCalls) {
                call.body().getAsInt();
            }
        } while (System.nanoTime() < end);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return (n & 1) == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
