package org.peregrine.bench.spiegel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TradeOffTest {

    private static LinearFit line(double intercept, double slope) {
        return new LinearFit(intercept, slope, 1, 2);
    }

    @Test
    void shouldReproduceSpiegelsFirstRowOfTable2() {
        // Table 1, P100/Sparc at 4800 Bps, int: t_v = 447.7 + 7.082 m, t_r = 833.7 + 320.5 n.
        TradeOff tradeOff = TradeOff.of(line(447.7, 7.082), line(833.7, 320.5));
        assertTrue(tradeOff.defined());
        assertEquals(54.5, tradeOff.a(), 0.05);
        assertEquals(45.3, tradeOff.b(), 0.05);
    }

    @Test
    void shouldReproduceSpiegelsNegativeInterceptForStructsOnEthernet() {
        // Table 1, P100/Sparc Ethernet, struct: t_v = 42.35 + 0.8383 m, t_r = 34.85 + 8.479 n.
        TradeOff tradeOff = TradeOff.of(line(42.35, 0.8383), line(34.85, 8.479));
        assertEquals(-8.9, tradeOff.a(), 0.1);
        assertEquals(10.1, tradeOff.b(), 0.05);
    }

    @Test
    void shouldPutTheBreakEvenWhereBothTimesAreEqual() {
        LinearFit byValue = line(40, 0.5);
        LinearFit byReference = line(60, 30);
        TradeOff tradeOff = TradeOff.of(byValue, byReference);
        for (int n : new int[] {0, 1, 10}) {
            double m = tradeOff.breakEven(n);
            assertEquals(byReference.at(n), byValue.at(m), 1e-9);
        }
    }

    @Test
    void shouldHaveNoLineWhenTheTimeByValueDoesNotGrowWithM() {
        assertFalse(TradeOff.of(line(40, 0), line(60, 30)).defined());
        assertFalse(TradeOff.of(line(40, -0.1), line(60, 30)).defined());
    }
}
