package org.peregrine.orb.typecode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.UnionMember;
import org.omg.CORBA.VM_NONE;
import org.omg.CORBA.VM_TRUNCATABLE;
import org.omg.CORBA.ValueMember;
import org.omg.CORBA.portable.InputStream;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.orb.PeregrineOrbSingleton;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.stream.CdrOutputStream;

/**
 * TypeCodes written and read (CORBA 3.0 §15.3.5): every kind survives the round trip equal,
 * recursion travels as an indirection to the enclosing TypeCode, repeats sent as indirections
 * are read, and forged encodings are MARSHALs with Peregrine's minor codes, never a
 * StackOverflowError.
 */
class TypeCodeMarshalTest {

    private final PeregrineOrbSingleton orb = new PeregrineOrbSingleton();

    private TypeCode tc(TCKind kind) {
        return orb.get_primitive_tc(kind);
    }

    private TypeCode roundTrip(TypeCode type, boolean littleEndian) {
        CdrOutputStream out = CdrOutputStream.free(orb, littleEndian);
        out.write_long(7); // so that the TypeCode does not start at the stream's origin
        out.write_TypeCode(type);
        out.write_long(8);
        InputStream in = out.create_input_stream();
        assertEquals(7, in.read_long());
        TypeCode read = in.read_TypeCode();
        assertEquals(8, in.read_long(), "the TypeCode read to its end, no further");
        return read;
    }

    private List<TypeCode> everyKind() {
        Any three = orb.create_any();
        three.insert_long(3);
        Any four = orb.create_any();
        four.insert_long(4);
        Any fallback = orb.create_any();
        fallback.insert_octet((byte) 0);
        TypeCode point = orb.create_struct_tc("IDL:P:1.0", "P",
                new StructMember[] {new StructMember("x", tc(TCKind.tk_long), null),
                    new StructMember("y", tc(TCKind.tk_double), null)});
        TypeCode base = orb.create_value_tc("IDL:B:1.0", "B", VM_NONE.value, null,
                new ValueMember[] {new ValueMember("b", null, null, null, tc(TCKind.tk_short), null, (short) 1)});
        return List.of(tc(TCKind.tk_null), tc(TCKind.tk_longlong), tc(TCKind.tk_wchar), tc(TCKind.tk_any),
                tc(TCKind.tk_TypeCode), orb.create_string_tc(0), orb.create_string_tc(12), orb.create_wstring_tc(5),
                orb.create_fixed_tc((short) 9, (short) 2), point,
                orb.create_union_tc("IDL:U:1.0", "U", tc(TCKind.tk_long), new UnionMember[] {
                    new UnionMember("a", three, point, null), new UnionMember("a", four, point, null),
                    new UnionMember("other", fallback, orb.create_string_tc(0), null)}),
                orb.create_enum_tc("IDL:E:1.0", "E", new String[] {"RED", "GREEN"}),
                orb.create_alias_tc("IDL:A:1.0", "A", orb.create_sequence_tc(10, point)),
                orb.create_exception_tc("IDL:X:1.0", "X", new StructMember[] {
                    new StructMember("why", orb.create_string_tc(0), null)}),
                orb.create_array_tc(4, orb.create_array_tc(2, tc(TCKind.tk_octet))),
                orb.create_value_tc("IDL:V:1.0", "V", VM_TRUNCATABLE.value, base, new ValueMember[] {
                    new ValueMember("p", null, null, null, point, null, (short) 0)}),
                orb.create_value_box_tc("IDL:Box:1.0", "Box", orb.create_string_tc(0)),
                orb.create_native_tc("IDL:N:1.0", "N"), orb.create_abstract_interface_tc("IDL:I:1.0", "I"),
                orb.create_interface_tc("IDL:O:1.0", "O"));
    }

    @Test
    void shouldReadEveryKindBackEqualInBothByteOrders() {
        for (TypeCode type : everyKind()) {
            for (boolean little : new boolean[] {false, true}) {
                TypeCode read = roundTrip(type, little);
                assertTrue(read.equal(type), type + " read back as " + read + (little ? " (little-endian)" : ""));
                assertTrue(type.equal(read));
            }
        }
    }

    @Test
    void shouldWriteARecursiveStructAsAnIndirectionToItself() throws Exception {
        TypeCode node = recursiveNode();

        TypeCode read = roundTrip(node, false);

        TypeCode children = read.member_type(1).content_type();
        assertSame(TCKind.tk_struct, children.kind());
        assertEquals("IDL:Node:1.0", children.id());
        assertEquals(read.member_type(1).length(), children.member_type(1).length());
        assertTrue(read.equal(node));
        assertTrue(read.equivalent(node));
    }

