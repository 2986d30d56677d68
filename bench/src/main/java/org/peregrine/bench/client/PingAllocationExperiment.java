package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

import org.peregrine.bench.Mode;
import org.peregrine.bench.probe.ThreadAllocation;

/**
 * Heap bytes allocated per {@code ping} call, in the client JVM and in the server JVM apart: the
 * bytes all threads of each JVM allocated over a window of {@link Mode#allocationCalls()} calls
 * ({@link ThreadAllocation}; the server's through the {@link ProbeClient}), divided by the calls.
 *
 * <p>Steady state: the figures fall for tens of thousands of calls while the JIT compiles the
 * call path (and scalar-replaces what it can), later on a loaded vCPU. So windows follow one
 * another until the last {@link Mode#allocationWindows()} agree on both sides (within 5% or 16
 * bytes), and the row reports their median per side. After {@link #MAX_WINDOWS} windows without
 * agreement it reports the last ones under the row {@code ping (not steady)}. Taking the
 * snapshots allocates well under a kilobyte per window, under 0.1 byte per call. One calling
 * thread.
 */
public final class PingAllocationExperiment implements Experiment {

    static final int MAX_WINDOWS = 15;
    private static final double TOLERANCE = 0.05;
    private static final double TOLERANCE_BYTES = 16;

    private final ProbeClient server;

    PingAllocationExperiment(ProbeClient server) {
        this.server = server;
    }

    @Override
    public String name() {
        return "alloc";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        Runnable ping = target.call("ping");
        int calls = mode.allocationCalls();
        Deque<double[]> last = new ArrayDeque<>();
        int windows = 0;
        boolean steady = false;
        while (!steady && windows < MAX_WINDOWS) {
            server.allocationStart();
            ThreadAllocation start = ThreadAllocation.snapshot();
            for (int i = 0; i < calls; i++) {
                ping.run();
            }
            double client = (double) start.bytesSince() / calls;
            double serverSide = (double) server.allocationEnd() / calls;
            windows++;
            out.println(String.format(Locale.ROOT, "alloc window %d: client %.1f B/call, server %.1f B/call", windows,
                    client, serverSide));
            last.addLast(new double[] {client, serverSide});
            if (last.size() > mode.allocationWindows()) {
                last.removeFirst();
            }
            steady = last.size() == mode.allocationWindows() && agree(last, 0) && agree(last, 1);
        }
        Experiment.reportSides(out, name(), steady ? "ping" : "ping (not steady)", median(last, 0), median(last, 1),
                (long) calls * windows);
    }

    private static boolean agree(Deque<double[]> windows, int side) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (double[] w : windows) {
            min = Math.min(min, w[side]);
            max = Math.max(max, w[side]);
        }
        return max - min <= Math.max(TOLERANCE_BYTES, TOLERANCE * max);
    }

    private static double median(Deque<double[]> windows, int side) {
        return Measurement.median(windows.stream().mapToDouble(w -> w[side]).toArray());
    }
}
