package org.peregrine.bench.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The warm-up that runs every row's call before the first row is measured: the calls take turns,
 * 50 at a time, for whole turns (at least one) until the time runs out. And when a row's warm-up
 * has settled: two windows' medians within 10 %, the JIT idle during the second; and how a
 * row's warm-up tells that it stopped at its limit unsettled.
 */
class MeasurementTest {

    @Test
    void shouldRunEveryCallFiftyTimesInTurnUntilTheTimeRunsOut() {
        List<String> made = new ArrayList<>();
        List<Runnable> calls = List.of(() -> made.add("small"), () -> made.add("large"), () -> made.add("last"));

        Measurement.warmUpTogether(calls, 2);

        assertTrue(made.size() >= 150, "at least one turn of every call, not " + made.size());
        assertEquals(0, made.size() % 150, "whole turns only: " + made.size());
        for (int i = 0; i < made.size(); i++) {
            String expected = List.of("small", "large", "last").get(i / 50 % 3);
            assertEquals(expected, made.get(i), "call " + i);
        }
    }

    @Test
    void shouldCallTimesSettledWhenTwoWindowsAgreeAndTheJitIsIdle() {
        assertTrue(Measurement.settled(10_000, 10_900, 0));
        assertTrue(Measurement.settled(10_000, 9_100, 0));
    }

    @Test
    void shouldNotCallTimesSettledWhileTheJitCompiles() {
        assertFalse(Measurement.settled(70_000, 72_000, 15), "medians agree, but the JIT worked 15 ms");
    }

    @Test
    void shouldNotCallTimesSettledWhenTheWindowsDisagreeOrThereIsNoWindowBefore() {
        assertFalse(Measurement.settled(10_000, 11_500, 0));
        assertFalse(Measurement.settled(Double.NaN, 10_000, 0));
    }

    @Test
    void shouldReportAWarmUpStoppedByItsLimitWhileTheJitKeepsCompiling() {
        long[] jitMillis = {0};
        Measurement measurement = new Measurement(() -> jitMillis[0] += 5);

        Measurement.WarmUp warmUp = measurement.measure(() -> { }, 0, 300, 1, 1).warmUp();

        assertFalse(warmUp.settled());
        assertTrue(warmUp.windows() > 0, "timed windows until the limit: " + warmUp);
        assertEquals(5, warmUp.lastWindowJitMillis());
        assertTrue(warmUp.stoppedByLimit());
    }

    @Test
    void shouldReportASettledWarmUpOnceTheJitIsIdle() {
        Measurement measurement = new Measurement(() -> 0);

        Measurement.WarmUp warmUp = measurement.measure(() -> { }, 0, 60_000, 1, 1).warmUp();

        assertTrue(warmUp.settled(), warmUp.toString());
        assertFalse(warmUp.stoppedByLimit());
    }

    @Test
    void shouldNotReportAWarmUpThatNeverWaitedToSettle() {
        Measurement measurement = new Measurement(() -> 0);

        Measurement.WarmUp warmUp = measurement.measure(() -> { }, 5, 5, 1, 1).warmUp();

        assertEquals(0, warmUp.windows());
        assertFalse(warmUp.stoppedByLimit(), "a quick mode's fixed warm-up has no limit to reach");
    }
}
