package org.peregrine.bench.spiegel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LinearFitTest {

    @Test
    void shouldRecoverAnExactLineWithRSquaredOne() {
        LinearFit fit = LinearFit.of(new double[] {0, 1, 2, 3}, new double[] {4.5, 7.0, 9.5, 12.0});
        assertEquals(4.5, fit.intercept(), 1e-12);
        assertEquals(2.5, fit.slope(), 1e-12);
        assertEquals(1.0, fit.rSquared(), 1e-12);
        assertEquals(4, fit.points());
        assertEquals(29.5, fit.at(10), 1e-12);
    }

    @Test
    void shouldMatchTheLeastSquaresLineAndRSquaredComputedByHand() {
        // x = 1..5, y = 2, 4, 5, 4, 5: slope = Sxy/Sxx = 6/10, intercept = 4 - 0.6·3 = 2.2,
        // residual sum of squares 2.4 of a total 6.0, so R² = 0.6.
        LinearFit fit = LinearFit.of(new double[] {1, 2, 3, 4, 5}, new double[] {2, 4, 5, 4, 5});
        assertEquals(0.6, fit.slope(), 1e-12);
        assertEquals(2.2, fit.intercept(), 1e-12);
        assertEquals(0.6, fit.rSquared(), 1e-12);
    }

    @Test
    void shouldGiveRSquaredOneForAFlatLineThroughEqualValues() {
        LinearFit fit = LinearFit.of(new double[] {0, 8, 16}, new double[] {3, 3, 3});
        assertEquals(0, fit.slope(), 1e-12);
        assertEquals(3, fit.intercept(), 1e-12);
        assertEquals(1, fit.rSquared(), 1e-12);
    }

    @Test
    void shouldRefuseFewerThanTwoPointsOrASingleX() {
        assertThrows(IllegalArgumentException.class, () -> LinearFit.of(new double[] {1}, new double[] {1}));
        assertThrows(IllegalArgumentException.class, () -> LinearFit.of(new double[] {2, 2}, new double[] {1, 5}));
        assertThrows(IllegalArgumentException.class, () -> LinearFit.of(new double[] {1, 2}, new double[] {1}));
    }
}
