package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.Locale;

import org.peregrine.bench.Mode;
import org.peregrine.bench.probe.MemoryWatch;

/**
 * Peak memory while echoing 64 MiB of octets ({@code echoOctets}), in the client JVM and in the
 * server JVM apart ({@link MemoryWatch}; the server's through the {@link ProbeClient}). Before
 * each echo both sides collect garbage and take their baseline; the client builds the argument
 * after its baseline, so its figure holds the argument, the returned copy and what its ORB
 * needed, the server's the received argument (which it returns) and what its ORB needed. After a
 * warm-up of three 1 MiB echoes, the echo runs {@link Mode#memoryEchoes()} times and each side
 * reports its highest peak, in multiples of the payload: heap plus direct memory, each of the two
 * at that sample, and the ORB's own buffer pool (part of direct) when the ORB reports one. The
 * figures of each echo are also printed as a log line. One thread.
 */
public final class EchoMemoryExperiment implements Experiment {

    private static final String ROW = "64 MiB echo";

    private final ProbeClient server;

    EchoMemoryExperiment(ProbeClient server) {
        this.server = server;
    }

    @Override
    public String name() {
        return "memory";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        Runnable warmUp = target.call(Workload.echoKey(Workload.MIB));
        for (int i = 0; i < 3; i++) {
            warmUp.run();
        }
        MemoryWatch mine = new MemoryWatch(target.bufferPool());
        Runnable echo = target.call(Workload.echoKey(Workload.ECHO_BYTES));
        MemoryWatch.Peak client = null;
        MemoryWatch.Peak serverSide = null;
        for (int i = 0; i < mode.memoryEchoes(); i++) {
            server.memoryMark();
            mine.mark();
            echo.run();
            MemoryWatch.Peak c = mine.peak();
            MemoryWatch.Peak s = server.memoryPeak();
            out.println(String.format(Locale.ROOT, "memory echo %d: client %s, server %s", i + 1, describe(c),
                    describe(s)));
            client = client == null || c.total() > client.total() ? c : client;
            serverSide = serverSide == null || s.total() > serverSide.total() ? s : serverSide;
        }
        long echoes = mode.memoryEchoes();
        Experiment.reportSides(out, name(), ROW + " peak", payloads(client.total()), payloads(serverSide.total()),
                echoes);
        Experiment.reportSides(out, name(), ROW + " heap", payloads(client.heap()), payloads(serverSide.heap()),
                echoes);
        Experiment.reportSides(out, name(), ROW + " direct", payloads(client.direct()),
                payloads(serverSide.direct()), echoes);
        if (client.pool() >= 0 || serverSide.pool() >= 0) {
            Experiment.reportSides(out, name(), ROW + " ORB pool", pool(client), pool(serverSide), echoes);
        }
    }

    private static double payloads(long bytes) {
        return (double) bytes / Workload.ECHO_BYTES;
    }

    private static double pool(MemoryWatch.Peak peak) {
        return peak.pool() < 0 ? Double.NaN : payloads(peak.pool());
    }

    private static String describe(MemoryWatch.Peak peak) {
        return String.format(Locale.ROOT, "heap %,d + direct %,d B (ORB pool %,d B)", peak.heap(), peak.direct(),
                peak.pool());
    }
}
