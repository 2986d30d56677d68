package org.peregrine.bench.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@link JmhRounds} turns JMH's results into cells: RunResults go through the file {@link
 * JmhColumnRun} writes and come back as scores by the row the runner makes of their parameters;
 * a cell is the median of its rounds.
 */
class JmhRoundsTest {

    @TempDir
    Path directory;

    @Test
    void shouldTakeTheMiddleRoundOrTheMeanOfTheTwoMiddleOnes() {
        assertEquals(5.0, JmhRounds.median(List.of(9.0, 1.0, 5.0)));
        assertEquals(4.0, JmhRounds.median(List.of(6.0, 2.0)));
        assertEquals(7.0, JmhRounds.median(List.of(7.0)));
    }

    @Test
    void shouldScoreEachRunByTheMeanOfItsIterationsAfterTheTripThroughTheResultsFile() throws Exception {
        Path file = directory.resolve("column.results");
        JmhColumnRun.write(List.of(RunResults.of("b.Bench.write", Map.of("size", "16"), 160, 180),
                RunResults.of("b.Bench.read", Map.of("size", "4096"), 81_920)), file);

        Map<String, Double> scores = JmhRounds.scores(JmhColumnRun.read(file),
                params -> params.getBenchmark() + " " + params.getParam("size"));

        assertEquals(Map.of("b.Bench.write 16", 170.0, "b.Bench.read 4096", 81_920.0), scores);
        assertEquals(List.of("b.Bench.write 16", "b.Bench.read 4096"), List.copyOf(scores.keySet()));
    }
}
