package org.peregrine.bench.soak;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import org.peregrine.bench.Cli;
import org.peregrine.bench.Machine;
import org.peregrine.bench.Peer;
import org.peregrine.bench.Peers;
import org.peregrine.testsupport.ChildJvm;
import org.peregrine.testsupport.JavaCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The soak: starts a {@link SoakServer} JVM and a {@link SoakClient} JVM on 127.0.0.1, both
 * Peregrine with the bench's leader/follower settings ({@link Peers#PEREGRINE_LF}) and JVM flags,
 * lets the client's callers call for {@code --minutes}, printing each minute's totals as they
 * come, then writes the {@link SoakReport} to {@code --out} and its CSV beside it. Exits 0 when
 * both JVMs reported every minute and no call failed, 1 otherwise.
 *
 * <pre>
 * java -cp ... org.peregrine.bench.soak.SoakRunner [--minutes 30] [--callers 8] [--out FILE]
 *      [--target bench/target]
 * </pre>
 */
@Command(name = "SoakRunner", sortOptions = false,
        description = "Runs a Peregrine server and client for a number of minutes and reports calls, errors and growth.")
public final class SoakRunner implements Callable<Integer> {

    private static final Peers SYSTEM = Peers.PEREGRINE_LF;
    private static final Duration PROGRESS_INTERVAL = Duration.ofSeconds(10);
    /** Beyond the minutes asked: JVM start-up, the last calls, the last samples. */
    private static final Duration GRACE = Duration.ofMinutes(2);

    @Option(names = "--minutes", paramLabel = "N", defaultValue = "30",
            description = "How long the callers call (default ${DEFAULT-VALUE}).")
    private int minutes;

    @Option(names = "--callers", paramLabel = "N", defaultValue = "8",
            description = "Caller threads in the client JVM (default ${DEFAULT-VALUE}).")
    private int callers;

    @Mixin
    private Cli.Report report;

    @Mixin
    private Cli.Help help;

    @Spec
    private CommandSpec command;

    private Path target;
    private Path logDirectory;
    private final List<String> failures = new ArrayList<>();

    public static void main(String[] args) {
        System.exit(Cli.of(new SoakRunner()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        if (minutes < 1 || callers < 1) {
            throw new ParameterException(command.commandLine(), "--minutes and --callers: at least 1");
        }
        target = report.target();
        Path runDirectory = target.resolve("soak-run");
        logDirectory = Files.createDirectories(runDirectory.resolve("logs"));
        Path endpoint = runDirectory.resolve("soak.endpoint");
        Files.deleteIfExists(endpoint);
        Files.deleteIfExists(SoakServer.calleeFile(endpoint));
        Instant started = Instant.now();
        String loadBefore = Machine.loadAverage();
        SoakLog log = run(endpoint);
        String setting = String.format(Locale.ROOT, "Run %s to %s, %d CPUs, Java %s. Load average (1/5/15 min) "
                + "before %s, after %s. Server and client: %s, each in its own JVM on 127.0.0.1 (%s; %s); "
                + "the client's %d callers share one ORB, which opens a connection per concurrent caller. "
                + "Logs: `%s`.", started, Instant.now(), Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), loadBefore, Machine.loadAverage(), SYSTEM.title(),
                String.join(" ", Peer.JVM_FLAGS), String.join(" ", SYSTEM.systemProperties()), callers,
                logDirectory);
        if (log.failed() > 0) {
            failures.add(log.failed() + " calls failed");
        }
        SoakReport soakReport = new SoakReport(log);
        String markdown = soakReport.markdown(String.format(Locale.ROOT, "Peregrine soak: %d minutes, %d callers",
                minutes, callers), setting, failures);
        System.out.println(markdown);
        Path out = report.out("soak-results.md");
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        Path csv = Cli.Report.beside(out, ".csv");
        Files.writeString(csv, soakReport.csv(), StandardCharsets.UTF_8);
        System.err.println("wrote " + out + " and " + csv);
        return failures.isEmpty() ? 0 : 1;
    }

    private SoakLog run(Path endpoint) throws Exception {
        long seconds = TimeUnit.MINUTES.toSeconds(minutes) + GRACE.toSeconds();
        List<String> lines = new ArrayList<>();
        try (ChildJvm server = ChildJvm.start("soak-server", command(SoakServer.class, List.of("--endpoint",
                endpoint.toString(), "--max-seconds", Long.toString(seconds + GRACE.toSeconds()))), logDirectory)) {
            server.awaitFile(endpoint, Duration.ofSeconds(90));
            try (ChildJvm client = ChildJvm.start("soak-client", command(SoakClient.class, List.of("--endpoint",
                    endpoint.toString(), "--minutes", Integer.toString(minutes), "--callers",
                    Integer.toString(callers), "--max-seconds", Long.toString(seconds))), logDirectory)) {
                awaitClient(client, server, Duration.ofSeconds(seconds + 30));
                lines.addAll(client.lines());
            }
            // The server's minutes started before the client's, so its last sample is due already.
            awaitSamples(server, Duration.ofSeconds(75));
            lines.addAll(server.lines());
        } catch (IllegalStateException e) {
            failures.add(e.getMessage());
        }
        SoakLog log = SoakLog.of(lines);
        for (String side : List.of(JvmSample.SERVER, JvmSample.CLIENT)) {
            int sampled = log.gauge(side, Gauge.HEAP_AFTER_GC).size();
            if (sampled < minutes) {
                failures.add("the " + side + " JVM reported " + sampled + " of " + minutes + " minutes");
            }
        }
        return log;
    }

    private JavaCommand command(Class<?> main, List<String> arguments) throws Exception {
        return SYSTEM.command(target, List.of(), SYSTEM.systemProperties(), main.getName(), arguments);
    }

    /** Waits for the client to exit, printing each minute's totals to standard error as it comes. */
    private void awaitClient(ChildJvm client, ChildJvm server, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        int printed = 0;
        while (client.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(PROGRESS_INTERVAL.toMillis());
            List<String> lines = new ArrayList<>(client.lines());
            lines.addAll(server.lines());
            for (SoakMinute minute : SoakLog.of(lines).minutes()) {
                if (minute.minute() > printed && minute.client() != null) {
                    System.err.println(progress(minute));
                    printed = minute.minute();
                }
            }
        }
        int status = client.awaitExit(Duration.ofSeconds(1));
        if (status != 0) {
            failures.add("client exit status " + status + ":\n" + client.tail());
        }
    }

    private static String progress(SoakMinute minute) {
        JvmSample server = minute.server();
        return String.format(Locale.ROOT, "minute %d: %,d calls, %,d errors; server %s", minute.minute(),
                minute.completed(), minute.failed(), server == null ? "not sampled yet" : String.format(Locale.ROOT,
                        "heap after GC %s MiB, direct %s MiB, %d threads, %d fds", Gauge.HEAP_AFTER_GC.format(
                                server.heapAfterGc()), Gauge.DIRECT.format(server.direct()), server.liveThreads(),
                        server.fds()));
    }

    /** Waits until the server has reported every minute, or {@code timeout} has passed. */
    private void awaitSamples(ChildJvm server, Duration timeout) throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (SoakLog.of(server.lines()).gauge(JvmSample.SERVER, Gauge.HEAP_AFTER_GC).size() < minutes
                && server.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(1000);
        }
    }
}
