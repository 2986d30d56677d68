package org.peregrine.bench.values;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ValueBenchRunnerTest {

    @Test
    void shouldTakeTheMiddleRoundOrTheMeanOfTheTwoMiddleOnes() {
        assertEquals(5.0, ValueBenchRunner.median(List.of(9.0, 1.0, 5.0)));
        assertEquals(4.0, ValueBenchRunner.median(List.of(6.0, 2.0)));
        assertEquals(7.0, ValueBenchRunner.median(List.of(7.0)));
    }
}
