package org.peregrine.orb.typecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORB;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.TypeCodePackage.BadKind;
import org.omg.CORBA.TypeCodePackage.Bounds;
import org.omg.CORBA.VM_NONE;
import org.omg.CORBA.ValueMember;
import org.peregrine.orb.PeregrineOrbSingleton;

/**
 * TypeCodes as the ORB makes them (CORBA 3.0 §4.11): parameters by kind, BadKind and Bounds,
 * recursive value types, {@code equal} and {@code equivalent}.
 */
class TypeCodeImplTest {

    private final ORB orb = new PeregrineOrbSingleton();

    private TypeCode longTc() {
        return orb.get_primitive_tc(TCKind.tk_long);
    }

    @Test
    void shouldHoldTheParametersOfAStruct() throws Exception {
        TypeCode point = orb.create_struct_tc("IDL:P:1.0", "P",
                new StructMember[] {new StructMember("x", longTc(), null), new StructMember("y", longTc(), null)});

        assertEquals(TCKind.tk_struct, point.kind());
        assertEquals("IDL:P:1.0", point.id());
        assertEquals(2, point.member_count());
        assertEquals("y", point.member_name(1));
        assertEquals(TCKind.tk_long, point.member_type(0).kind());
        assertThrows(Bounds.class, () -> point.member_name(2));
        assertThrows(BadKind.class, point::length);
        assertThrows(BadKind.class, () -> longTc().id());
    }

    @Test
    void shouldBindARecursiveValueTypeToItself() throws Exception {
        String id = "IDL:Node:1.0";
        TypeCode node = orb.create_value_tc(id, "Node", VM_NONE.value, null, new ValueMember[] {
            new ValueMember("id", "", "Node", "1.0", longTc(), null, (short) 1),
            new ValueMember("next", id, "Node", "1.0", orb.create_recursive_tc(id), null, (short) 1)});

        TypeCode next = node.member_type(1);
        assertEquals(TCKind.tk_value, next.kind());
        assertEquals(id, next.id());
        assertEquals(TCKind.tk_value, next.member_type(1).kind());
        assertTrue(node.equal(next));
    }

    @Test
    void shouldCompareEqualAndEquivalent() throws Exception {
        TypeCode celsius = orb.create_alias_tc("IDL:Celsius:1.0", "Celsius", longTc());
        TypeCode box = orb.create_value_box_tc("IDL:Box:1.0", "Box", longTc());
        TypeCode sameBox = orb.create_value_box_tc("IDL:Box:1.0", "OtherName", longTc());

        assertTrue(celsius.equivalent(longTc()), "an alias is equivalent to what it names");
        assertFalse(celsius.equal(longTc()), "but not equal to it");
        assertTrue(box.equivalent(sameBox), "the same repository id: equivalent");
        assertFalse(box.equal(sameBox), "another name: not equal");
        assertTrue(orb.create_sequence_tc(0, longTc()).equal(orb.create_sequence_tc(0, longTc())));
        assertFalse(orb.create_sequence_tc(5, longTc()).equal(orb.create_sequence_tc(0, longTc())));
        assertSame(TCKind.tk_long, box.content_type().kind());
    }
}
