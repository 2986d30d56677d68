package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.Color;
import dyntest.Failure;
import dyntest.FailureHelper;
import dyntest.NothingHelper;
import dyntest.Point;
import dyntest.PointHelper;
import dyntest.Record;
import dyntest.RecordHelper;
import dyntest.Tree;
import dyntest.TreeHelper;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynEnumHelper;
import org.omg.DynamicAny.DynSequenceHelper;
import org.omg.DynamicAny.DynStruct;
import org.omg.DynamicAny.DynStructHelper;
import org.omg.DynamicAny.NameDynAnyPair;
import org.omg.DynamicAny.NameValuePair;

/**
 * DynStruct (CORBA 3.0 §9.2): structs and exceptions read from anys a generated Helper filled,
 * iterated member by member, built from a TypeCode and extracted by the Helper, and a recursive
 * struct.
 */
class DynStructTest extends DynAnyTestBase {

    static Record record() {
        Any extra = orb.create_any();
        extra.insert_string("extra");
        return new Record("rec", Color.GREEN, new Point(3, -4), new int[] {1, 2, 3}, new int[] {7, 8, 9}, extra,
                true, 21);
    }

    static Any recordAny() {
        Any any = orb.create_any();
        RecordHelper.insert(any, record());
        return any;
    }

    @Test
    void shouldConvertAHelperInsertedStructBackToAnEqualAny() throws Exception {
        Any original = recordAny();

        Any back = dynAny(original).to_any();

        assertTrue(back.equal(original));
        Record extracted = RecordHelper.extract(back);
        assertEquals("rec", extracted.name);
        assertEquals(Color.GREEN, extracted.hue);
        assertArrayEquals(new int[] {7, 8, 9}, extracted.cells);
        assertEquals("extra", extracted.extra.extract_string());
    }

    @Test
    void shouldIterateTheMembersInOrder() throws Exception {
        DynStruct dyn = DynStructHelper.narrow(dynAny(recordAny()));

        assertEquals(8, dyn.component_count());
        assertEquals("name", dyn.current_member_name(), "a value with components starts at position 0");
        assertEquals(TCKind.tk_string, dyn.current_member_kind());
        assertEquals("rec", dyn.get_string(), "get_* reads the current component");

        assertTrue(dyn.next());
        assertEquals("GREEN", DynEnumHelper.narrow(dyn.current_component()).get_as_string());
        assertTrue(dyn.seek(7));
        assertEquals("temperature", dyn.current_member_name());
        assertEquals(TCKind.tk_long, dyn.current_member_kind(), "the kind of the alias's original type");
        assertEquals(21, dyn.get_long());
        assertFalse(dyn.next());
        assertNull(dyn.current_component(), "no current component at position -1");
        assertThrows(InvalidValue.class, dyn::current_member_name);
        assertThrows(InvalidValue.class, dyn::get_long);
        assertFalse(dyn.seek(8));
        assertFalse(dyn.seek(-3));
        dyn.rewind();
        assertEquals("name", dyn.current_member_name());
    }

    @Test
    void shouldBuildAStructFromItsTypeCodeThatTheHelperExtracts() throws Exception {
        DynStruct dyn = DynStructHelper.narrow(dynAny(RecordHelper.type()));
        assertEquals("", dyn.get_string(), "members start at their defaults");

        dyn.insert_string("built");
        dyn.next();
        DynEnumHelper.narrow(dyn.current_component()).set_as_ulong(Color.BLUE.value());
        dyn.next();
        DynAny where = dyn.current_component();
        where.insert_long(10);
        where.next();
        where.insert_long(20);
        dyn.next();
        DynSequenceHelper.narrow(dyn.current_component()).set_length(2);
        dyn.seek(6);
        dyn.insert_boolean(true);
        dyn.next();
        dyn.insert_long(-7);

        Record built = RecordHelper.extract(dyn.to_any());
        assertEquals("built", built.name);
        assertEquals(Color.BLUE, built.hue);
        assertEquals(10, built.where.x);
        assertEquals(20, built.where.y);
        assertArrayEquals(new int[] {0, 0}, built.counts);
        assertArrayEquals(new int[] {0, 0, 0}, built.cells);
        assertEquals(TCKind.tk_null, built.extra.type().kind());
        assertTrue(built.flag);
        assertEquals(-7, built.temperature);
    }

