package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.CountBox;
import dyntest.CountBoxHelper;
import dyntest.Holder;
import dyntest.HolderHelper;
import dyntest.Link;
import dyntest.LinkHelper;
import dyntest.LinkImpl;
import dyntest.NameBoxHelper;
import dyntest.OpaqueHelper;
import dyntest.OpaqueImpl;
import dyntest.Point;
import dyntest.PointBoxHelper;
import dyntest.PointHelper;
import dyntest.Tagged;
import dyntest.TaggedHelper;
import dyntest.TaggedImpl;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.NO_IMPLEMENT;
import org.omg.CORBA.TCKind;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynStructHelper;
import org.omg.DynamicAny.DynValue;
import org.omg.DynamicAny.DynValueBox;
import org.omg.DynamicAny.DynValueBoxHelper;
import org.omg.DynamicAny.DynValueHelper;
import org.omg.DynamicAny.NameValuePair;

/**
 * DynValue and DynValueBox (CORBA 3.0 §9.2): null values, members of streamable values (those of
 * base types first), values built from members that a Helper extracts, graphs with cycles, custom
 * values, and boxes.
 */
class DynValueTest extends DynAnyTestBase {

    static Link link(int id, Link next) {
        Link link = new LinkImpl();
        link.id = id;
        link.next = next;
        return link;
    }

    static Any linkAny(Link link) {
        Any any = orb.create_any();
        LinkHelper.insert(any, link);
        return any;
    }

    @Test
    void shouldStartNullAndBecomeAValueOfDefaults() throws Exception {
        DynValue value = DynValueHelper.narrow(dynAny(LinkHelper.type()));

        assertTrue(value.is_null());
        assertEquals(0, value.component_count());
        assertThrows(TypeMismatch.class, value::current_member_name);
        assertThrows(TypeMismatch.class, value::current_component);
        assertThrows(InvalidValue.class, value::get_members);
        assertNull(LinkHelper.extract(value.to_any()));

        value.set_to_value();
        assertFalse(value.is_null());
        assertEquals(2, value.component_count());
        assertEquals("id", value.current_member_name());
        assertEquals(TCKind.tk_value, value.get_members()[1].value.type().kind());
        Link empty = LinkHelper.extract(value.to_any());
        assertEquals(0, empty.id);
        assertNull(empty.next);

        value.set_to_null();
        assertTrue(value.is_null());
        assertNull(value.get_val());
    }

    @Test
    void shouldBuildALinkedValueFromMembersThatTheHelperExtracts() throws Exception {
        DynValue head = DynValueHelper.narrow(dynAny(LinkHelper.type()));
        DynValue tail = DynValueHelper.narrow(dynAny(LinkHelper.type()));
        tail.set_to_value();
        tail.insert_long(2);

        head.set_to_value();
        head.insert_long(1);
        head.next();
        DynValueHelper.narrow(head.current_component()).assign(tail);

        Link built = LinkHelper.extract(head.to_any());
        assertEquals(1, built.id);
        assertEquals(2, built.next.id);
        assertNull(built.next.next);
        assertEquals(2, ((Link) DynValueHelper.narrow(head.current_component()).get_val()).id);
    }

    @Test
    void shouldShowTheMembersOfAChainThreeDeep() throws Exception {
        Any original = linkAny(link(1, link(2, link(3, null))));
        DynValue first = DynValueHelper.narrow(dynAny(original));

        first.seek(1);
        DynValue second = DynValueHelper.narrow(first.current_component());
        second.seek(1);
        DynValue third = DynValueHelper.narrow(second.current_component());
        assertEquals(3, third.get_long());
        third.seek(1);
        assertTrue(DynValueHelper.narrow(third.current_component()).is_null());

        assertTrue(first.to_any().equal(original));
        third.rewind();
        third.insert_long(30);
        assertEquals(30, LinkHelper.extract(first.to_any()).next.next.id);
    }

    @Test
    void shouldKeepACycleWholeAndStillShowItsMembers() throws Exception {
        Link ring = link(1, null);
        ring.next = link(2, ring);
        Any original = linkAny(ring);

        DynValue value = DynValueHelper.narrow(dynAny(original));

        assertTrue(value.to_any().equal(original), "a value not taken apart is written whole");
        Link back = LinkHelper.extract(value.to_any());
        assertSame(back, back.next.next, "the cycle survives");
        value.seek(1);
        DynValue next = DynValueHelper.narrow(value.current_component());
        assertEquals(2, next.get_long());
        next.seek(1);
        assertEquals(1, DynValueHelper.narrow(next.current_component()).get_long());
    }

    @Test
    void shouldListTheMembersOfTheBaseTypeFirst() throws Exception {
        TaggedImpl tagged = new TaggedImpl();
        tagged.id = 5;
        tagged.tag = "five";
        Any original = orb.create_any();
        TaggedHelper.insert(original, tagged);

        DynValue value = DynValueHelper.narrow(dynAny(original));

        NameValuePair[] members = value.get_members();
        assertEquals(3, members.length);
        assertEquals("id", members[0].id);
        assertEquals("next", members[1].id);
        assertEquals("tag", members[2].id);
        assertEquals("five", members[2].value.extract_string());
        value.seek(2);
        value.insert_string("changed");
        assertEquals("changed", TaggedHelper.extract(value.to_any()).tag);
        assertEquals(5, TaggedHelper.extract(value.to_any()).id);
    }

