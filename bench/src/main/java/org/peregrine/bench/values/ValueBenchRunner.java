package org.peregrine.bench.values;

import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.peregrine.bench.Cli;
import org.peregrine.bench.Peers;
import org.peregrine.bench.jmh.JmhColumn;
import org.peregrine.bench.jmh.JmhComparison;
import org.peregrine.bench.jmh.JmhRounds;
import picocli.CommandLine.Command;

/**
 * Runs {@link ValueMarshalBenchmark} once per ORB (Peregrine, JacORB 3.9, the GlassFish ORB
 * 5.0.0), each JMH run in its own JVM with that ORB's classpath and the properties the bench
 * runner gives it, plus Java serialization, and prints one Markdown table of the cost per node,
 * with Peregrine's ratio to the best of the others (issue 4's target: at most 0.5). The columns
 * take turns in rounds, each JVM with a fixed pre-touched heap ({@link JmhRounds}).
 *
 * <pre>
 * java -cp "$(cat bench/target/classpath-peregrine.txt):bench/target/classes" \
 *     org.peregrine.bench.values.ValueBenchRunner [--quick] [--rounds N] [--out FILE] [--target bench/target]
 * </pre>
 */
@Command(name = "ValueBenchRunner", sortOptions = false,
        description = "Runs ValueMarshalBenchmark for every ORB and Java serialization and prints the cost per node.")
public final class ValueBenchRunner extends JmhComparison {

    static final List<JmhColumn> COLUMNS = List.of(column("Peregrine", Peers.PEREGRINE_LF, "orb"),
            column("JacORB 3.9", Peers.JACORB, "orb"), column("GlassFish 5.0.0", Peers.GLASSFISH, "orb"),
            column("Java serialization", Peers.PEREGRINE_LF, "java"));

    public ValueBenchRunner() {
        super(COLUMNS, ValueBenchRunner::row, "value-results.md");
    }

    public static void main(String[] args) {
        System.exit(Cli.of(new ValueBenchRunner()).execute(args));
    }

    /**
     * {@link ValueMarshalBenchmark#roundTrip} with {@code codec}, in JVMs with {@code system}'s
     * classpath and properties.
     */
    private static JmhColumn column(String title, Peers system, String codec) {
        return new JmhColumn(title, system, system.systemProperties(),
                ValueMarshalBenchmark.class.getName() + ".roundTrip", Map.of("codec", codec));
    }

    /** A run's row: {@code "shape m"}. */
    static String row(BenchmarkParams params) {
        return params.getParam("shape") + " " + params.getParam("m");
    }

    /** A row per shape and m, the ns per node of each column, and Peregrine's ratio to the best of the others. */
    @Override
    protected String table(Map<String, Map<String, Double>> scores, boolean quick, int rounds) {
        StringBuilder table = reportStart("Value marshalling: cost per node", quick,
                "ValueMarshalBenchmark.roundTrip (write_value into a CDR stream of the ORB, read_value back;"
                + " Java serialization: ObjectOutputStream and ObjectInputStream), ns per node = score / m."
                + " Each ORB in its own JVM with its own classpath, " + JmhRounds.setting() + "; the median of "
                + rounds + " rounds, the columns taking turns. Ratio: Peregrine ÷ the best of the others.",
                "| shape | m |", "|---|---:|", "Peregrine ÷ best other");
        for (String row : scores.get(COLUMNS.get(0).title()).keySet()) {
            String[] parts = row.split(" ");
            int m = Integer.parseInt(parts[1]);
            table.append("| ").append(parts[0]).append(" | ").append(m).append(" |");
            double best = Double.MAX_VALUE;
            for (JmhColumn column : COLUMNS) {
                double perNode = scores.get(column.title()).getOrDefault(row, Double.NaN) / m;
                table.append(String.format(" %.1f ns |", perNode));
                if (column != COLUMNS.get(0) && !Double.isNaN(perNode)) {
                    best = Math.min(best, perNode);
                }
            }
            double ours = scores.get(COLUMNS.get(0).title()).get(row) / m;
            table.append(String.format(" %.2f |%n", ours / best));
        }
        return table.toString();
    }
}
