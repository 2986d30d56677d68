package org.peregrine.dynany;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dyntest.Choice;
import dyntest.ChoiceHelper;
import dyntest.Color;
import dyntest.ColorHelper;
import dyntest.Point;
import dyntest.Shape;
import dyntest.ShapeHelper;
import dyntest.ToggleHelper;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.TCKind;
import org.omg.DynamicAny.DynAny;
import org.omg.DynamicAny.DynAnyPackage.InvalidValue;
import org.omg.DynamicAny.DynAnyPackage.TypeMismatch;
import org.omg.DynamicAny.DynEnum;
import org.omg.DynamicAny.DynEnumHelper;
import org.omg.DynamicAny.DynUnion;
import org.omg.DynamicAny.DynUnionHelper;

/**
 * DynUnion (CORBA 3.0 §9.2): the discriminator and the active member as components, the member
 * following discriminator changes, the default member and no active member.
 */
class DynUnionTest extends DynAnyTestBase {

    private static DynUnion union(Shape shape) throws Exception {
        Any any = orb.create_any();
        ShapeHelper.insert(any, shape);
        return DynUnionHelper.narrow(dynAny(any));
    }

    private static Shape shape(DynUnion union) {
        return ShapeHelper.extract(union.to_any());
    }

    private static DynAny color(Color color) throws Exception {
        Any any = orb.create_any();
        ColorHelper.insert(any, color);
        return dynAny(any);
    }

    @Test
    void shouldReadTheDiscriminatorAndTheActiveMember() throws Exception {
        Shape corner = new Shape();
        corner.corner(new Point(1, 2));
        DynUnion union = union(corner);

        assertEquals(2, union.component_count());
        assertEquals("GREEN", DynEnumHelper.narrow(union.get_discriminator()).get_as_string());
        assertEquals(TCKind.tk_enum, union.discriminator_kind());
        assertEquals("corner", union.member_name());
        assertEquals(TCKind.tk_struct, union.member_kind());
        assertFalse(union.has_no_active_member());
        union.member().seek(1);
        assertEquals(2, union.member().get_long());
        union.seek(1);
        assertSame(union.member(), union.current_component());

        Any original = orb.create_any();
        ShapeHelper.insert(original, corner);
        assertTrue(union.to_any().equal(original));
    }

    @Test
    void shouldKeepTheMemberWhenTheDiscriminatorStillSelectsIt() throws Exception {
        Any any = orb.create_any();
        Choice number = new Choice();
        number.number(2.5);
        ChoiceHelper.insert(any, number);
        DynUnion union = DynUnionHelper.narrow(dynAny(any));
        DynAny member = union.member();
        DynAny one = dynAny(tc(TCKind.tk_long));
        one.insert_long(1); // case 1: and case 2: both label the member number

        union.set_discriminator(one);

        assertEquals(2.5, union.member().get_double());
        assertEquals(2.5, member.get_double(), "the member stays the same DynAny");
        assertEquals(1, ChoiceHelper.extract(union.to_any()).discriminator());
    }

    @Test
    void shouldReplaceTheMemberByTheDefaultOfTheNewOneWhenTheDiscriminatorChanges() throws Exception {
        Shape radius = new Shape();
        radius.radius(9);
        DynUnion union = union(radius);
        DynAny old = union.member();

        union.set_discriminator(color(Color.BLUE));

        assertEquals("label", union.member_name());
        assertEquals("", union.member().get_string());
        assertSame(union.member(), union.current_component(), "position 1: a member is active");
        assertThrows(OBJECT_NOT_EXIST.class, old::get_long, "the replaced member is gone");
        Shape label = shape(union);
        assertEquals(Color.BLUE, label.discriminator());
        assertEquals("", label.label());
        assertThrows(TypeMismatch.class, () -> union.set_discriminator(dynAny(tc(TCKind.tk_long))));
    }

    @Test
    void shouldFollowADiscriminatorChangedThroughItsOwnDynAny() throws Exception {
        Shape radius = new Shape();
        radius.radius(9);
        DynUnion union = union(radius);

        DynEnum discriminator = DynEnumHelper.narrow(union.get_discriminator());
        discriminator.set_as_string("GREEN");

        assertEquals("corner", union.member_name());
        Shape corner = shape(union);
        assertEquals(0, corner.corner().x);
    }

    @Test
    void shouldSetTheDefaultMember() throws Exception {
        Shape radius = new Shape();
        radius.radius(9);
        DynUnion union = union(radius);

        union.set_to_default_member();

        assertEquals("label", union.member_name());
        assertEquals(2, union.component_count());
        assertSame(union.get_discriminator(), union.current_component(), "position 0");
        union.member().insert_string("square");
        Shape label = shape(union);
        assertEquals("square", label.label());
        assertEquals(Color.BLUE, label.discriminator(), "the one enumerator without a label");
        assertThrows(TypeMismatch.class, union::set_to_no_active_member, "Shape has a default case");
    }

    @Test
    void shouldSetNoActiveMemberWhereAValueSelectsNone() throws Exception {
        DynUnion union = DynUnionHelper.narrow(dynAny(ChoiceHelper.type()));

        union.set_to_no_active_member();

        assertTrue(union.has_no_active_member());
        assertEquals(1, union.component_count());
        assertThrows(InvalidValue.class, union::member);
        assertThrows(InvalidValue.class, union::member_kind);
        assertThrows(InvalidValue.class, union::member_name);
        assertThrows(TypeMismatch.class, union::set_to_default_member, "Choice has no default case");
        Choice none = ChoiceHelper.extract(union.to_any());
        assertFalse(java.util.Set.of(1, 2, 3).contains(none.discriminator()));
        assertTrue(dynAny(union.to_any()).equal(union));
    }

    @Test
    void shouldRefuseNoActiveMemberWhenEveryValueHasALabel() throws Exception {
        DynUnion toggle = DynUnionHelper.narrow(dynAny(ToggleHelper.type()));

        assertThrows(TypeMismatch.class, toggle::set_to_no_active_member);
        assertThrows(TypeMismatch.class, toggle::set_to_default_member);
        assertFalse(toggle.has_no_active_member());
    }

    @Test
    void shouldStartWithTheFirstMemberActive() throws Exception {
        DynUnion shape = DynUnionHelper.narrow(dynAny(ShapeHelper.type()));
        assertEquals("radius", shape.member_name());
        assertEquals(0, shape(shape).radius());

        DynUnion choice = DynUnionHelper.narrow(dynAny(ChoiceHelper.type()));
        assertEquals("number", choice.member_name());
        assertEquals(0.0, ChoiceHelper.extract(choice.to_any()).number());
        assertEquals("on", DynUnionHelper.narrow(dynAny(ToggleHelper.type())).member_name());
    }
}
