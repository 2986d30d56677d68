package org.peregrine.bench.spiegel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SweepTest {

    @Test
    void shouldSpreadEachAxisEvenlyFromZero() {
        Sweep sweep = new Sweep(4, 65536, 1000, 10, 32, 3, 150, 5, 3000);
        assertArrayEquals(new int[] {0, 16384, 32768, 49152, 65536}, sweep.sizes(ItemKind.LONGS));
        assertArrayEquals(new int[] {0, 250, 500, 750, 1000}, sweep.sizes(ItemKind.STRUCTS));
        assertArrayEquals(new int[] {0, 2, 5, 7, 10}, sweep.sizes(ItemKind.VALUES));
        assertArrayEquals(new int[] {0, 8, 16, 24, 32}, sweep.invocations());
    }

    @Test
    void shouldTravelToTheCallerAsOneWord() {
        Sweep sweep = new Sweep(8, 65536, 4096, 128, 16, 2, 100, 3, 2000);
        assertEquals(sweep, Sweep.decode(sweep.encode()));
    }

    @Test
    void shouldParseThePointLinesTheCallerPrints() {
        Point point = new Point(Passing.REFERENCE, ItemKind.LONGS, 12, 345.678);
        assertEquals(point, Point.parse(point.line()));
    }
}
