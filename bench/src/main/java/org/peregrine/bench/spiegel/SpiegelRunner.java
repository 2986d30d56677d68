package org.peregrine.bench.spiegel;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.peregrine.bench.Cli;
import org.peregrine.bench.CpuSpinners;
import org.peregrine.bench.Machine;
import org.peregrine.bench.Peers;
import org.peregrine.bench.Setting;
import org.peregrine.testsupport.ChildJvm;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Spiegel's experiment (§3.1), reproduced with Peregrine: for each link, a callee JVM
 * ({@link SpiegelCallee}) and a caller JVM ({@link SpiegelCaller}) sweep m by value and n by
 * reference; the runner fits the lines, prints the equivalents of Spiegel's Tables 1 and 2
 * ({@link SpiegelTables}) and draws the trade-off lines ({@link TradeOffPlot}). The first link is
 * loopback (127.0.0.1); where this runs as root with iproute2, the sweep is repeated over a veth
 * link between two network namespaces shaped to 10 Mbit/s and 28.8 kbit/s ({@link NamespaceLink},
 * Spiegel §4.2), otherwise the report says why that part was skipped.
 *
 * <pre>
 * java -cp "$(cat bench/target/classpath-peregrine.txt):bench/target/classes" \
 *     org.peregrine.bench.spiegel.SpiegelRunner [--quick | --full] [--out FILE.md] [--target bench/target]
 *     [--setting busy|idle|pinned] [--loopback-only]
 * </pre>
 *
 * Writes the report to {@code --out} and the plot beside it ({@code FILE.png}). The default CPU
 * setting is busy (see {@link Setting}): Spiegel's caller and callee were two machines, whose
 * sending and receiving overlap (his §4.1, Fig. 8), which pinning both JVMs to one vCPU would
 * serialize; the spin loops keep the vCPUs from halting, whose wake-ups would otherwise add to
 * every call. Runs on one thread; the links are measured one after the other.
 */
@Command(name = "SpiegelRunner", sortOptions = false,
        description = "Measures Spiegel's by-value/by-reference trade-off and writes the report and its plot.")
public final class SpiegelRunner implements Callable<Integer> {

    /** The shaped rates, as Spiegel's Ethernet and modem (§3.2). */
    static final long[] RATES = {10_000_000, 28_800};

    @Mixin
    private Cli.ModeChoice modeChoice;

    @Mixin
    private Cli.Report report;

    @Option(names = "--setting", paramLabel = "busy|idle|pinned", defaultValue = "busy",
            description = "The CPU setting of both JVMs (default ${DEFAULT-VALUE}).")
    private Setting setting;

    @Option(names = "--loopback-only", description = "Skip the shaped links.")
    private boolean loopbackOnly;

    @Mixin
    private Cli.Help help;

    @Spec
    private CommandSpec command;

