package org.peregrine.vectorcapture;

import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.PRIVATE_MEMBER;
import org.omg.CORBA.PUBLIC_MEMBER;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.UnionMember;
import org.omg.CORBA.VM_NONE;
import org.omg.CORBA.VM_TRUNCATABLE;
import org.omg.CORBA.ValueMember;

/**
 * The TypeCodes of the TypeCode and Any vectors, made with one peer ORB's {@code create_*_tc}
 * methods (CORBA 3.0 §4.11.3). Each method's comment gives the IDL the TypeCode describes.
 */
final class TypeCodeCatalog {
    static final String COLOR_ID = "IDL:peregrine/Color:1.0";
    static final String NODE_ID = "IDL:peregrine/Node:1.0";
    static final String LINK_ID = "IDL:peregrine/Link:1.0";

    private final ORB orb;

    TypeCodeCatalog(ORB orb) {
        this.orb = orb;
    }

    TypeCode tc(TCKind kind) {
        return orb.get_primitive_tc(kind);
    }

    private Any label(java.util.function.Consumer<Any> insert) {
        Any a = orb.create_any();
        insert.accept(a);
        return a;
    }

    /** The default member's label: the octet 0 (CORBA 3.0 §4.11.3). */
    private Any defaultLabel() {
        return label(a -> a.insert_octet((byte) 0));
    }

    private static StructMember member(String name, TypeCode type) {
        return new StructMember(name, type, null);
    }

    /** {@code struct Primitives} with one member of every primitive kind an IDL struct can hold. */
    TypeCode primitives() {
        TCKind[] kinds = {TCKind.tk_short, TCKind.tk_long, TCKind.tk_ushort, TCKind.tk_ulong, TCKind.tk_float,
            TCKind.tk_double, TCKind.tk_boolean, TCKind.tk_char, TCKind.tk_octet, TCKind.tk_any, TCKind.tk_TypeCode,
            TCKind.tk_longlong, TCKind.tk_ulonglong, TCKind.tk_wchar};
        StructMember[] members = new StructMember[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            members[i] = member("m" + kinds[i].value(), tc(kinds[i]));
        }
        return orb.create_struct_tc("IDL:peregrine/Primitives:1.0", "Primitives", members);
    }

    /** {@code struct Point {long x; long y;}} */
    TypeCode point() {
        return orb.create_struct_tc("IDL:peregrine/Point:1.0", "Point", new StructMember[] {
            member("x", tc(TCKind.tk_long)), member("y", tc(TCKind.tk_long))});
    }

    /** {@code struct Segment {Point from; Point to;}}: one TypeCode twice. */
    TypeCode segment() {
        return orb.create_struct_tc("IDL:peregrine/Segment:1.0", "Segment", new StructMember[] {
            member("from", point()), member("to", point())});
    }

    /** {@code struct Pair {sequence<long> left; sequence<long> right;}}: an anonymous type twice. */
    TypeCode twoSequences() {
        return orb.create_struct_tc("IDL:peregrine/Pair:1.0", "Pair", new StructMember[] {
            member("left", orb.create_sequence_tc(0, tc(TCKind.tk_long))),
            member("right", orb.create_sequence_tc(0, tc(TCKind.tk_long)))});
    }

    /** {@code enum Color {RED, GREEN, BLUE, ULTRAVIOLET};} */
    TypeCode color() {
        return orb.create_enum_tc(COLOR_ID, "Color", new String[] {"RED", "GREEN", "BLUE", "ULTRAVIOLET"});
    }

    /** {@code union Spread switch (long) {case 3: case 4: double number; case 5: string text; default: boolean truth;}} */
    TypeCode sharedLabels() {
        return orb.create_union_tc("IDL:peregrine/Spread:1.0", "Spread", tc(TCKind.tk_long), new UnionMember[] {
            new UnionMember("number", label(a -> a.insert_long(3)), tc(TCKind.tk_double), null),
            new UnionMember("number", label(a -> a.insert_long(4)), tc(TCKind.tk_double), null),
            new UnionMember("text", label(a -> a.insert_long(5)), orb.create_string_tc(0), null),
            new UnionMember("truth", defaultLabel(), tc(TCKind.tk_boolean), null)});
    }

    /** {@code union Shape switch (Color) {case RED: long radius; case GREEN: Point corner; default: string label;}} */
    TypeCode enumUnion() {
        TypeCode color = color();
        return orb.create_union_tc("IDL:peregrine/Shape:1.0", "Shape", color, new UnionMember[] {
            new UnionMember("radius", enumerator(color, 0), tc(TCKind.tk_long), null),
            new UnionMember("corner", enumerator(color, 1), point(), null),
            new UnionMember("label", defaultLabel(), orb.create_string_tc(0), null)});
    }

    private Any enumerator(TypeCode type, int value) {
        org.omg.CORBA.portable.OutputStream out = orb.create_output_stream();
        out.write_ulong(value);
        Any a = orb.create_any();
        a.read_value(out.create_input_stream(), type);
        return a;
    }