    @Test
    void shouldSetMembersOnANullValue() throws Exception {
        DynValue value = DynValueHelper.narrow(dynAny(LinkHelper.type()));
        Any id = orb.create_any();
        id.insert_long(8);
        Any next = orb.create_any();
        next.insert_Value(null, LinkHelper.type()); // a null Link: LinkHelper.insert needs an instance

        value.set_members(new NameValuePair[] {new NameValuePair("id", id), new NameValuePair("next", next)});

        assertFalse(value.is_null());
        assertEquals(8, LinkHelper.extract(value.to_any()).id);
        assertThrows(InvalidValue.class, () -> value.set_members(new NameValuePair[0]));
    }

    @Test
    void shouldInsertAndGetTheWholeValue() throws Exception {
        DynValue value = DynValueHelper.narrow(dynAny(LinkHelper.type()));
        Link link = link(4, link(5, null));

        value.insert_val(link);

        assertEquals(4, value.get_long(), "insert_val copies the value in; get_long reads member id");
        Link copy = (Link) value.get_val();
        assertEquals(5, copy.next.id);
        link.id = 40;
        assertEquals(4, LinkHelper.extract(value.to_any()).id, "the DynValue holds a copy");
        Tagged other = new TaggedImpl();
        assertThrows(TypeMismatch.class, () -> DynValueHelper.narrow(dynAny(TaggedHelper.type())).insert_val(link));
        value.insert_val(other); // a value of a derived type is a value of this type
        value.insert_val(null);
        assertTrue(value.is_null());
    }

    @Test
    void shouldCarryACustomValueWholeButNotTakeItApart() throws Exception {
        OpaqueImpl opaque = new OpaqueImpl();
        opaque.hidden = 77;
        Any original = orb.create_any();
        OpaqueHelper.insert(original, opaque);

        DynValue value = DynValueHelper.narrow(dynAny(original));

        assertEquals(77, OpaqueHelper.extract(value.to_any()).hidden);
        assertTrue(value.to_any().equal(original));
        NO_IMPLEMENT e = assertThrows(NO_IMPLEMENT.class, value::current_component);
        assertEquals(DynAnyMinor.CUSTOM_VALUE.value(), e.minor);
        DynValue fresh = DynValueHelper.narrow(dynAny(OpaqueHelper.type()));
        assertThrows(NO_IMPLEMENT.class, fresh::set_to_value);
    }

    @Test
    void shouldRoundTripValuesAndBoxesInsideAStruct() throws Exception {
        Any original = orb.create_any();
        HolderHelper.insert(original, new Holder(link(1, link(2, null)), "boxed"));

        DynAny holder = dynAny(original);

        assertTrue(holder.to_any().equal(original));
        holder.next();
        DynValueBox name = DynValueBoxHelper.narrow(holder.current_component());
        assertEquals("boxed", name.get_boxed_value().extract_string());
        name.get_boxed_value_as_dyn_any().insert_string("renamed");
        assertEquals("renamed", HolderHelper.extract(holder.to_any()).name);
    }

    @Test
    void shouldHoldEachKindOfBox() throws Exception {
        Any count = orb.create_any();
        CountBoxHelper.insert(count, new CountBox(12));
        DynValueBox countBox = DynValueBoxHelper.narrow(dynAny(count));
        assertEquals(12, countBox.get_long(), "the boxed long is the one component");
        assertTrue(countBox.to_any().equal(count));

        Any point = orb.create_any();
        PointBoxHelper.insert(point, new Point(3, 4));
        DynValueBox pointBox = DynValueBoxHelper.narrow(dynAny(point));
        DynStructHelper.narrow(pointBox.get_boxed_value_as_dyn_any()).seek(1);
        assertEquals(4, pointBox.get_boxed_value_as_dyn_any().get_long());
        assertTrue(pointBox.to_any().equal(point));

        Any name = orb.create_any();
        NameBoxHelper.insert(name, "text");
        assertEquals("text", NameBoxHelper.extract(dynAny(name).to_any()));
    }

    @Test
    void shouldStartABoxNullAndSetItsValue() throws Exception {
        DynValueBox box = DynValueBoxHelper.narrow(dynAny(PointBoxHelper.type()));
        assertTrue(box.is_null());
        assertThrows(InvalidValue.class, box::get_boxed_value);
        assertThrows(InvalidValue.class, box::get_boxed_value_as_dyn_any);
        assertNull(PointBoxHelper.extract(box.to_any()));

        Any point = orb.create_any();
        PointHelper.insert(point, new Point(7, 8));
        box.set_boxed_value(point);
        assertFalse(box.is_null());
        assertEquals(8, PointBoxHelper.extract(box.to_any()).y);
        Any text = orb.create_any();
        text.insert_string("no");
        assertThrows(TypeMismatch.class, () -> box.set_boxed_value(text));

        box.set_to_null();
        box.set_to_value();
        assertEquals(0, PointBoxHelper.extract(box.to_any()).x);
        box.insert_val(new Point(1, 1));
        assertEquals(1, ((Point) box.get_val()).y);
        assertThrows(TypeMismatch.class, () -> box.insert_val("not a point"));
    }
}