    private boolean full;
    private Path target;
    private Path runDirectory;
    private Path logDirectory;
    private final List<Fits> measured = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(Cli.of(new SpiegelRunner()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        full = modeChoice.mode().full();
        if (setting.pinned() && !Machine.hasCommand("taskset")) {
            throw new ParameterException(command.commandLine(), "--setting pinned: taskset (util-linux) not found");
        }
        target = report.target();
        runDirectory = target.resolve("spiegel-run");
        logDirectory = Files.createDirectories(runDirectory.resolve("logs"));
        Path out = report.out("spiegel-results.md");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Path png = Cli.Report.beside(out, ".png");
        String markdown;
        try (CpuSpinners spinners = setting.spinners() ? CpuSpinners.start(Machine.hasCommand("taskset"), full ? 3600 : 900) : null) {
            markdown = run(!loopbackOnly, png);
        }
        System.out.println(markdown);
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        System.err.println("wrote " + out + (measured.isEmpty() ? "" : " and " + png));
        return 0;
    }

    /** The loopback sweep: m up to where a call takes a few milliseconds, n up to 32. */
    Sweep loopbackSweep() {
        return full ? new Sweep(16, 65536, 65536, 8192, 32, 5, 400, 10, 10_000)
                : new Sweep(8, 65536, 65536, 8192, 32, 3, 150, 5, 3000);
    }

    /**
     * Smaller sweeps on slow links, where one call of the loopback's largest m would take minutes.
     * An odd number of passes, so that the median of the passes is one of them, not the mean of
     * a disturbed pass and a quiet one.
     */
    Sweep shapedSweep(long bitsPerSecond) {
        if (bitsPerSecond >= 1_000_000) {
            return full ? new Sweep(8, 16384, 16384, 4096, 32, 3, 300, 5, 5000)
                    : new Sweep(4, 16384, 16384, 4096, 16, 3, 200, 3, 2000);
        }
        return full ? new Sweep(4, 512, 512, 256, 8, 3, 0, 5, 0)
                : new Sweep(4, 256, 256, 128, 8, 1, 0, 3, 0);
    }

    private String run(boolean shaped, Path png) throws Exception {
        long start = System.nanoTime();
        String loadBefore = Machine.loadAverage();
        measure(Link.loopback(loopbackSweep()), null);
        if (!shaped) {
            notes.add("Shaped links: not run (`--loopback-only`).");
        } else {
            Optional<String> unavailable = NamespaceLink.unavailable();
            if (unavailable.isPresent()) {
                notes.add("Shaped links skipped: " + unavailable.get() + ".");
                System.err.println("shaped links skipped: " + unavailable.get());
            } else {
                for (long rate : RATES) {
                    Link link = new Link(rate, shapedSweep(rate));
                    try (NamespaceLink namespaces = NamespaceLink.open(rate)) {
                        notes.add(link.label() + ": callee in network namespace `" + NamespaceLink.CALLEE_NAMESPACE
                                + "` (" + NamespaceLink.CALLEE_ADDRESS + "), caller in `"
                                + NamespaceLink.CALLER_NAMESPACE + "` (" + NamespaceLink.CALLER_ADDRESS
                                + "), a veth pair, each end's egress `" + namespaces.describe() + "`.");
                        measure(link, namespaces);
                    } catch (IOException e) {
                        notes.add(link.label() + " failed to set up: " + e.getMessage());
                        System.err.println(link.label() + " failed to set up: " + e.getMessage());
                    }
                }
            }
        }
        String caption = String.format(Locale.ROOT, "%s mode, %s, %s, %d CPUs, load before %s; m: items in the"
                + " parameter object, n: the callee's invocations of it", full ? "full" : "quick", Instant.now()
                .toString().substring(0, 16).replace('T', ' ') + " UTC", setting(), Runtime.getRuntime()
                .availableProcessors(), loadBefore);
        if (!measured.isEmpty()) {
            TradeOffPlot.write(png, measured, loopbackSweep().maxN(), caption);
        }
        return new SpiegelReport(full, setting(), loadBefore, Machine.loadAverage(), (System.nanoTime() - start) / 1e9,
                measured, notes, png.getFileName().toString()).markdown();
    }

    private String setting() {
        return switch (setting) {
            case PINNED -> "pinned (caller and callee JVMs under `taskset -c 0`)";
            case BUSY -> "busy (unpinned, one nice-19 spin loop per CPU)";
            case IDLE -> "idle (unpinned, nothing added)";
        };
    }

    /** Runs the callee and the caller for {@code link}; keeps the fits or notes the failure. */
    private void measure(Link link, NamespaceLink namespaces) throws Exception {
        String name = "spiegel-" + link.id();
        Path endpoint = runDirectory.resolve(name + ".endpoint");
        Files.deleteIfExists(endpoint);
        long callerSeconds = full ? 1800 : 400;
        String calleeHost = namespaces == null ? "127.0.0.1" : NamespaceLink.CALLEE_ADDRESS;
        String callerHost = namespaces == null ? "127.0.0.1" : NamespaceLink.CALLER_ADDRESS;
        long t0 = System.nanoTime();
        System.err.printf(Locale.ROOT, "[spiegel] %s ...%n", link.label());
        try (ChildJvm callee = ChildJvm.start(name + "-callee", Peers.PEREGRINE_LF.command(target,
                prefix(namespaces == null ? List.of() : namespaces.calleePrefix()), orbProperties(calleeHost),
                SpiegelCallee.class.getName(), List.of("--endpoint", endpoint.toString(), "--max-seconds",
                        Long.toString(callerSeconds + 60))), logDirectory)) {
            callee.awaitFile(endpoint, Duration.ofSeconds(90));
            try (ChildJvm caller = ChildJvm.start(name + "-caller", Peers.PEREGRINE_LF.command(target,
                    prefix(namespaces == null ? List.of() : namespaces.callerPrefix()), orbProperties(callerHost),
                    SpiegelCaller.class.getName(), List.of("--endpoint", endpoint.toString(), "--sweep",
                            link.sweep().encode(), "--max-seconds", Long.toString(callerSeconds))), logDirectory)) {
                int status = caller.awaitExit(Duration.ofSeconds(callerSeconds + 30));
                List<Point> points = caller.lines().stream().filter(line -> line.startsWith(Point.PREFIX))
                        .map(Point::parse).toList();
                if (status != 0) {
                    fail(link, "caller exit status " + status + ":\n" + caller.tail());
                } else {
                    measured.add(Fits.of(link, points));
                }
            }
        } catch (IllegalStateException e) {
            fail(link, e.getMessage());
        }
        System.err.printf(Locale.ROOT, "[spiegel] %s done in %.1f s%n", link.label(), (System.nanoTime() - t0) / 1e9);
    }

    private List<String> prefix(List<String> namespace) {
        List<String> prefix = new ArrayList<>(namespace);
        if (setting.pinned()) {
            prefix.addAll(List.of("taskset", "-c", "0"));
        }
        return prefix;
    }

    /** Peregrine with leader/follower, as the Juric runner's column, listening and publishing {@code host}. */
    private static List<String> orbProperties(String host) {
        List<String> properties = new ArrayList<>();
        for (String property : Peers.PEREGRINE_LF.systemProperties()) {
            properties.add(property.startsWith("-Dperegrine.listen.host=") ? "-Dperegrine.listen.host=" + host : property);
        }
        return properties;
    }

    private void fail(Link link, String message) {
        String first = message.lines().limit(12).reduce((a, b) -> a + "\n    " + b).orElse("");
        notes.add(link.label() + " failed: " + first);
        System.err.println("FAILED " + link.label() + ": " + message);
    }
}
