package org.peregrine.bench.jmh;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.testsupport.JavaCommand;

/**
 * Runs the {@link JmhColumn}s of a table that compares ORBs, each JMH run in a JVM of its own
 * with its column's classpath ({@link JmhColumnRun}), and gives each cell's score.
 *
 * <p>The columns run in rounds, one JMH run per column per round, and each cell is the median
 * over the rounds: on a shared virtual machine the speed drifts by tens of percent from minute
 * to minute, and columns run one after the other would carry that drift into the ratio. Five
 * by default ({@code --rounds}), so that one slow or erratic stretch of the VM during two of a
 * column's runs does not decide a cell.
 *
 * <p>Each benchmark JVM runs with a fixed 1 GiB heap touched in advance ({@link #HEAP}). With the
 * JVM's default heap, which grows into fresh memory, the first use of each page is a page fault
 * on a virtual machine, and iterations of the same JVM differ far more. The JVMs are not pinned
 * to one CPU: there the JIT compiler would share the CPU with the benchmark, and the quick mode's
 * short warm-up would leave Peregrine's deeper call paths half compiled.
 */
public final class JmhRounds {

    /** The heap of every benchmark JVM: fixed and pre-touched (see the class comment). */
    private static final List<String> HEAP = List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch");

    /** The jars of JMH itself, which the columns' classpaths lack. */
    private static final List<String> JMH_JARS = List.of("jmh-core", "jopt-simple", "commons-math3");

    private JmhRounds() {
    }

    /**
     * Runs every column once per round and answers, by column title and then by row, the median
     * of the rounds' scores (ns per operation).
     *
     * @param target the bench module's build directory
     * @param rowOf  the row a run's parameters make (its benchmark and parameter values)
     */
    static Map<String, Map<String, Double>> medians(Path target, List<JmhColumn> columns, int rounds,
            boolean quick, Function<BenchmarkParams, String> rowOf) throws IOException, InterruptedException {
        Map<String, Map<String, List<Double>>> perRound = new LinkedHashMap<>(); // column -> row -> scores
        for (int round = 1; round <= rounds; round++) {
            for (JmhColumn column : columns) {
                Path results = Files.createTempFile(target, "jmh-column-", ".results");
                System.err.println("[jmh] round " + round + "/" + rounds + ": " + column.title() + " ...");
                run(target, column, quick, results);
                scores(JmhColumnRun.read(results), rowOf).forEach((row, score) -> perRound
                        .computeIfAbsent(column.title(), title -> new LinkedHashMap<>())
                        .computeIfAbsent(row, r -> new ArrayList<>()).add(score));
                Files.delete(results);
            }
        }
        Map<String, Map<String, Double>> medians = new LinkedHashMap<>();
        perRound.forEach((title, rows) -> {
            Map<String, Double> byRow = new LinkedHashMap<>();
            rows.forEach((row, scores) -> byRow.put(row, median(scores)));
            medians.put(title, byRow);
        });
        return medians;
    }

    /** How the benchmark JVMs ran, for a report. */
    public static String setting() {
        return String.join(" ", HEAP) + ", unpinned";
    }

    /**
     * Runs {@link JmhColumnRun} for {@code column} in a JVM with the column's classpath and JMH's,
     * its output on this JVM's console.
     */
    private static void run(Path target, JmhColumn column, boolean quick, Path results)
            throws IOException, InterruptedException {
        String jmh;
        try (Stream<Path> jars = Files.list(target.resolve("peers").resolve("peregrine"))) {
            jmh = jars.filter(jar -> JMH_JARS.stream().anyMatch(name -> jar.getFileName().toString().startsWith(name)))
                    .map(jar -> jar.toAbsolutePath().toString()).reduce((a, b) -> a + File.pathSeparator + b)
                    .orElseThrow();
        }
        List<String> arguments = new ArrayList<>(List.of("--include", column.include(),
                "--results", results.toString()));
        column.params().forEach((name, value) -> arguments.addAll(List.of("--param", name + "=" + value)));
        jvmArgs(column).forEach(arg -> arguments.addAll(List.of("--jvm-arg", arg)));
        if (quick) {
            arguments.add("--quick");
        }
        JavaCommand command = new JavaCommand(List.of(), List.of(),
                column.classpathOf().classpath(target) + File.pathSeparator + jmh, JmhColumnRun.class.getName(),
                arguments);
        Process process = new ProcessBuilder(command.commandLine()).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException(column.title() + ": JMH exited with " + process.exitValue());
        }
    }

    /**
     * Netty's leak detector off as {@link MicrobenchmarkDefaults} has it (arguments appended to the
     * benchmark JVMs' replace the annotation's), the pre-touched heap, then the column's own. A
     * larger heap takes longer to pre-touch and did not help the peers.
     */
    private static List<String> jvmArgs(JmhColumn column) {
        List<String> args = new ArrayList<>(List.of(MicrobenchmarkDefaults.LEAK_DETECTION_OFF));
        args.addAll(HEAP);
        args.addAll(column.jvmArgs());
        return args;
    }

    /** Each run's score (ns/op) by the row its parameters make. */
    static Map<String, Double> scores(Collection<RunResult> runResults, Function<BenchmarkParams, String> rowOf) {
        Map<String, Double> scores = new LinkedHashMap<>();
        for (RunResult result : runResults) {
            scores.put(rowOf.apply(result.getParams()), result.getPrimaryResult().getScore());
        }
        return scores;
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
