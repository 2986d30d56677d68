package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class PositionMapTest {

    @Test
    void shouldFindEveryValuePutAtItsPosition() {
        PositionMap<String> map = new PositionMap<>(16);
        for (int i = 0; i < 10_000; i++) {
            map.put(8 + 16 * i, "v" + i);
        }
        for (int i = 0; i < 10_000; i++) {
            assertEquals("v" + i, map.get(8 + 16 * i));
        }
    }

    @Test
    void shouldReturnNullWhereNothingWasPut() {
        PositionMap<String> map = new PositionMap<>(16);
        assertNull(map.get(0));
        map.put(4, "a");
        assertNull(map.get(0));
        assertNull(map.get(8));
        assertNull(map.get(-4));
    }

    @Test
    void shouldFindValuesPutAfterAnEarlierLookup() {
        PositionMap<String> map = new PositionMap<>(16);
        for (int i = 0; i < 1000; i++) {
            map.put(4 * i, "v" + i);
            assertEquals("v" + i / 2, map.get(4 * (i / 2)));
            assertNull(map.get(4 * (i + 1)));
        }
    }

    @Test
    void shouldReturnTheValuePutLastAtAPosition() {
        PositionMap<String> map = new PositionMap<>(16);
        map.put(12, "first");
        map.put(16, "other");
        map.put(12, "second");
        assertEquals("second", map.get(12));
        map.put(12, "third");
        assertEquals("third", map.get(12));
        assertEquals("other", map.get(16));
    }

    /** The same beyond the few entries that are scanned rather than indexed. */
    @Test
    void shouldReturnTheValuePutLastAtAPositionAmongMany() {
        PositionMap<String> map = new PositionMap<>(16);
        for (int i = 0; i < 40; i++) {
            map.put(4 * i, "v" + i);
        }
        map.put(12, "again");
        assertEquals("again", map.get(12));
        map.put(100, "later");
        assertEquals("later", map.get(100));
        assertNull(map.get(4 * 40));
        assertEquals("v39", map.get(4 * 39));
    }

    @Test
    void shouldFindValuesPutOutOfPositionOrder() {
        PositionMap<Integer> map = new PositionMap<>(16);
        for (int i = 500; i > 0; i--) {
            map.put(4 * i, i);
        }
        for (int i = 1; i <= 500; i++) {
            assertEquals(i, map.get(4 * i));
        }
    }
}
