package org.peregrine.bench.spiegel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class SpiegelTablesTest {

    private static final Sweep SWEEP = new Sweep(2, 100, 100, 10, 4, 1, 0, 1, 0);

    /** Points on exact lines: by value T_v = 10 + t_e·m per kind, by reference 30 + 5·n. */
    static Fits exact(Link link) {
        List<Point> points = new ArrayList<>();
        double[] perItem = {0.01, 0.1, 1};
        for (ItemKind kind : ItemKind.values()) {
            for (int m : SWEEP.sizes(kind)) {
                points.add(new Point(Passing.VALUE, kind, m, 10 + perItem[kind.ordinal()] * m));
            }
        }
        for (int n : SWEEP.invocations()) {
            points.add(new Point(Passing.REFERENCE, ItemKind.LONGS, n, 30 + 5 * n));
        }
        return Fits.of(link, points);
    }

    @Test
    void shouldFitEachKindByValueAndTheReferenceLine() {
        Fits fits = exact(Link.loopback(SWEEP));
        assertEquals(0.1, fits.byValue().get(ItemKind.STRUCTS).slope(), 1e-9);
        assertEquals(30, fits.byReference().intercept(), 1e-9);
        assertEquals(5, fits.byReference().slope(), 1e-9);
        // (30 - 10) / 1 and 5 / 1
        assertEquals(20, fits.tradeOff(ItemKind.VALUES).a(), 1e-9);
        assertEquals(5, fits.tradeOff(ItemKind.VALUES).b(), 1e-9);
    }

    @Test
    void shouldPrintTable1WithTheLinesAndRSquared() {
        String table = SpiegelTables.regression(List.of(exact(Link.loopback(SWEEP))));
        assertTrue(table.contains("| loopback | long | t_v(m) = 10 + 0.01·m | 1.000 | t_r(n) = 30 + 5·n | 1.000 |"),
                table);
        assertTrue(table.contains("|  | value | t_v(m) = 10 + 1·m | 1.000 |  |  |"), table);
    }

    @Test
    void shouldPrintTable2WithTheTradeOffAndBreakEvens() {
        String table = SpiegelTables.tradeOffs(List.of(exact(new Link(28_800, SWEEP))));
        // long: a = 20 / 0.01 = 2000, b = 5 / 0.01 = 500; n = 1: 2500, n = 10: 7000
        assertTrue(table.contains("| 28.8 kbit/s | long | m < 2000 + 500 n | 2500 | 7000 |"), table);
        assertTrue(table.contains("|  | value | m < 20 + 5 n | 25 | 70 |"), table);
    }

    @Test
    void shouldSayThereIsNoLineWhenTeIsNotPositive() {
        List<Point> points = new ArrayList<>(exact(Link.loopback(SWEEP)).points());
        points.removeIf(p -> p.passing() == Passing.VALUE && p.kind() == ItemKind.LONGS);
        points.add(new Point(Passing.VALUE, ItemKind.LONGS, 0, 12));
        points.add(new Point(Passing.VALUE, ItemKind.LONGS, 100, 11));
        String table = SpiegelTables.tradeOffs(List.of(Fits.of(Link.loopback(SWEEP), points)));
        assertTrue(table.contains("| loopback | long | none: t_e ≤ 0"), table);
    }

    @Test
    void shouldListThePointsOfEverySeries() {
        String table = SpiegelTables.points(List.of(exact(Link.loopback(SWEEP))));
        assertTrue(table.contains("| loopback | by value, value (n = 1) | m = 0, 5, 10 | 10, 15, 20 |"), table);
        assertTrue(table.contains("| loopback | by reference | n = 0, 2, 4 | 30, 40, 50 |"), table);
    }

    @Test
    void shouldRoundToFourSignificantDigitsWithoutExponent() {
        assertEquals("0.001235", SpiegelTables.significant(0.00123456));
        assertEquals("41.23", SpiegelTables.significant(41.2345));
        assertEquals("123500", SpiegelTables.significant(123456));
        assertEquals("-8.95", SpiegelTables.significant(-8.95));
        assertEquals("0", SpiegelTables.significant(0));
    }

    @Test
    void shouldNameLinksByRate() {
        assertEquals("loopback", Link.loopback(SWEEP).label());
        assertEquals("10 Mbit/s", new Link(10_000_000, SWEEP).label());
        assertEquals("28.8 kbit/s", new Link(28_800, SWEEP).label());
        assertEquals("28.8kbit", new Link(28_800, SWEEP).id());
    }
}
