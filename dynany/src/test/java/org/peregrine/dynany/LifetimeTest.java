package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.Point;
import dyntest.PointHelper;
import dyntest.RecordHelper;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.TCKind;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;

/**
 * What every DynAny does (CORBA 3.0 §9.2): destroy, and OBJECT_NOT_EXIST after it, also for the
 * components; copy, assign and equal.
 */
class LifetimeTest extends DynAnyTestBase {

    private static DynAny point(int x, int y) throws Exception {
        Any any = orb.create_any();
        PointHelper.insert(any, new Point(x, y));
        return dynAny(any);
    }

    @Test
    void shouldRaiseObjectNotExistAfterDestroyOnItAndItsComponents() throws Exception {
        DynAny point = point(1, 2);
        DynAny x = point.current_component();

        point.destroy();

        OBJECT_NOT_EXIST e = assertThrows(OBJECT_NOT_EXIST.class, point::to_any);
        assertEquals(DynAnyMinor.DESTROYED.value(), e.minor);
        assertThrows(OBJECT_NOT_EXIST.class, x::get_long);
        assertThrows(OBJECT_NOT_EXIST.class, point::destroy);
        assertThrows(OBJECT_NOT_EXIST.class, () -> point.seek(0));
    }

    @Test
    void shouldDoNothingWhenAComponentIsDestroyed() throws Exception {
        DynAny point = point(1, 2);
        DynAny x = point.current_component();

        x.destroy();

        assertEquals(1, x.get_long());
        assertEquals(1, PointHelper.extract(point.to_any()).x);
    }

    @Test
    void shouldCopyDeeplyIntoANewTopLevelDynAny() throws Exception {
        DynAny record = dynAny(RecordHelper.type());
        record.insert_string("original");

        DynAny copy = record.copy();
        copy.insert_string("copy");
        copy.seek(2);
        copy.current_component().insert_long(5);

        assertTrue(copy instanceof org.omg.DynamicAny.DynStruct, "copy makes the same kind of DynAny");
        assertEquals("original", RecordHelper.extract(record.to_any()).name);
        assertEquals(0, RecordHelper.extract(record.to_any()).where.x);
        assertEquals("copy", RecordHelper.extract(copy.to_any()).name);
        record.destroy();
        assertEquals(5, RecordHelper.extract(copy.to_any()).where.x, "a copy outlives the original");
    }

    @Test
    void shouldAssignTheValueOfAnEquivalentDynAny() throws Exception {
        DynAny target = point(1, 2);
        DynAny component = target.current_component();

        target.assign(point(3, 4));

        assertEquals(3, PointHelper.extract(target.to_any()).x);
        assertEquals(3, target.get_long(), "position 0 after assign");
        assertThrows(OBJECT_NOT_EXIST.class, component::get_long, "the components a new value replaced are gone");
        assertThrows(TypeMismatch.class, () -> target.assign(dynAny(tc(TCKind.tk_long))));
    }

    @Test
    void shouldCompareTypesAndValues() throws Exception {
        DynAny a = point(1, 2);

        assertTrue(a.equal(point(1, 2)));
        assertFalse(a.equal(point(1, 3)));
        assertFalse(a.equal(dynAny(tc(TCKind.tk_long))));
        assertFalse(a.equal(null));
        DynAny position = point(1, 2);
        position.seek(1);
        assertTrue(a.equal(position), "the current position does not count");
        assertNotSame(a, a.copy());
        assertTrue(a.equal(a.copy()));
    }

    @Test
    void shouldCompareEquivalentTypesThatAreNotEqual() throws Exception {
        Any aliased = orb.create_any();
        aliased.type(orb.create_alias_tc("IDL:Count:1.0", "Count", tc(TCKind.tk_long)));
        aliased.create_output_stream().write_long(7);
        DynAny plain = dynAny(tc(TCKind.tk_long));
        plain.insert_long(7);

        assertTrue(dynAny(aliased).equal(plain));
        plain.insert_long(8);
        assertFalse(dynAny(aliased).equal(plain));
    }
}
