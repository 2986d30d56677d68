package org.peregrine.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import static org.peregrine.bench.client.Experiment.WARM_UP_LOG;

import org.peregrine.testsupport.ChildJvm;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The Juric experiment runner, apart from JMH, with each system in JVMs of its own: for each setting and each system, starts the
 * system's server JVM and a client JVM ({@code org.peregrine.bench.client.BenchClient}) on
 * 127.0.0.1, collects the client's results and prints one Markdown table with Peregrine's cost
 * ratios (IDL to the raw socket floor, to the best peer ORB and to JDK RMI; RMI-IIOP to JDK RMI and
 * to GlassFish's RMI-IIOP; a TLS column to the same system without TLS), all from the same run,
 * then the RMI-IIOP targets met and missed ({@link RmiIiopTargets}). Writes the report (with its settings) to {@code --out} and a CSV beside it.
 *
 * <pre>
 * java -cp ... org.peregrine.bench.BenchRunner [--quick | --full] [--out FILE]
 *      [--target bench/target] [--systems raw,peregrine-lf,...] [--experiments rtt,alloc,...]
 * </pre>
 *
 * Quick: round trips, sequences and allocation per ping pinned to one vCPU, concurrent clients
 * with busy vCPUs, then the 64 MiB echo's memory in fresh JVMs. Full: longer and more
 * repetitions, plus the timing experiments idle and unpinned. {@code --experiments} runs a subset.
 */
@Command(name = "BenchRunner", sortOptions = false,
        description = "Runs every system's server and client JVMs and prints one Markdown table of their figures.")
public final class BenchRunner implements Callable<Integer> {

    /** Every experiment, in the order the client runs them within a phase. */
    static final List<String> EXPERIMENTS = List.of("rtt", "bulk", "clients", "alloc", "memory");

    /**
     * A group of experiments run in one setting by one server JVM and one client JVM per system;
     * {@code name} names their endpoint and log files.
     */
    record Phase(String name, Setting setting, List<String> experiments) {

        /** This phase with only the experiments in {@code selected}. */
        Phase only(List<String> selected) {
            return new Phase(name, setting, experiments.stream().filter(selected::contains).toList());
        }
    }

    @Mixin
    private Cli.ModeChoice modeChoice;

    @Mixin
    private Cli.Report report;

    @Option(names = "--systems", split = ",", paramLabel = "ID",
            description = "The systems, in table order (default all but peregrine-lf-tls, peregrine-lf-sel and"
                    + " jacorb-tls): raw, peregrine-lf, peregrine-lf-tls, peregrine-lf-sel, peregrine-wp, jacorb,"
                    + " jacorb-tls, glassfish, rmi, peregrine-rmiiiop, glassfish-rmiiiop.")
    private List<Peers> systems = Peers.defaults();

    @Option(names = "--experiments", split = ",", paramLabel = "NAME",
            description = "The experiments (default all): rtt, bulk, clients, alloc, memory.")
    private List<String> experiments = EXPERIMENTS;

    @Mixin
    private Cli.Help help;

    @Spec
    private CommandSpec command;

    private Mode mode;
    private Path target;
    private Path runDirectory;
    private Path logDirectory;
    private boolean taskset;
    private final List<Result> results = new ArrayList<>();
    private final List<String> failures = new ArrayList<>();
    /** The rows whose warm-up reached its limit before their times settled, as the clients logged them. */
    private final List<String> unsettled = new ArrayList<>();
    private String loadBefore = "?";

    public static void main(String[] args) {
        System.exit(Cli.of(new BenchRunner()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        if (!EXPERIMENTS.containsAll(experiments)) {
            throw new ParameterException(command.commandLine(), "--experiments: each one of "
                    + String.join(", ", EXPERIMENTS) + ", not " + String.join(",", experiments));
        }
        mode = modeChoice.mode();
        target = report.target();
        runDirectory = target.resolve("bench-run");
        logDirectory = Files.createDirectories(runDirectory.resolve("logs"));
        taskset = Machine.hasCommand("taskset");
        Path out = report.out("bench-results.md");
        String markdown = run();
        System.out.println(markdown);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        Path csv = Cli.Report.beside(out, ".csv");
        Files.writeString(csv, new ResultTable(systems, results).csv(), StandardCharsets.UTF_8);
        System.err.println("wrote " + out + " and " + csv);
        return 0;
    }

    private List<Phase> phases() {
        List<Phase> phases = new ArrayList<>();
        phases.add(new Phase("pinned", Setting.PINNED, List.of("rtt", "bulk", "alloc")));
        phases.add(new Phase("busy", Setting.BUSY, List.of("clients")));
        if (mode.full()) {
            phases.add(new Phase("idle", Setting.IDLE, List.of("rtt", "bulk", "clients")));
        }
        // Fresh JVMs, so that no buffers or garbage of the timing experiments sit in the baseline.
        phases.add(new Phase("memory", Setting.IDLE, List.of("memory")));
        return phases.stream().map(p -> p.only(experiments)).filter(p -> !p.experiments().isEmpty()).toList();
    }

    private String run() throws Exception {
        long start = System.nanoTime();
        loadBefore = Machine.loadAverage();
        Files.deleteIfExists(captureFile());
        if (!taskset) {
            System.err.println("taskset (util-linux) not found: the pinned phase runs unpinned");
        }
        for (Phase phase : phases()) {
            String label = settingLabel(phase.setting());
            CpuSpinners spinners = phase.setting().spinners()
                    ? CpuSpinners.start(taskset, mode.full() ? 1800 : 300) : null;
            try {
                for (Peers peer : systems) {
                    List<String> runs = phase.experiments().stream().filter(peer::runs).toList();
                    if (runs.isEmpty()) {
                        continue;
                    }
                    long t0 = System.nanoTime();
                    System.err.printf(Locale.ROOT, "[%s] %s: %s ...%n", label, peer.title(), runs);
                    runPeer(peer, phase, runs, label);
                    System.err.printf(Locale.ROOT, "[%s] %s done in %.1f s%n", label, peer.title(),
                            (System.nanoTime() - t0) / 1e9);
                }
            } finally {
                if (spinners != null) {
                    spinners.close();
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return report(seconds);
    }

    private String settingLabel(Setting setting) {
        return setting.pinned() && !taskset ? "idle (taskset missing)" : setting.label();
    }

    private Path captureFile() {
        return runDirectory.resolve("raw-capture.bin");
    }

    private void runPeer(Peers peer, Phase phase, List<String> runs, String label) throws Exception {
        String name = phase.name() + "-" + peer.id();
        Path endpoint = runDirectory.resolve(name + ".endpoint");
        Files.deleteIfExists(endpoint);
        List<String> prefix = phase.setting().pinned() && taskset ? List.of("taskset", "-c", "0") : List.of();
        long clientSeconds = mode.full() ? 900 : 150;
        List<String> serverArgs = new ArrayList<>(List.of("--endpoint", endpoint.toString(),
                "--max-seconds", Long.toString(clientSeconds + 120)));
        if (peer == Peers.RAW) {
            serverArgs.addAll(List.of("--capture", captureFile().toString()));
        }
        try (ChildJvm server = ChildJvm.start(name + "-server", peer.command(target, prefix,
                peer.serverProperties(target), peer.serverMain(), serverArgs), logDirectory)) {
            server.awaitFile(endpoint, Duration.ofSeconds(90));
            List<String> clientArgs = List.of("--target", peer.clientTarget(), "--endpoint", endpoint.toString(),
                    "--mode", mode.name(), "--experiments", String.join(",", runs),
                    "--max-seconds", Long.toString(clientSeconds));
            try (ChildJvm client = ChildJvm.start(name + "-client", peer.command(target, prefix,
                    peer.clientProperties(target), "org.peregrine.bench.client.BenchClient", clientArgs),
                    logDirectory)) {
                int status = client.awaitExit(Duration.ofSeconds(clientSeconds + 30));
                for (String line : client.lines()) {
                    if (line.startsWith("RESULT,")) {
                        results.add(Result.parse(line, label, peer.id()));
                    } else if (line.startsWith(WARM_UP_LOG)) {
                        unsettled.add(peer.title() + " [" + label + "] " + line.substring(WARM_UP_LOG.length()));
                    }
                }
                if (status != 0) {
                    fail(peer, label, "client exit status " + status + ":\n" + client.tail());
                }
            }
        } catch (IllegalStateException e) {
            fail(peer, label, e.getMessage());
        }
    }

    private void fail(Peers peer, String label, String message) {
        String first = message.lines().limit(12).reduce((a, b) -> a + "\n    " + b).orElse("");
        failures.add(peer.title() + " [" + label + "]: " + first);
        System.err.println("FAILED " + peer.title() + " [" + label + "]: " + message);
    }

    private String report(double seconds) {
        StringBuilder out = new StringBuilder();
        out.append("# Peregrine benchmark (").append(mode.name()).append(" mode)\n\n");
        out.append(String.format(Locale.ROOT, "Run %s, %.0f s, %d CPUs, Java %s, %s. ", Instant.now(), seconds,
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                String.join(" ", Peer.JVM_FLAGS)));
        out.append("Load average (1/5/15 min) before ").append(loadBefore).append(", after ")
                .append(Machine.loadAverage()).append(": anything above 0 besides this run's own processes "
                + "(other builds on the machine) disturbs the figures. ");
        out.append("Settings: **pinned** = client and server JVMs under `taskset -c 0`; **busy** = unpinned, one "
                + "nice-19 spin loop per CPU; **idle** = unpinned, nothing else running.");
        if (!taskset) {
            out.append(" `taskset` was not found, so the pinned phase ran unpinned.");
        }
        out.append("\n\nrtt: median / p99 round-trip time; echoAny sends echoStruct's struct in an any, inserted "
                + "and extracted by its generated Helper on the client in every call and returned by the servant as "
                + "received. The RMI columns (JDK RMI and RMI-IIOP) call one Java interface, BenchRemote: echoLong "
                + "takes an int, echoStruct a small Serializable class of two ints and two doubles (IDL: a struct), "
                + "the sequences are Java arrays. **n/a** = the system has no such operation: Java has no any "
                + "(echoAny), IDL no Java collections (list:1000, an ArrayList of 1,000 small objects; map:1000, a "
                + "HashMap of 1,000 Integer keys to small objects). bulk: median round-trip time · payload MB/s "
                + "(10^6 B/s; the fields' bytes, 24 per small object and 4 per map key). clients: total echoLong "
                + "calls/s. Ratios divide one system's cost per call by the other's (below 1.00 the first is "
                + "faster); best peer ORB = the faster of JacORB and GlassFish in that row; ÷ RMI = to JDK RMI, "
                + "which is not an ORB. A TLS column (name ending in TLS) runs its ORB with what a user sets to "
                + "turn TLS on: the server on TLS only with a test certificate, the client trusting its authority; "
                + "its ratio divides by the same system without TLS, and it is no candidate for best peer ORB. "
                + "Raw socket = the bytes of "
                + "Peregrine's own request and reply, replayed. alloc: heap bytes allocated per ping call in the "
                + "steady state, client · server, each summed over all threads of its JVM (a lower bound if "
                + "threads die during the window). memory: peak heap used (garbage included) plus direct buffer "
                + "memory beyond a baseline taken after GC, while echoing a 64 MiB sequence<octet>, client · "
                + "server, in multiples of the payload; the client's includes its argument. alloc and memory "
                + "have no ratios.\n\n");
        ResultTable table = new ResultTable(systems, results);
        out.append(table.markdown());
        String targets = new RmiIiopTargets(table).markdown();
        if (!targets.isEmpty()) {
            out.append("\nRMI-IIOP targets, from the figures above (cost ratios as in the table):\n\n").append(targets);
        }
        if (!unsettled.isEmpty()) {
            out.append("\nRows measured after their warm-up reached its limit (").append(mode.rowWarmupMaxMillis())
                    .append(" ms) before their times settled; their figures may include JIT compilation:\n");
            unsettled.forEach(u -> out.append("- ").append(u).append('\n'));
        }
        if (!failures.isEmpty()) {
            out.append("\nFailures:\n");
            failures.forEach(f -> out.append("- ").append(f).append('\n'));
        }
        return out.toString();
    }
}
