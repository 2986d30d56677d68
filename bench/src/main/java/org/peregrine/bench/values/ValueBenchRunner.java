package org.peregrine.bench.values;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import org.peregrine.bench.Cli;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.bench.Peers;
import org.peregrine.testsupport.JavaCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Runs {@link ValueMarshalBenchmark} once per ORB (Peregrine, JacORB 3.9, the GlassFish ORB
 * 5.0.0), each JMH run in its own JVM with that ORB's classpath, plus Java serialization, and
 * prints one Markdown table of the cost per node, with Peregrine's ratio to the best of the
 * others (issue 4's target: at most 0.5).
 *
 * <p>The columns run in rounds, one JMH run per column per round, and each cell is the median
 * over the rounds: on a shared virtual machine the speed drifts by tens of percent from minute
 * to minute, and columns run one after the other would carry that drift into the ratio. Five
 * by default, so that one slow or erratic stretch of the VM during two of a column's runs does
 * not decide a cell.
 *
 * <p>Each JMH JVM runs with a fixed 1 GiB heap touched in advance ({@link #HEAP}). With the
 * JVM's default heap, which grows into fresh memory, the first use of each page is a page fault
 * on a virtual machine, and iterations of the same JVM differ far more. The JVMs are not pinned
 * to one CPU: there the JIT compiler would share the CPU with the benchmark, and the quick mode's
 * short warm-up would leave Peregrine's deeper call path half compiled.
 *
 * <pre>
 * java -cp "$(cat bench/target/classpath-peregrine.txt):bench/target/classes" \
 *     org.peregrine.bench.values.ValueBenchRunner [--quick] [--rounds N] [--out FILE] [--target bench/target]
 * </pre>
 */
@Command(name = "ValueBenchRunner", sortOptions = false,
        description = "Runs ValueMarshalBenchmark for every ORB and Java serialization and prints the cost per node.")
public final class ValueBenchRunner implements Callable<Integer> {

    /** The heap of every JMH JVM: fixed and pre-touched (see the class comment). */
    private static final List<String> HEAP = List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch");

    /** One column: a system and how its JMH run is made. */
    record Column(String title, Peers classpathOf, String codec) {
    }

    static final List<Column> COLUMNS = List.of(new Column("Peregrine", Peers.PEREGRINE_LF, "orb"),
            new Column("JacORB 3.9", Peers.JACORB, "orb"), new Column("GlassFish 5.0.0", Peers.GLASSFISH, "orb"),
            new Column("Java serialization", Peers.PEREGRINE_LF, "java"));

    @Option(names = "--quick", description = "Short JMH runs: one fork, 2 × 500 ms warm-up, 3 × 500 ms measurement.")
    private boolean quick;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "5",
            description = "Rounds in which the columns take turns; each cell is their median (default ${DEFAULT-VALUE}).")
    private int rounds;

    @Mixin
    private Cli.Report report;

    @Mixin
    private Cli.Help help;

    @Spec
    private CommandSpec command;

    public static void main(String[] args) {
        System.exit(Cli.of(new ValueBenchRunner()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        if (rounds < 1) {
            throw new ParameterException(command.commandLine(), "--rounds: at least 1, not " + rounds);
        }
        Path target = report.target();
        // column -> "shape m" -> ns/op of each round
        Map<String, Map<String, List<Double>>> perRound = new LinkedHashMap<>();
        for (int round = 1; round <= rounds; round++) {
            for (Column column : COLUMNS) {
                Path results = Files.createTempFile(target, "values-", ".results");
                System.err.println("[values] round " + round + "/" + rounds + ": " + column.title() + " ...");
                run(target, column, quick, results);
                scores(ValueColumnRun.read(results)).forEach((row, score) -> perRound
                        .computeIfAbsent(column.title(), title -> new LinkedHashMap<>())
                        .computeIfAbsent(row, r -> new ArrayList<>()).add(score));
                Files.delete(results);
            }
        }
        Map<String, Map<String, Double>> scores = new LinkedHashMap<>(); // column -> "shape m" -> median ns/op
        perRound.forEach((title, rows) -> {
            Map<String, Double> medians = new LinkedHashMap<>();
            rows.forEach((row, values) -> medians.put(row, median(values)));
            scores.put(title, medians);
        });
        String table = table(COLUMNS, scores, quick, rounds);
        System.out.println(table);
        Files.writeString(report.out("value-results.md"), table, StandardCharsets.UTF_8);
        return 0;
    }

    /**
     * Runs {@link ValueColumnRun} for {@code column} in a JVM with the column's classpath and JMH's,
     * its output on this JVM's console.
     */
    private static void run(Path target, Column column, boolean quick, Path results)
            throws IOException, InterruptedException {
        String jmh;
        try (Stream<Path> jars = Files.list(target.resolve("peers").resolve("peregrine"))) {
            jmh = jars.filter(jar -> Stream.of("jmh-core", "jopt-simple", "commons-math3")
                    .anyMatch(name -> jar.getFileName().toString().startsWith(name)))
                    .map(jar -> jar.toAbsolutePath().toString()).reduce((a, b) -> a + File.pathSeparator + b)
                    .orElseThrow();
        }
        List<String> arguments = new ArrayList<>(List.of("--codec", column.codec(), "--results", results.toString()));
        jvmArgs(column).forEach(arg -> arguments.addAll(List.of("--jvm-arg", arg)));
        if (quick) {
            arguments.add("--quick");
        }
        JavaCommand command = new JavaCommand(List.of(), List.of(),
                column.classpathOf().classpath(target) + File.pathSeparator + jmh, ValueColumnRun.class.getName(),
                arguments);
        Process process = new ProcessBuilder(command.commandLine()).inheritIO().start();
        if (process.waitFor() != 0) {
            throw new IllegalStateException(column.title() + ": JMH exited with " + process.exitValue());
        }
    }

    /**
     * The column's ORB properties, the pre-touched heap, and Netty's leak detector off as {@link
     * MicrobenchmarkDefaults} has it (arguments appended to the benchmark JVMs' replace the
     * annotation's). A larger heap takes longer to pre-touch and did not help the peers.
     */
    private static List<String> jvmArgs(Column column) {
        List<String> args = new ArrayList<>(List.of(MicrobenchmarkDefaults.LEAK_DETECTION_OFF));
        args.addAll(HEAP);
        args.addAll(column.classpathOf().systemProperties());
        return args;
    }

    /** Each run's score (ns/op) by its parameters, {@code "shape m"}. */
    static Map<String, Double> scores(Collection<RunResult> runResults) {
        Map<String, Double> scores = new LinkedHashMap<>();
        for (RunResult result : runResults) {
            BenchmarkParams params = result.getParams();
            scores.put(params.getParam("shape") + " " + params.getParam("m"), result.getPrimaryResult().getScore());
        }
        return scores;
    }

    static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }

    /** How the JMH JVMs ran, for the report. */
    private static String setting() {
        return String.join(" ", HEAP) + ", unpinned";
    }

    static String table(List<Column> columns, Map<String, Map<String, Double>> scores, boolean quick,
            int rounds) {
        StringBuilder table = new StringBuilder();
        table.append("# Value marshalling: cost per node (").append(quick ? "quick" : "full").append(" mode)\n\n");
        table.append("ValueMarshalBenchmark.roundTrip (write_value into a CDR stream of the ORB, read_value back;"
                + " Java serialization: ObjectOutputStream and ObjectInputStream), ns per node = score / m."
                + " Each ORB in its own JVM with its own classpath, " + setting() + "; the median of " + rounds
                + " rounds, the columns taking turns. Ratio: Peregrine ÷ the best of the others.\n\n");
        table.append("| shape | m |");
        columns.forEach(column -> table.append(' ').append(column.title()).append(" |"));
        table.append(" Peregrine ÷ best other |\n|---|---:|");
        columns.forEach(column -> table.append("---:|"));
        table.append("---:|\n");
        for (String row : scores.get(columns.get(0).title()).keySet()) {
            String[] parts = row.split(" ");
            int m = Integer.parseInt(parts[1]);
            table.append("| ").append(parts[0]).append(" | ").append(m).append(" |");
            double best = Double.MAX_VALUE;
            for (Column column : columns) {
                double perNode = scores.get(column.title()).getOrDefault(row, Double.NaN) / m;
                table.append(String.format(" %.1f ns |", perNode));
                if (column != columns.get(0) && !Double.isNaN(perNode)) {
                    best = Math.min(best, perNode);
                }
            }
            double ours = scores.get(columns.get(0).title()).get(row) / m;
            table.append(String.format(" %.2f |%n", ours / best));
        }
        return table.toString();
    }
}
