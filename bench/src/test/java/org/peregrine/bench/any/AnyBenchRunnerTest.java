package org.peregrine.bench.any;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.peregrine.bench.jmh.JmhColumn;
import org.peregrine.bench.jmh.RunResults;

/**
 * How {@link AnyBenchRunner} runs the ORBs (at their defaults), names its rows and lays out its
 * table: a row per struct and step in a call's order, and Peregrine's ratio to the faster peer.
 */
class AnyBenchRunnerTest {

    @Test
    void shouldRunEveryOrbWithNoPropertyButTheOnesThatSelectIt() {
        for (JmhColumn column : AnyBenchRunner.COLUMNS) {
            assertEquals(List.of("org.omg.CORBA.ORBClass", "org.omg.CORBA.ORBSingletonClass"),
                    column.jvmArgs().stream().map(arg -> arg.substring(2, arg.indexOf('='))).toList(),
                    column.title());
        }
    }

    @Test
    void shouldNameARowByStructAndStep() {
        assertEquals("reading unmarshal", AnyBenchRunner.row(RunResults.params(
                AnyBenchmark.class.getName() + ".unmarshal", Map.of("struct", "reading"), 1)));
    }

    @Test
    void shouldListTheStepsInACallsOrderWithTheRatioToTheFasterPeerNamed() {
        Map<String, Double> peregrine = new HashMap<>();
        Map<String, Double> jacorb = new HashMap<>();
        Map<String, Double> glassfish = new HashMap<>();
        for (String struct : AnyBenchRunner.STRUCTS) {
            for (String step : AnyBenchmark.STEPS) {
                peregrine.put(struct + " " + step, 50.0);
                jacorb.put(struct + " " + step, 200.0);
                glassfish.put(struct + " " + step, 400.0);
            }
        }
        glassfish.put("sample marshal", 80.0);
        jacorb.remove("reading extract");
        peregrine.remove("reading roundTrip");

        List<String> lines = new AnyBenchRunner().table(Map.of("Peregrine", peregrine, "JacORB 3.9", jacorb,
                "GlassFish 5.0.0", glassfish), true, 3).lines().toList();

        assertEquals("# Any holding a struct: time per step (quick mode)", lines.get(0));
        assertEquals(List.of(
                "| struct | step | Peregrine | JacORB 3.9 | GlassFish 5.0.0 | Peregrine ÷ faster peer |",
                "|---|---|---:|---:|---:|---:|",
                "| sample | insert | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| sample | marshal | 50.0 ns | 200.0 ns | 80.0 ns | 0.63 (GlassFish 5.0.0) |",
                "| sample | unmarshal | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| sample | extract | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| sample | roundTrip | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| reading | insert | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| reading | marshal | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| reading | unmarshal | 50.0 ns | 200.0 ns | 400.0 ns | 0.25 (JacORB 3.9) |",
                "| reading | extract | 50.0 ns | — | 400.0 ns | 0.13 (GlassFish 5.0.0) |",
                "| reading | roundTrip | — | 200.0 ns | 400.0 ns | — |"),
                lines.subList(lines.size() - 12, lines.size()));
    }
}
