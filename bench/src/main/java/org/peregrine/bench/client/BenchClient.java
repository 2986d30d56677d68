package org.peregrine.bench.client;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.peregrine.bench.Mode;

/**
 * The client driver, run in its own JVM with the classpath of the system measured: opens the
 * target, runs the experiments named on the command line in order and prints their
 * {@code RESULT,...} lines ({@link Experiment}); asks the server JVM for its own figures through
 * a {@link ProbeClient}. Exits 0 when all ran, 1 on a failure; halts after
 * {@code --max-seconds} whatever happens.
 *
 * <pre>
 * java ... BenchClient --target corba|rmi|raw --endpoint FILE --mode quick|full
 *                      --experiments rtt,bulk,clients,alloc,memory [--max-seconds N]
 * </pre>
 */
public final class BenchClient {

    private BenchClient() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i].replaceFirst("^--", ""), args[i + 1]);
        }
        long maxSeconds = Long.parseLong(options.getOrDefault("max-seconds", "600"));
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(maxSeconds * 1000);
                System.err.println("client time limit of " + maxSeconds + " s reached; halting");
                Runtime.getRuntime().halt(4);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "watchdog");
        watchdog.setDaemon(true);
        watchdog.start();

        Mode mode = Mode.of(options.getOrDefault("mode", "quick"));
        Path endpoint = Path.of(options.get("endpoint"));
        ProbeClient server = new ProbeClient(endpoint);
        List<Experiment> experiments = List.of(new RoundTripExperiment(), new SequenceThroughputExperiment(),
                new ConcurrentClientsExperiment(), new PingAllocationExperiment(server),
                new EchoMemoryExperiment(server));
        int status = 0;
        try {
            // Never closed: the JVM halts below, so a slow ORB shutdown cannot hold the run.
            BenchTarget target = open(options.get("target"), endpoint);
            for (String name : options.get("experiments").split(",")) {
                Experiment experiment = experiments.stream().filter(e -> e.name().equals(name))
                        .findFirst().orElseThrow(() -> new IllegalArgumentException("experiment " + name));
                experiment.run(target, mode, System.out);
            }
        } catch (Exception | Error e) {
            e.printStackTrace();
            status = 1;
        }
        System.out.flush();
        Runtime.getRuntime().halt(status);
    }

    private static BenchTarget open(String kind, Path endpoint) throws Exception {
        return switch (kind) {
            case "corba" -> CorbaTarget.open(endpoint);
            case "rmi" -> RmiTarget.open(endpoint);
            case "raw" -> RawTarget.open(endpoint);
            default -> throw new IllegalArgumentException("target corba, rmi or raw, not " + kind);
        };
    }
}
