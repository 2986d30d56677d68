package org.peregrine.bench.values;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How {@link ValueBenchRunner} turns JMH's results into its table: RunResults made here as JMH
 * makes them (the score is the mean of the iterations' nanoseconds per operation) go through the
 * file {@link ValueColumnRun} writes, come back as scores by shape and m, and make the report's
 * rows and columns.
 */
class ValueBenchRunnerTest {

    @TempDir
    Path directory;

    @Test
    void shouldTakeTheMiddleRoundOrTheMeanOfTheTwoMiddleOnes() {
        assertEquals(5.0, ValueBenchRunner.median(List.of(9.0, 1.0, 5.0)));
        assertEquals(4.0, ValueBenchRunner.median(List.of(6.0, 2.0)));
        assertEquals(7.0, ValueBenchRunner.median(List.of(7.0)));
    }

    @Test
    void shouldScoreEachParameterSetByTheMeanOfItsIterationsAfterTheTripThroughTheResultsFile() throws Exception {
        Path file = directory.resolve("column.results");
        ValueColumnRun.write(List.of(runResult("items", 16, 160, 180), runResult("tree", 4096, 81_920)), file);

        Map<String, Double> scores = ValueBenchRunner.scores(ValueColumnRun.read(file));

        assertEquals(Map.of("items 16", 170.0, "tree 4096", 81_920.0), scores);
        assertEquals(List.of("items 16", "tree 4096"), List.copyOf(scores.keySet()));
    }

    @Test
    void shouldPrintOneRowPerParameterSetWithEachColumnPerNodeAndTheRatioToTheBestOther() {
        Map<String, Map<String, Double>> scores = Map.of(
                "Peregrine", Map.of("items 16", 160.0),
                "JacORB 3.9", Map.of("items 16", 480.0),
                "GlassFish 5.0.0", Map.of("items 16", 640.0),
                "Java serialization", Map.of("items 16", 320.0));

        List<String> lines = ValueBenchRunner.table(ValueBenchRunner.COLUMNS, scores, true, 3).lines().toList();

        assertEquals("# Value marshalling: cost per node (quick mode)", lines.get(0));
        assertEquals(List.of(
                "| shape | m | Peregrine | JacORB 3.9 | GlassFish 5.0.0 | Java serialization | Peregrine ÷ best other |",
                "|---|---:|---:|---:|---:|---:|---:|",
                "| items | 16 | 10.0 ns | 30.0 ns | 40.0 ns | 20.0 ns | 0.50 |"), lines.subList(lines.size() - 3, lines.size()));
    }

    /** The result of {@code ValueMarshalBenchmark.roundTrip} with {@code shape} and {@code m}, one iteration per score. */
    private static RunResult runResult(String shape, int m, double... nanosPerOperation) {
        WorkloadParams workload = new WorkloadParams();
        workload.put("shape", shape, 0);
        workload.put("m", Integer.toString(m), 1);
        workload.put("codec", "orb", 2);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, nanosPerOperation.length,
                TimeValue.seconds(1), 1);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, TimeValue.seconds(1), 1);
        BenchmarkParams params = new BenchmarkParams(ValueMarshalBenchmark.class.getName() + ".roundTrip",
                "generated", false, 1, new int[] {1}, List.of(), 1, 0, warmup, measurement, Mode.AverageTime,
                workload, TimeUnit.NANOSECONDS, 1, "java", List.of(), "17", "VM", "17", "1.37", TimeValue.minutes(10));
        List<IterationResult> iterations = new ArrayList<>();
        for (double nanos : nanosPerOperation) {
            IterationResult iteration = new IterationResult(params, measurement, new IterationResultMetaData(0, 1));
            iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, "roundTrip", 1_000, (long) (nanos * 1_000),
                    TimeUnit.NANOSECONDS));
            iterations.add(iteration);
        }
        return new RunResult(params, List.of(new BenchmarkResult(params, iterations)));
    }
}
