package org.peregrine.bench.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

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

/** JMH results made as JMH makes them, for the runners' tests. */
public final class RunResults {

    private RunResults() {
    }

    /**
     * The result of {@code benchmark} (its full name) with {@code params}, one measurement
     * iteration per score; its score is their mean.
     */
    public static RunResult of(String benchmark, Map<String, String> params, double... nanosPerOperation) {
        BenchmarkParams benchmarkParams = params(benchmark, params, nanosPerOperation.length);
        List<IterationResult> iterations = new ArrayList<>();
        for (double nanos : nanosPerOperation) {
            IterationResult iteration = new IterationResult(benchmarkParams, benchmarkParams.getMeasurement(),
                    new IterationResultMetaData(0, 1));
            iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, "score", 1_000, (long) (nanos * 1_000),
                    TimeUnit.NANOSECONDS));
            iterations.add(iteration);
        }
        return new RunResult(benchmarkParams, List.of(new BenchmarkResult(benchmarkParams, iterations)));
    }

    /** The parameters of a run of {@code benchmark} with {@code params} and {@code iterations} measured. */
    public static BenchmarkParams params(String benchmark, Map<String, String> params, int iterations) {
        WorkloadParams workload = new WorkloadParams();
        int order = 0;
        for (Map.Entry<String, String> param : params.entrySet()) {
            workload.put(param.getKey(), param.getValue(), order++);
        }
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, iterations, TimeValue.seconds(1),
                1);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, TimeValue.seconds(1), 1);
        return new BenchmarkParams(benchmark, "generated", false, 1, new int[] {1}, List.of(), 1, 0, warmup,
                measurement, Mode.AverageTime, workload, TimeUnit.NANOSECONDS, 1, "java", List.of(), "17", "VM", "17",
                "1.37", TimeValue.minutes(10));
    }
}