    /** {@code union Letter switch (char) {case 'a': long alpha; case 'b': short beta;}}: no default. */
    TypeCode charUnion() {
        return orb.create_union_tc("IDL:peregrine/Letter:1.0", "Letter", tc(TCKind.tk_char), new UnionMember[] {
            new UnionMember("alpha", label(a -> a.insert_char('a')), tc(TCKind.tk_long), null),
            new UnionMember("beta", label(a -> a.insert_char('b')), tc(TCKind.tk_short), null)});
    }

    /** {@code union Flag switch (boolean) {case TRUE: string yes; case FALSE: octet no;}} */
    TypeCode booleanUnion() {
        return orb.create_union_tc("IDL:peregrine/Flag:1.0", "Flag", tc(TCKind.tk_boolean), new UnionMember[] {
            new UnionMember("yes", label(a -> a.insert_boolean(true)), orb.create_string_tc(0), null),
            new UnionMember("no", label(a -> a.insert_boolean(false)), tc(TCKind.tk_octet), null)});
    }

    /** {@code union Wide switch (long long) {case 0x100000000: long high; default: short low;}} */
    TypeCode longLongUnion() {
        return orb.create_union_tc("IDL:peregrine/Wide:1.0", "Wide", tc(TCKind.tk_longlong), new UnionMember[] {
            new UnionMember("high", label(a -> a.insert_longlong(0x1_0000_0000L)), tc(TCKind.tk_long), null),
            new UnionMember("low", defaultLabel(), tc(TCKind.tk_short), null)});
    }

    /** {@code typedef sequence<long> LongSeq;} */
    TypeCode alias() {
        return orb.create_alias_tc("IDL:peregrine/LongSeq:1.0", "LongSeq",
                orb.create_sequence_tc(0, tc(TCKind.tk_long)));
    }

    /** {@code typedef LongSeq Measurements;} */
    TypeCode aliasOfAlias() {
        return orb.create_alias_tc("IDL:peregrine/Measurements:1.0", "Measurements", alias());
    }

    /** {@code exception Rejected {long code; string reason; Color hue;};} */
    TypeCode exception() {
        return orb.create_exception_tc("IDL:peregrine/Rejected:1.0", "Rejected", new StructMember[] {
            member("code", tc(TCKind.tk_long)), member("reason", orb.create_string_tc(0)), member("hue", color())});
    }

    /** {@code short[4][2]}, anonymous. */
    TypeCode array() {
        return orb.create_array_tc(4, orb.create_array_tc(2, tc(TCKind.tk_short)));
    }

    /** {@code struct Node {string label; sequence<Node> children;}}, through create_recursive_tc. */
    TypeCode node() {
        return orb.create_struct_tc(NODE_ID, "Node", new StructMember[] {
            member("label", orb.create_string_tc(0)),
            member("children", orb.create_sequence_tc(0, orb.create_recursive_tc(NODE_ID)))});
    }

    /** {@code valuetype Base {public long id;};} */
    TypeCode base() {
        return orb.create_value_tc(DerivedValue.BASE_ID, "Base", VM_NONE.value, null, new ValueMember[] {
            valueMember("id", tc(TCKind.tk_long), PUBLIC_MEMBER.value)});
    }

    /** {@code valuetype Derived : Base {public string label; private short rank;};} */
    TypeCode derived() {
        return orb.create_value_tc(DerivedValue.ID, "Derived", VM_NONE.value, base(), new ValueMember[] {
            valueMember("label", orb.create_string_tc(0), PUBLIC_MEMBER.value),
            valueMember("rank", tc(TCKind.tk_short), PRIVATE_MEMBER.value)});
    }

    /** {@code valuetype Tail : truncatable Base {public double weight;};} */
    TypeCode truncatable() {
        return orb.create_value_tc("IDL:peregrine/Tail:1.0", "Tail", VM_TRUNCATABLE.value, base(),
                new ValueMember[] {valueMember("weight", tc(TCKind.tk_double), PUBLIC_MEMBER.value)});
    }

    /** {@code valuetype Link {public long id; public Link next;};}, through create_recursive_tc. */
    TypeCode link() {
        return orb.create_value_tc(LINK_ID, "Link", VM_NONE.value, null, new ValueMember[] {
            valueMember("id", tc(TCKind.tk_long), PUBLIC_MEMBER.value),
            valueMember("next", orb.create_recursive_tc(LINK_ID), PUBLIC_MEMBER.value)});
    }

    private static ValueMember valueMember(String name, TypeCode type, short visibility) {
        return new ValueMember(name, null, null, null, type, null, visibility);
    }

    /** {@code valuetype NameBox string;} */
    TypeCode box() {
        return orb.create_value_box_tc("IDL:peregrine/NameBox:1.0", "NameBox", orb.create_string_tc(0));
    }

    /** {@code valuetype PointBox Point;} */
    TypeCode structBox() {
        return orb.create_value_box_tc("IDL:peregrine/PointBox:1.0", "PointBox", point());
    }

    /** {@code interface Callback;} */
    TypeCode objref() {
        return orb.create_interface_tc("IDL:peregrine/Callback:1.0", "Callback");
    }

    /** {@code abstract interface Named;} */
    TypeCode abstractInterface() {
        return orb.create_abstract_interface_tc("IDL:peregrine/Named:1.0", "Named");
    }

    /** {@code native Handle;} */
    TypeCode nativeType() {
        return orb.create_native_tc("IDL:peregrine/Handle:1.0", "Handle");
    }
}
