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

    /** Small streams start small; large ones grow through 512, 4096, 32768 slots whatever the start. */
    @Test
    void shouldStartWithTheExpectedThreeQuartersFullAndGrowSixteenfoldFirst() {
        IdentityPositions positions = new IdentityPositions(ValueWriter.VALUES_EXPECTED);
        assertEquals(32, positions.slots());
        int[] slotsAfter = new int[5000];
        for (int i = 0; i < slotsAfter.length; i++) {
            positions.positionOrAdd(new Object());
            positions.positionOfAdded(4 * i);
            slotsAfter[i] = positions.slots();
        }
        assertEquals(32, slotsAfter[ValueWriter.VALUES_EXPECTED - 1]);
        assertEquals(512, slotsAfter[ValueWriter.VALUES_EXPECTED]);
        assertEquals(512, slotsAfter[383]);
        assertEquals(4096, slotsAfter[384]);
        assertEquals(32768, slotsAfter[3072]);
        assertEquals(8, new IdentityPositions(ValueWriter.IDS_EXPECTED).slots());
    }
}