    private TypeCode recursiveNode() {
        return orb.create_struct_tc("IDL:Node:1.0", "Node", new StructMember[] {
            new StructMember("label", orb.create_string_tc(0), null),
            new StructMember("children", orb.create_sequence_tc(0, orb.create_recursive_tc("IDL:Node:1.0")), null)});
    }

    /** A TypeCode read twice from the same octets is the one read the first time; another byte order is read anew. */
    @Test
    void shouldReuseATypeCodeReadBeforeFromTheSameOctets() {
        TypeCode node = recursiveNode();

        TypeCode first = roundTrip(node, false);
        TypeCode again = roundTrip(node, false);
        TypeCode little = roundTrip(node, true);

        assertSame(first, again);
        assertTrue(little != first && little.equal(first));
    }

    /**
     * The octets written from a TypeCode's cached encoding are those a walk of it writes, and a
     * TypeCode with a name beyond ASCII (which could not be cached) is written by the walk too.
     */
    @Test
    void shouldWriteTheSameOctetsFromTheCachedEncoding() throws Exception {
        for (TypeCode type : everyKind()) {
            for (boolean little : new boolean[] {false, true}) {
                CdrOutputStream cached = CdrOutputStream.free(orb, little);
                cached.write_octet((byte) 1);
                cached.write_TypeCode(type);
                cached.write_TypeCode(type);
                CdrOutputStream walked = CdrOutputStream.free(orb, little);
                walked.write_octet((byte) 1);
                walked.writer().align(4);
                byte[] octets = TypeCodeWriter.encode(type, little);
                walked.writer().writeOctets(octets, 0, octets.length);
                walked.writer().align(4);
                walked.writer().writeOctets(octets, 0, octets.length);
                assertEquals(walked.writer().position(), cached.writer().position(), type.toString());
                assertTrue(io.netty.buffer.ByteBufUtil.equals(walked.writer().buffer(), cached.writer().buffer()),
                        type.toString());
            }
        }
        TypeCode german = orb.create_interface_tc("IDL:Grüße:1.0", "Gruss");
        assertEquals(null, TypeCodeWriter.encode(german, false));
        assertEquals("IDL:Grüße:1.0", roundTrip(german, false).id());
    }

    /** CORBA 2.2's recursive sequence: offset 2 is the struct around the one it is a member of. */
    @Test
    @SuppressWarnings("deprecation")
    void shouldBindARecursiveSequenceByItsOffset() throws Exception {
        TypeCode inner = orb.create_struct_tc("IDL:Inner:1.0", "Inner", new StructMember[] {
            new StructMember("outers", orb.create_recursive_sequence_tc(0, 2), null)});
        TypeCode outer = orb.create_struct_tc("IDL:Outer:1.0", "Outer", new StructMember[] {
            new StructMember("inner", inner, null)});

        TypeCode read = roundTrip(outer, true);

        assertEquals("IDL:Outer:1.0", outer.member_type(0).member_type(0).content_type().id());
        assertEquals("IDL:Outer:1.0", read.member_type(0).member_type(0).content_type().id());
        assertTrue(read.equal(outer));
    }

    /**
     * A struct whose second member repeats the first's TypeCode as an indirection, as JacORB and
     * omniORB write it: read as the same type.
     */
    @Test
    void shouldReadARepeatedTypeCodeSentAsAnIndirection() throws Exception {
        CdrWriter w = writer();
        w.writeLong(TCKind._tk_struct);
        long outer = w.beginEncapsulation();
        writeString(w, "IDL:Pair:1.0");
        writeString(w, "Pair");
        w.writeLong(2);
        writeString(w, "first");
        w.align(4);
        int firstType = w.position();
        w.writeLong(TCKind._tk_enum);
        long inner = w.beginEncapsulation();
        writeString(w, "IDL:E:1.0");
        writeString(w, "E");
        w.writeLong(1);
        writeString(w, "ONLY");
        w.endEncapsulation(inner);
        writeString(w, "second");
        w.writeIndirection(firstType);
        w.endEncapsulation(outer);

        TypeCode pair = read(w);

        assertSame(pair.member_type(0), pair.member_type(1));
        assertEquals("IDL:E:1.0", pair.member_type(1).id());
    }

