package org.peregrine.bench.jmh;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.peregrine.bench.Cli;
import picocli.CommandLine.Mixin;

/**
 * A program that compares ORBs by JMH benchmarks: runs its {@link JmhColumn}s in rounds ({@link
 * JmhRounds}), prints one Markdown table of the medians and writes it to {@code --out}. A
 * subclass names its columns, its rows and its report, and lays out the table.
 */
public abstract class JmhComparison implements Callable<Integer> {

    @Mixin
    private Cli.Rounds rounds;

    @Mixin
    private Cli.Report report;

    @Mixin
    private Cli.Help help;

    private final List<JmhColumn> columns;
    private final Function<BenchmarkParams, String> rowOf;
    private final String reportName;

    /**
     * @param rowOf      the row a run's parameters make (its benchmark and parameter values)
     * @param reportName the report's file name in the build directory, unless {@code --out} says
     */
    protected JmhComparison(List<JmhColumn> columns, Function<BenchmarkParams, String> rowOf, String reportName) {
        this.columns = List.copyOf(columns);
        this.rowOf = rowOf;
        this.reportName = reportName;
    }

    /**
     * The report.
     *
     * @param scores the median ns per operation, by column title and then by row
     * @param quick  whether the JMH runs were the quick ones
     * @param rounds how many rounds each median is of
     */
    protected abstract String table(Map<String, Map<String, Double>> scores, boolean quick, int rounds);

    /**
     * The start of a report: {@code # title (quick|full mode)}, the description, and the table's
     * header: {@code rowHeadings} (with their {@code rowAlignments}), a column per {@link
     * JmhColumn}, and {@code ratioHeading} last.
     */
    protected final StringBuilder reportStart(String title, boolean quick, String description, String rowHeadings,
            String rowAlignments, String ratioHeading) {
        StringBuilder report = new StringBuilder("# ").append(title).append(" (").append(quick ? "quick" : "full")
                .append(" mode)\n\n").append(description).append("\n\n").append(rowHeadings);
        columns.forEach(column -> report.append(' ').append(column.title()).append(" |"));
        report.append(' ').append(ratioHeading).append(" |\n").append(rowAlignments);
        columns.forEach(column -> report.append("---:|"));
        return report.append("---:|\n");
    }

    @Override
    public final Integer call() throws Exception {
        int count = rounds.count();
        String table = table(JmhRounds.medians(report.target(), columns, count, rounds.quick(), rowOf), rounds.quick(),
                count);
        System.out.println(table);
        Files.writeString(report.out(reportName), table, StandardCharsets.UTF_8);
        return 0;
    }
}
