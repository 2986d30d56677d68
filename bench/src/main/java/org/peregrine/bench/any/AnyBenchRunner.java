package org.peregrine.bench.any;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.peregrine.bench.Cli;
import org.peregrine.bench.Peers;
import org.peregrine.bench.jmh.JmhColumn;
import org.peregrine.bench.jmh.JmhComparison;
import org.peregrine.bench.jmh.JmhRounds;
import picocli.CommandLine.Command;

/**
 * Runs {@link AnyBenchmark} once per ORB (Peregrine, JacORB 3.9, the GlassFish ORB 5.0.0), each
 * JMH run in its own JVM with that ORB's classpath and no property but the one that selects the
 * ORB (every ORB at its defaults), and prints one Markdown table of the time per step, with
 * Peregrine's ratio to the faster of the two peers (issue 25's target: at most 0.5). The columns
 * take turns in rounds, each JVM with a fixed pre-touched heap ({@link JmhRounds}).
 *
 * <pre>
 * java -cp "$(cat bench/target/classpath-peregrine.txt):bench/target/classes" \
 *     org.peregrine.bench.any.AnyBenchRunner [--quick] [--rounds N] [--out FILE] [--target bench/target]
 * </pre>
 */
@Command(name = "AnyBenchRunner", sortOptions = false,
        description = "Runs AnyBenchmark for Peregrine, JacORB and the GlassFish ORB and prints the time per step.")
public final class AnyBenchRunner extends JmhComparison {

    static final List<JmhColumn> COLUMNS = List.of(column("Peregrine", Peers.PEREGRINE_LF),
            column("JacORB 3.9", Peers.JACORB), column("GlassFish 5.0.0", Peers.GLASSFISH));

    /** The structs in table order, as {@link AnyBenchmark}'s {@code struct} names them. */
    static final List<String> STRUCTS = List.of("sample", "reading");

    public AnyBenchRunner() {
        super(COLUMNS, AnyBenchRunner::row, "any-results.md");
    }

    public static void main(String[] args) {
        System.exit(Cli.of(new AnyBenchRunner()).execute(args));
    }

    /** Every benchmark of {@link AnyBenchmark}, in JVMs with {@code system}'s classpath and ORB. */
    private static JmhColumn column(String title, Peers system) {
        return new JmhColumn(title, system, system.orbSelection(), AnyBenchmark.class.getName(), Map.of());
    }

    /** A run's row: {@code "struct step"}, as {@code "reading marshal"}. */
    static String row(BenchmarkParams params) {
        String benchmark = params.getBenchmark();
        return params.getParam("struct") + " " + benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /**
     * The report: a row per struct and step, in {@link #STRUCTS} and {@link AnyBenchmark#STEPS}
     * order, ns per operation in each column, and Peregrine's ratio to the faster peer, named.
     */
    @Override
    protected String table(Map<String, Map<String, Double>> scores, boolean quick, int rounds) {
        StringBuilder table = reportStart("Any holding a struct: time per step", quick,
                "AnyBenchmark (standard API only): insert = ORB.create_any and the Helper's insert; marshal ="
                + " write_any into a new ORB.create_output_stream; unmarshal = read_any from create_input_stream;"
                + " extract = the Helper's extract from the any read; roundTrip = the four in one. sample: Sample"
                + " (two longs, two doubles, the runner's echoStruct and echoAny); reading: Reading (long, short,"
                + " boolean, double, a 16-character string, a sequence<long> of 8). ns per operation. Each ORB in"
                + " its own JVM with its own classpath and default properties, " + JmhRounds.setting()
                + "; the median of " + rounds + " rounds, the columns taking turns."
                + " Ratio: Peregrine ÷ the faster of JacORB and GlassFish (target: at most 0.50).",
                "| struct | step |", "|---|---|", "Peregrine ÷ faster peer");
        for (String struct : STRUCTS) {
            for (String step : AnyBenchmark.STEPS) {
                table.append(line(scores, struct, step));
            }
        }
        return table.toString();
    }

    private static String line(Map<String, Map<String, Double>> scores, String struct, String step) {
        String row = struct + " " + step;
        StringBuilder line = new StringBuilder("| ").append(struct).append(" | ").append(step).append(" |");
        JmhColumn faster = null;
        for (JmhColumn column : COLUMNS) {
            double score = score(scores, column, row);
            line.append(Double.isNaN(score) ? " — |" : String.format(Locale.ROOT, " %.1f ns |", score));
            if (column != COLUMNS.get(0) && !Double.isNaN(score)
                    && (faster == null || score < score(scores, faster, row))) {
                faster = column;
            }
        }
        double ours = score(scores, COLUMNS.get(0), row);
        if (faster == null || Double.isNaN(ours)) {
            return line.append(" — |\n").toString();
        }
        return line.append(String.format(Locale.ROOT, " %.2f (%s) |%n", ours / score(scores, faster, row),
                faster.title())).toString();
    }

    private static double score(Map<String, Map<String, Double>> scores, JmhColumn column, String row) {
        return scores.getOrDefault(column.title(), Map.of()).getOrDefault(row, Double.NaN);
    }
}