    @Test
    void shouldRaiseTypeMismatchWhenTheCurrentMemberIsConstructedOrOfAnotherKind() throws Exception {
        DynStruct dyn = DynStructHelper.narrow(dynAny(recordAny()));

        assertThrows(TypeMismatch.class, () -> dyn.insert_long(1), "the current member is a string");
        dyn.seek(2);
        assertThrows(TypeMismatch.class, () -> dyn.insert_long(1), "the current member is a struct");
        assertThrows(TypeMismatch.class, dyn::get_long);
    }

    @Test
    void shouldGetAndSetTheMembersAsPairs() throws Exception {
        DynStruct dyn = DynStructHelper.narrow(dynAny(PointHelper.type()));
        Any x = orb.create_any();
        x.insert_long(5);
        Any y = orb.create_any();
        y.insert_long(6);

        dyn.set_members(new NameValuePair[] {new NameValuePair("x", x), new NameValuePair("", y)});

        NameValuePair[] members = dyn.get_members();
        assertEquals("x", members[0].id);
        assertEquals("y", members[1].id, "names come from the TypeCode");
        assertEquals(6, members[1].value.extract_long());
        assertEquals(5, PointHelper.extract(dyn.to_any()).x);

        NameDynAnyPair[] dynMembers = dyn.get_members_as_dyn_any();
        dynMembers[0].value.insert_long(50);
        assertEquals(50, PointHelper.extract(dyn.to_any()).x, "the pairs hold the components themselves");
        DynStruct other = DynStructHelper.narrow(dynAny(PointHelper.type()));
        other.set_members_as_dyn_any(dynMembers);
        assertTrue(other.equal(dyn));

        assertThrows(TypeMismatch.class, () -> dyn.set_members(
                new NameValuePair[] {new NameValuePair("y", x), new NameValuePair("x", y)}));
        assertThrows(InvalidValue.class, () -> dyn.set_members(new NameValuePair[] {new NameValuePair("x", x)}));
        Any text = orb.create_any();
        text.insert_string("no");
        assertThrows(TypeMismatch.class, () -> dyn.set_members(
                new NameValuePair[] {new NameValuePair("x", x), new NameValuePair("y", text)}));
        assertEquals(50, PointHelper.extract(dyn.to_any()).x, "a refused set changes nothing");
    }

    @Test
    void shouldHandleAnExceptionLikeAStruct() throws Exception {
        Any original = orb.create_any();
        FailureHelper.insert(original, new Failure(404, "not found"));

        DynStruct dyn = DynStructHelper.narrow(dynAny(original));

        assertEquals(404, dyn.get_long());
        dyn.next();
        assertEquals("not found", dyn.get_string());
        assertTrue(dyn.to_any().equal(original));
        dyn.insert_string("gone");
        Failure changed = FailureHelper.extract(dyn.to_any());
        assertEquals("gone", changed.reason);
        assertEquals(404, changed.code);
    }

    @Test
    void shouldHaveNoCurrentPositionInAnExceptionWithoutMembers() throws Exception {
        DynStruct dyn = DynStructHelper.narrow(dynAny(NothingHelper.type()));

        assertEquals(0, dyn.component_count());
        assertFalse(dyn.seek(0));
        assertThrows(TypeMismatch.class, dyn::current_component);
        assertThrows(TypeMismatch.class, dyn::current_member_name);
        assertEquals(0, dyn.get_members().length);
        NothingHelper.extract(dyn.to_any());
    }

    /** A tree three levels deep: its TypeCode refers to itself. */
    static Tree tree() {
        Tree leaf = new Tree("leaf", new Tree[0]);
        Tree middle = new Tree("middle", new Tree[] {leaf});
        return new Tree("root", new Tree[] {middle, new Tree("sibling", new Tree[0])});
    }

    @Test
    void shouldReadChangeAndWriteARecursiveStructThreeLevelsDeep() throws Exception {
        Any original = orb.create_any();
        TreeHelper.insert(original, tree());
        DynStruct root = DynStructHelper.narrow(dynAny(original));

        assertTrue(root.to_any().equal(original));
        root.seek(1);
        DynAny middle = DynSequenceHelper.narrow(root.current_component()).get_elements_as_dyn_any()[0];
        middle.seek(1);
        DynAny leaf = DynSequenceHelper.narrow(middle.current_component()).get_elements_as_dyn_any()[0];
        assertEquals("leaf", leaf.get_string());
        leaf.insert_string("changed");

        Tree changed = TreeHelper.extract(root.to_any());
        assertEquals("changed", changed.children[0].children[0].label);
        assertEquals("sibling", changed.children[1].label);
        assertFalse(root.to_any().equal(original));
    }
}
