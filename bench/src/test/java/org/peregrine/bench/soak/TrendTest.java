package org.peregrine.bench.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

class TrendTest {

    @Test
    void shouldLeaveTheWarmUpOutOfTheSlope() {
        // Minutes 1 and 2 climb steeply (pools filling); from minute 3 the figure grows 10 per minute.
        Trend trend = Trend.of(Map.of(1, 100L, 2, 900L, 3, 1000L, 4, 1010L, 5, 1020L, 6, 1030L), 2);

        assertEquals(10, trend.slopePerMinute(), 1e-9);
        assertEquals(1, trend.firstMinute());
        assertEquals(100, trend.first());
        assertEquals(6, trend.lastMinute());
        assertEquals(1030, trend.last());
    }

    @Test
    void shouldGiveZeroForAFigureThatHoldsStillAfterTheWarmUp() {
        Trend trend = Trend.of(Map.of(1, 5L, 2, 40L, 3, 41L, 4, 41L, 5, 41L), 2);

        assertEquals(0, trend.slopePerMinute(), 1e-12);
    }

    @Test
    void shouldFitTheLeastSquaresLineThroughNoisyMinutes() {
        // Minutes 3..7 hold 2, 4, 5, 4, 5: Sxy = 6, Sxx = 10, so 0.6 per minute.
        Trend trend = Trend.of(Map.of(1, 0L, 2, 0L, 3, 2L, 4, 4L, 5, 5L, 6, 4L, 7, 5L), 2);

        assertEquals(0.6, trend.slopePerMinute(), 1e-12);
    }

    @Test
    void shouldHaveNoSlopeWithFewerThanTwoMinutesAfterTheWarmUp() {
        assertTrue(Double.isNaN(Trend.of(Map.of(1, 7L, 2, 9L), 2).slopePerMinute()));
        assertTrue(Double.isNaN(Trend.of(Map.of(1, 7L, 2, 9L, 3, 11L), 2).slopePerMinute()));
        assertThrows(IllegalArgumentException.class, () -> Trend.of(Map.of(), 2));
    }
}
