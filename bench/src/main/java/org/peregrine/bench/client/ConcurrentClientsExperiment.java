package org.peregrine.bench.client;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;

import org.peregrine.bench.Mode;

/**
 * 1, 2, 4 and 8 concurrent clients calling {@code echoLong} as fast as they can (Juric §3, the
 * multi-client scenario): total calls per second over fixed windows after a warm-up. The clients
 * are threads of this JVM sharing the ORB (or RMI stub); the raw floor gives each thread its own
 * connection. A row reports the median window's calls/s; both time columns carry the
 * mean round-trip time one client sees (threads ÷ calls per second).
 */
public final class ConcurrentClientsExperiment implements Experiment {

    static final int[] CLIENTS = {1, 2, 4, 8};

    @Override
    public String name() {
        return "clients";
    }

    @Override
    public void run(BenchTarget target, Mode mode, PrintStream out) throws Exception {
        for (int clients : CLIENTS) {
            runRow(target, mode, out, clients);
        }
    }

    private void runRow(BenchTarget target, Mode mode, PrintStream out, int clients) throws Exception {
        LongAdder done = new LongAdder();
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        StopFlag flag = new StopFlag();
        for (int i = 0; i < clients; i++) {
            Runnable call = target.call(Workload.CONCURRENT_OP);
            Thread thread = new Thread(() -> {
                try {
                    while (!flag.stopped) {
                        call.run();
                        done.increment();
                    }
                } catch (Throwable t) {
                    failures.add(t);
                }
            }, "client-" + i);
            thread.setDaemon(true);
            threads.add(thread);
        }
        threads.forEach(Thread::start);
        Thread.sleep(mode.clientsRepMillis());
        double[] rates = new double[mode.repetitions()];
        long total = 0;
        for (int r = 0; r < rates.length; r++) {
            long startCount = done.sum();
            long start = System.nanoTime();
            Thread.sleep(mode.clientsRepMillis());
            long calls = done.sum() - startCount;
            long elapsed = System.nanoTime() - start;
            rates[r] = calls / (elapsed / 1e9);
            total += calls;
        }
        flag.stopped = true;
        for (Thread thread : threads) {
            thread.join(10_000);
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException(clients + " clients: a call failed", failures.get(0));
        }
        double median = Measurement.median(rates);
        double perCallNanos = clients * 1e9 / median;
        Experiment.report(out, name(), clients + (clients == 1 ? " client" : " clients"),
                perCallNanos, perCallNanos, median, total);
    }

    private static final class StopFlag {
        volatile boolean stopped;
    }
}
