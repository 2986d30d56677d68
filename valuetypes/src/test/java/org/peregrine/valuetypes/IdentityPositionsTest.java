package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class IdentityPositionsTest {

    @Test
    void shouldRecordAnObjectOnceAndThenFindItsPosition() {
        IdentityPositions positions = new IdentityPositions(4);
        Object value = new Object();
        assertEquals(-1, positions.positionOrAdd(value));
        positions.positionOfAdded(12);
        assertEquals(12, positions.positionOrAdd(value));
    }

    @Test
    void shouldTellEqualButDistinctObjectsApart() {
        IdentityPositions positions = new IdentityPositions(4);
        String first = new String("IDL:A:1.0");
        String second = new String("IDL:A:1.0");
        positions.positionOrAdd(first);
        positions.positionOfAdded(4);
        assertEquals(-1, positions.positionOrAdd(second));
        positions.positionOfAdded(40);
        assertEquals(4, positions.positionOrAdd(first));
        assertEquals(40, positions.positionOrAdd(second));
    }

    /** Growth happens inside positionOrAdd: the position given after it must land on the object just added. */
    @Test
    void shouldKeepEveryPositionThroughGrowthFourfoldAndTwofold() {
        IdentityPositions positions = new IdentityPositions(2);
        Object[] values = new Object[40_000]; // past 65536 slots, where growth turns twofold
        for (int i = 0; i < values.length; i++) {
            values[i] = new Object();
            assertEquals(-1, positions.positionOrAdd(values[i]));
            positions.positionOfAdded(8 * i);
        }
        for (int i = 0; i < values.length; i++) {
            assertEquals(8 * i, positions.positionOrAdd(values[i]));
        }
    }
}