    private static void writeString(CdrWriter w, String text) {
        org.peregrine.giop.cdr.CdrText.writeString(w, text);
    }

    /** A free stream whose cursor the tests write forged TypeCodes with. */
    private final CdrOutputStream forged = CdrOutputStream.free(orb, false);

    private CdrWriter writer() {
        return forged.writer();
    }

    private TypeCode read(CdrWriter w) {
        return forged.create_input_stream().read_TypeCode();
    }

    private void assertRefused(CdrWriter w, MinorCode expected) {
        MARSHAL e = assertThrows(MARSHAL.class, () -> read(w));
        assertEquals(expected.spec().value(), e.minor, e.getMessage());
    }

    @Test
    void shouldRefuseAnIndirectionToItself() {
        CdrWriter w = writer();
        w.writeIndirection(w.position()); // the indirection's own start: 4 octets back from its offset
        assertRefused(w, AnyMinor.BAD_TYPECODE_INDIRECTION);
    }

    @Test
    void shouldRefuseAnIndirectionOutsideTheTypeCode() {
        CdrWriter w = writer();
        w.writeLong(TCKind._tk_sequence);
        long enc = w.beginEncapsulation();
        w.writeIndirection(-400);
        w.writeLong(0);
        w.endEncapsulation(enc);
        assertRefused(w, AnyMinor.BAD_TYPECODE_INDIRECTION);
    }

    @Test
    void shouldRefuseAnIndirectionIntoTheMiddleOfATypeCode() {
        CdrWriter w = writer();
        w.writeLong(TCKind._tk_alias);
        long enc = w.beginEncapsulation();
        int idAt = w.position();
        writeString(w, "IDL:A:1.0");
        writeString(w, "A");
        w.writeIndirection(idAt);
        w.endEncapsulation(enc);
        assertRefused(w, AnyMinor.BAD_TYPECODE_INDIRECTION);
    }

    @Test
    void shouldRefuseAnUnknownKind() {
        CdrWriter w = writer();
        w.writeLong(77);
        assertRefused(w, AnyMinor.BAD_KIND);
    }

    @Test
    void shouldRefuseAMemberCountPastTheEnd() {
        CdrWriter w = writer();
        w.writeLong(TCKind._tk_struct);
        long enc = w.beginEncapsulation();
        writeString(w, "IDL:S:1.0");
        writeString(w, "S");
        w.writeLong(0x10000000);
        w.endEncapsulation(enc);
        assertRefused(w, AnyMinor.MEMBER_COUNT);
    }

    @Test
    void shouldRefuseNestingDeeperThanTheLimitWithoutExhaustingTheStack() {
        int depth = 100_000;
        CdrWriter w = writer();
        long[] encapsulations = new long[depth];
        for (int i = 0; i < depth; i++) {
            w.writeLong(TCKind._tk_sequence);
            encapsulations[i] = w.beginEncapsulation();
        }
        w.writeLong(TCKind._tk_long);
        for (int i = depth - 1; i >= 0; i--) {
            w.writeLong(0);
            w.endEncapsulation(encapsulations[i]);
        }
        assertRefused(w, AnyMinor.TYPECODE_TOO_DEEP);
    }

    @Test
    void shouldReadNestingUpToTheLimit() throws Exception {
        TypeCode type = tc(TCKind.tk_long);
        for (int i = 1; i < TypeCodeReader.MAX_NESTING; i++) {
            type = orb.create_sequence_tc(0, type);
        }
        TypeCode read = roundTrip(type, false);
        assertTrue(read.equal(type));
    }

    @Test
    void shouldCompactByDroppingNamesAndKeepingAliasesAndRecursion() throws Exception {
        TypeCode aliased = orb.create_alias_tc("IDL:Tree:1.0", "Tree", recursiveNode());

        TypeCode compact = aliased.get_compact_typecode();

        assertEquals(TCKind.tk_alias, compact.kind());
        assertEquals("", compact.name());
        TypeCode node = compact.content_type();
        assertEquals("", node.member_name(0));
        assertEquals("IDL:Node:1.0", node.member_type(1).content_type().id());
        assertSame(node, resolveOf(node.member_type(1).content_type()));
        assertFalse(compact.equal(aliased));
        assertTrue(compact.equivalent(aliased));
    }

    private static TypeCode resolveOf(TypeCode type) {
        return TypeCodeImpl.resolve(type);
    }
}
