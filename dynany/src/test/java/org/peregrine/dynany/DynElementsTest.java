package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.LongsHelper;
import dyntest.RowHelper;
import dyntest.ShortsHelper;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.OutputStream;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynArray;
import org.omg.DynamicAny.DynArrayHelper;
import org.omg.DynamicAny.DynSequence;
import org.omg.DynamicAny.DynSequenceHelper;

/** DynSequence and DynArray (CORBA 3.0 §9.2): elements, lengths, bounds and positions. */
class DynElementsTest extends DynAnyTestBase {

    private static DynSequence longs(int... values) throws Exception {
        Any any = orb.create_any();
        LongsHelper.insert(any, values);
        return DynSequenceHelper.narrow(dynAny(any));
    }

    private static Any longAny(int value) {
        Any any = orb.create_any();
        any.insert_long(value);
        return any;
    }

    @Test
    void shouldReadIterateAndWriteASequence() throws Exception {
        DynSequence seq = longs(4, 5, 6);

        assertEquals(3, seq.get_length());
        assertEquals(3, seq.component_count());
        assertEquals(4, seq.get_long());
        seq.next();
        seq.insert_long(50);
        assertEquals(6, seq.get_elements()[2].extract_long());
        assertArrayEquals(new int[] {4, 50, 6}, LongsHelper.extract(seq.to_any()));
    }

    @Test
    void shouldStartEmptyWithoutPosition() throws Exception {
        DynSequence seq = DynSequenceHelper.narrow(dynAny(LongsHelper.type()));

        assertEquals(0, seq.get_length());
        assertNull(seq.current_component());
        assertThrows(InvalidValue.class, () -> seq.insert_long(1));
        assertArrayEquals(new int[0], LongsHelper.extract(seq.to_any()));
    }

    @Test
    void shouldGrowWithDefaultsAndMoveToTheFirstNewElementFromNoPosition() throws Exception {
        DynSequence seq = longs(1, 2);
        seq.seek(-1);

        seq.set_length(4);

        assertEquals(0, seq.get_elements()[3].extract_long());
        seq.insert_long(30); // the current position is 2, the first new element
        assertArrayEquals(new int[] {1, 2, 30, 0}, LongsHelper.extract(seq.to_any()));

        seq.seek(1);
        seq.set_length(5);
        seq.insert_long(20); // growing leaves a valid position where it was
        assertArrayEquals(new int[] {1, 20, 30, 0, 0}, LongsHelper.extract(seq.to_any()));
    }

    @Test
    void shouldShrinkKeepingAPositionThatStaysAndDroppingOneThatGoes() throws Exception {
        DynSequence seq = longs(1, 2, 3, 4);
        seq.seek(1);
        DynAny dropped = seq.get_elements_as_dyn_any()[3];

        seq.set_length(3);
        seq.insert_long(-2);
        assertArrayEquals(new int[] {1, -2, 3}, LongsHelper.extract(seq.to_any()));
        assertThrows(OBJECT_NOT_EXIST.class, dropped::get_long, "a dropped element is gone");

        seq.seek(2);
        seq.set_length(2);
        assertNull(seq.current_component(), "the current element was dropped");
        seq.set_length(0);
        assertFalse(seq.seek(0));
    }

    @Test
    void shouldKeepABoundedSequenceWithinItsBound() throws Exception {
        DynSequence shorts = DynSequenceHelper.narrow(dynAny(ShortsHelper.type()));

        shorts.set_length(3);
        assertThrows(InvalidValue.class, () -> shorts.set_length(4));
        Any one = orb.create_any();
        one.insert_short((short) 1);
        assertThrows(InvalidValue.class, () -> shorts.set_elements(new Any[] {one, one, one, one}));
        assertEquals(3, shorts.get_length());
    }

    @Test
    void shouldRaiseMarshalForASequenceOverItsBoundInAnAny() throws Exception {
        Any forged = orb.create_any();
        forged.type(ShortsHelper.type());
        OutputStream out = forged.create_output_stream(); // four elements where three are allowed
        out.write_ulong(4);
        out.write_short_array(new short[4], 0, 4);

        MARSHAL e = assertThrows(MARSHAL.class, () -> dynAny(forged));
        assertEquals(DynAnyMinor.OVER_BOUND.value(), e.minor);
    }

    @Test
    void shouldSetAndGetTheElements() throws Exception {
        DynSequence seq = longs();

        seq.set_elements(new Any[] {longAny(7), longAny(8)});

        assertEquals(2, seq.get_length());
        assertEquals(7, seq.get_long(), "position 0 after setting elements");
        DynAny[] elements = seq.get_elements_as_dyn_any();
        assertSame(elements[1], seq.get_elements_as_dyn_any()[1]);
        DynSequence copy = longs();
        copy.set_elements_as_dyn_any(elements);
        assertArrayEquals(new int[] {7, 8}, LongsHelper.extract(copy.to_any()));
        Any text = orb.create_any();
        text.insert_string("no");
        assertThrows(TypeMismatch.class, () -> seq.set_elements(new Any[] {longAny(1), text}));
        seq.set_elements(new Any[0]);
        assertNull(seq.current_component());
    }

    @Test
    void shouldHoldAnArrayOfItsLengthStartingFromDefaults() throws Exception {
        DynArray row = DynArrayHelper.narrow(dynAny(RowHelper.type()));

        assertEquals(3, row.component_count());
        assertEquals(0, row.get_long(), "an array starts at position 0");
        row.seek(2);
        row.insert_long(9);
        assertArrayEquals(new int[] {0, 0, 9}, RowHelper.extract(row.to_any()));
        assertThrows(InvalidValue.class, () -> row.set_elements(new Any[] {longAny(1)}));
        row.set_elements(new Any[] {longAny(1), longAny(2), longAny(3)});
        assertArrayEquals(new int[] {1, 2, 3}, RowHelper.extract(row.to_any()));
    }

    @Test
    void shouldConvertAnArrayOfArraysBackToAnEqualAny() throws Exception {
        TypeCode matrix = orb.create_array_tc(2, orb.create_array_tc(3, tc(TCKind.tk_double)));
        Any original = orb.create_any();
        original.type(matrix);
        OutputStream out = original.create_output_stream();
        out.write_double_array(new double[] {1, 2, 3, 4, 5, 6}, 0, 6);

        DynArray dyn = DynArrayHelper.narrow(dynAny(original));

        assertTrue(dyn.to_any().equal(original));
        DynArray second = DynArrayHelper.narrow(dyn.get_elements_as_dyn_any()[1]);
        assertEquals(5.0, second.get_elements()[1].extract_double());
    }
}
