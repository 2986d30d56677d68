package org.peregrine.bench.values;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.peregrine.bench.jmh.RunResults;

/** How {@link ValueBenchRunner} names its rows and lays out its table of the cost per node. */
class ValueBenchRunnerTest {

    @Test
    void shouldNameARowByShapeAndM() {
        assertEquals("items 16", ValueBenchRunner.row(RunResults.params(
                ValueMarshalBenchmark.class.getName() + ".roundTrip",
                Map.of("shape", "items", "m", "16", "codec", "orb"), 1)));
    }

    @Test
    void shouldPrintOneRowPerParameterSetWithEachColumnPerNodeAndTheRatioToTheBestOther() {
        Map<String, Map<String, Double>> scores = Map.of(
                "Peregrine", Map.of("items 16", 160.0),
                "JacORB 3.9", Map.of("items 16", 480.0),
                "GlassFish 5.0.0", Map.of("items 16", 640.0),
                "Java serialization", Map.of("items 16", 320.0));

        List<String> lines = new ValueBenchRunner().table(scores, true, 3).lines().toList();

        assertEquals("# Value marshalling: cost per node (quick mode)", lines.get(0));
        assertEquals(List.of(
                "| shape | m | Peregrine | JacORB 3.9 | GlassFish 5.0.0 | Java serialization | Peregrine ÷ best other |",
                "|---|---:|---:|---:|---:|---:|---:|",
                "| items | 16 | 10.0 ns | 30.0 ns | 40.0 ns | 20.0 ns | 0.50 |"), lines.subList(lines.size() - 3, lines.size()));
    }
}
