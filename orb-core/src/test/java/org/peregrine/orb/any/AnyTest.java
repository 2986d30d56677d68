package org.peregrine.orb.any;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_INV_ORDER;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.StructMember;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.UnionMember;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.orb.PeregrineOrbSingleton;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;

/**
 * The {@code any} (CORBA 3.0 §4.11.2, IDL-to-Java §1.16): insert and extract of every kind the
 * API has, BAD_OPERATION for the wrong kind, Helper-style insertion through {@code
 * create_output_stream}, values kept as CDR when no Helper reads them, forwarded and extracted
 * later in either byte order, {@code equal}, and forged values refused.
 */
class AnyTest {

    private final PeregrineOrbSingleton orb = new PeregrineOrbSingleton();

    private TypeCode tc(TCKind kind) {
        return orb.get_primitive_tc(kind);
    }

    /**
     * An any written into a stream of the given byte order and read back, with no Helper; an octet
     * before it, so that the value does not start aligned as in the any's own stream.
     */
    private Any travelled(Any any, boolean littleEndian) {
        return travelled(any, littleEndian, 1);
    }

    /** {@link #travelled(Any, boolean)} with {@code shift} octets written before the any. */
    private Any travelled(Any any, boolean littleEndian, int shift) {
        CdrOutputStream out = CdrOutputStream.free(orb, littleEndian);
        out.write_octet_array(new byte[shift], 0, shift);
        out.write_any(any);
        InputStream in = out.create_input_stream();
        in.read_octet_array(new byte[shift], 0, shift);
        return in.read_any();
    }

    @Test
    void shouldInsertAndExtractEveryPrimitiveThroughAStream() {
        Any any = orb.create_any();
        for (boolean little : new boolean[] {false, true}) {
            any.insert_short((short) -2);
            assertEquals(-2, travelled(any, little).extract_short());
            any.insert_ushort((short) 0xfffe);
            assertEquals((short) 0xfffe, travelled(any, little).extract_ushort());
            any.insert_long(-3);
            assertEquals(-3, travelled(any, little).extract_long());
            any.insert_ulong(0xfffffffd);
            assertEquals(0xfffffffd, travelled(any, little).extract_ulong());
            any.insert_longlong(-4L);
            assertEquals(-4L, travelled(any, little).extract_longlong());
            any.insert_ulonglong(-5L);
            assertEquals(-5L, travelled(any, little).extract_ulonglong());
            any.insert_float(1.5f);
            assertEquals(1.5f, travelled(any, little).extract_float());
            any.insert_double(-2.25);
            assertEquals(-2.25, travelled(any, little).extract_double());
            any.insert_boolean(true);
            assertTrue(travelled(any, little).extract_boolean());
            any.insert_char('x');
            assertEquals('x', travelled(any, little).extract_char());
            any.insert_wchar('\u4e16');
            assertEquals('\u4e16', travelled(any, little).extract_wchar());
            any.insert_octet((byte) 0xfe);
            assertEquals((byte) 0xfe, travelled(any, little).extract_octet());
            any.insert_string("Grüße");
            assertEquals("Grüße", travelled(any, little).extract_string());
            any.insert_wstring("Grüße, 世界 \ud83d\ude00");
            assertEquals("Grüße, 世界 \ud83d\ude00", travelled(any, little).extract_wstring());
            any.insert_fixed(new java.math.BigDecimal("-123.45"));
            assertEquals(new java.math.BigDecimal("-123.45"), travelled(any, little).extract_fixed());
            any.insert_fixed(new java.math.BigDecimal("0.50"), orb.create_fixed_tc((short) 9, (short) 3));
            assertEquals(new java.math.BigDecimal("0.500"), travelled(any, little).extract_fixed());
            any.insert_TypeCode(recursiveNode());
            assertTrue(travelled(any, little).extract_TypeCode().equal(recursiveNode()));
        }
    }

    @Test
    void shouldRaiseBadOperationWhenExtractingAnotherKind() {
        Any any = orb.create_any();
        any.insert_long(1);

        BAD_OPERATION e = assertThrows(BAD_OPERATION.class, any::extract_short);
        assertEquals(AnyMinor.WRONG_TYPE.spec().value(), e.minor);
        assertThrows(BAD_OPERATION.class, any::extract_ulong);
        assertThrows(BAD_OPERATION.class, any::extract_string);
        assertThrows(BAD_OPERATION.class, orb.create_any()::extract_long, "an empty any holds no long");
        assertThrows(BAD_INV_ORDER.class, any::extract_Streamable);
    }

    @Test
    void shouldExtractThroughAnAlias() {
        Any any = orb.create_any();
        any.type(orb.create_alias_tc("IDL:Count:1.0", "Count", tc(TCKind.tk_long)));
        any.create_output_stream().write_long(42); // as a generated Helper's insert does

        assertEquals(42, any.extract_long());
        assertEquals(42, travelled(any, true).extract_long());
    }

    @Test
    void shouldNestAnAnyAndAnEmptyAny() {
        Any inner = orb.create_any();
        inner.insert_string("inside");
        Any outer = orb.create_any();
        outer.insert_any(inner);

        Any read = travelled(outer, false).extract_any();
        assertEquals("inside", read.extract_string());

        Any empty = travelled(orb.create_any(), true);
        assertEquals(TCKind.tk_null, empty.type().kind());
    }

    @Test
    void shouldHoldANullValueAsAValueWhenInsertedOrRead() {
        Any any = orb.create_any();
        any.insert_Value(null, orb.create_value_box_tc("IDL:Name:1.0", "Name", orb.create_string_tc(0)));

        assertEquals(null, any.extract_Value());
        assertEquals(null, travelled(any, false).extract_Value());
        assertEquals(null, travelled(travelled(any, true), false).extract_Value());
    }

    @Test
    void shouldWriteAValueBoxByItsHelperWhenInsertedOrForwarded() {
        TypeCode count = orb.create_value_box_tc(CountHelper.ID, "Count", tc(TCKind.tk_long));
        Any any = orb.create_any();
        any.insert_Value(12, count); // as a generated box Helper's insert does

        InputStream in = any.create_input_stream();
        assertTrue(in.read_long() >= 0x7fffff00, "a value tag");
        assertEquals(CountHelper.ID, in.read_string());
        assertEquals(12, in.read_long());
        for (boolean little : new boolean[] {false, true}) {
            assertEquals(12, travelled(travelled(any, little), !little).extract_Value());
        }

        Any holder = orb.create_any(); // a struct holding the box, kept as CDR and copied by its TypeCode
        holder.type(orb.create_struct_tc("IDL:Holder:1.0", "Holder",
                new StructMember[] {new StructMember("count", count, null)}));
        ((org.omg.CORBA_2_3.portable.OutputStream) holder.create_output_stream()).write_value(13, new CountHelper());
        InputStream copied = travelled(holder, true).create_input_stream();
        assertEquals(13, ((org.omg.CORBA_2_3.portable.InputStream) copied).read_value(new CountHelper()));
    }

    /** A value type's generated class: a StreamableValue, so a Streamable too, but a value to an any. */
    static final class Counter implements org.omg.CORBA.portable.StreamableValue {
        private static final long serialVersionUID = 1L;
        int count;

        @Override
        public void _write(OutputStream out) {
            out.write_long(count);
        }

        @Override
        public void _read(InputStream in) {
            count = in.read_long();
        }

        @Override
        public TypeCode _type() {
            return new PeregrineOrbSingleton().create_value_tc("IDL:Counter:1.0", "Counter", (short) 0, null,
                    new org.omg.CORBA.ValueMember[] {new org.omg.CORBA.ValueMember("count", "IDL:*primitive*:1.0",
                        "Counter", "1.0", new PeregrineOrbSingleton().get_primitive_tc(TCKind.tk_long), null,
                        (short) 1)});
        }

        @Override
        public String[] _truncatable_ids() {
            return new String[] {"IDL:Counter:1.0"};
        }
    }

    @Test
    void shouldHoldAStreamableValueAsAValueNotAsAStreamable() {
        Counter counter = new Counter();
        counter.count = 5;
        Any any = orb.create_any();
        any.insert_Value(counter, counter._type());

        assertSame(counter, any.extract_Value());
        InputStream in = any.create_input_stream();
        assertTrue(in.read_long() >= 0x7fffff00, "the encoding starts with a value tag, not the state");
        assertThrows(BAD_INV_ORDER.class, any::extract_Streamable);
    }

    private TypeCode point() {
        return orb.create_struct_tc("IDL:Point:1.0", "Point", new StructMember[] {
            new StructMember("name", orb.create_string_tc(0), null),
            new StructMember("x", tc(TCKind.tk_double), null),
            new StructMember("tags", orb.create_sequence_tc(0, tc(TCKind.tk_short)), null)});
    }

    /**
     * What a generated Helper's insert does, in the mapping's portable form: writes into
     * create_output_stream, then has the any read that back with the type.
     */
    private Any pointAny(String name, double x, short... tags) {
        Any any = orb.create_any();
        OutputStream out = any.create_output_stream();
        out.write_string(name);
        out.write_double(x);
        out.write_long(tags.length);
        out.write_short_array(tags, 0, tags.length);
        any.read_value(out.create_input_stream(), point());
        return any;
    }

    /** JacORB's form of a Helper's insert: the type first, then the value written into create_output_stream. */
    @Test
    void shouldTakeWhatIsWrittenIntoCreateOutputStreamAsTheValue() {
        Any any = orb.create_any();
        any.type(point());
        OutputStream out = any.create_output_stream();
        out.write_string("jacorb");
        out.write_double(1);
        out.write_long(0);

        assertTrue(travelled(any, false).equal(pointAny("jacorb", 1)));
    }

    /**
     * An any's value is read again and again through one reader: the stream that a Helper's
     * insert hands to read_value, and those of extract_* and write_value, are closed, each giving
     * the reader back.
     */
    @Test
    void shouldReadItsValueThroughOneReaderWhateverReadItBefore() {
        Any any = orb.create_any();
        OutputStream out = any.create_output_stream();
        out.write_long(5);
        InputStream inserted = out.create_input_stream();
        any.read_value(inserted, tc(TCKind.tk_long));
        assertThrows(MARSHAL.class, inserted::read_long, "read to its end by read_value");
        CdrReader first = readerOf(any);
        assertEquals(5, any.extract_long());
        any.write_value(orb.create_output_stream());

        assertSame(first, readerOf(any));
    }

    private static CdrReader readerOf(Any any) {
        try (CdrInputStream in = (CdrInputStream) any.create_input_stream()) {
            return in.reader();
        }
    }

    /** A stream over other octets than the any's own is copied, not adopted. */
    @Test
    void shouldCopyAValueReadFromAnotherStream() {
        OutputStream elsewhere = orb.create_output_stream();
        elsewhere.write_long(5);
        Any any = orb.create_any();
        any.create_output_stream().write_long(6); // the any's own stream, not the one read
        any.read_value(elsewhere.create_input_stream(), tc(TCKind.tk_long));

        assertEquals(5, any.extract_long());
    }

    @Test
    void shouldKeepAStructWithoutHelperForwardItAndExtractItLaterInEitherByteOrder() {
        for (boolean little : new boolean[] {false, true}) {
            Any received = travelled(pointAny("p", 2.5, (short) 7, (short) -8), little);
            Any forwarded = travelled(received, !little);

            InputStream in = forwarded.create_input_stream(); // what the Helper's extract reads
            assertEquals("p", in.read_string());
            assertEquals(2.5, in.read_double());
            short[] tags = new short[in.read_long()];
            in.read_short_array(tags, 0, tags.length);
            assertArrayEquals(new short[] {7, -8}, tags);
            assertTrue(forwarded.equal(pointAny("p", 2.5, (short) 7, (short) -8)));
        }
    }

    /**
     * A struct of an octet and sequences of eight-byte and four-byte elements: copied as octets
     * when the streams share a byte order, swapped when not; either way each side aligns the
     * elements from its own start, which octets written before the any move.
     */
    @Test
    void shouldCopyPrimitiveSequencesAlignedOnEachSideInEitherByteOrder() {
        TypeCode samples = orb.create_struct_tc("IDL:Samples:1.0", "Samples", new StructMember[] {
            new StructMember("flag", tc(TCKind.tk_octet), null),
            new StructMember("values", orb.create_sequence_tc(0, tc(TCKind.tk_double)), null),
            new StructMember("counts", orb.create_sequence_tc(0, tc(TCKind.tk_long)), null),
            new StructMember("label", orb.create_string_tc(8), null)});
        double[] values = {1.5, -2.25, Math.PI};
        int[] counts = {7, -1, 0x01020304};
        for (boolean little : new boolean[] {false, true}) {
            Any any = orb.create_any();
            OutputStream out = any.create_output_stream();
            out.write_octet((byte) 9);
            out.write_long(values.length);
            out.write_double_array(values, 0, values.length);
            out.write_long(counts.length);
            out.write_long_array(counts, 0, counts.length);
            out.write_string("bounded");
            any.read_value(out.create_input_stream(), samples);

            for (int shift = 0; shift < 8; shift++) {
                assertSamples(travelled(any, little, shift), any, values, counts);
            }
        }
    }

    private static void assertSamples(Any received, Any sent, double[] values, int[] counts) {
        InputStream in = received.create_input_stream();
        assertEquals(9, in.read_octet());
        double[] readValues = new double[in.read_long()];
        in.read_double_array(readValues, 0, readValues.length);
        int[] readCounts = new int[in.read_long()];
        in.read_long_array(readCounts, 0, readCounts.length);
        assertArrayEquals(values, readValues);
        assertArrayEquals(counts, readCounts);
        assertEquals("bounded", in.read_string());
        assertTrue(received.equal(sent));
    }

    @Test
    void shouldCompareTypesAndValuesInEqual() {
        assertTrue(pointAny("p", 1, (short) 1).equal(pointAny("p", 1, (short) 1)));
        assertFalse(pointAny("p", 1, (short) 1).equal(pointAny("p", 1, (short) 2)));
        Any three = orb.create_any();
        three.insert_long(3);
        Any threeUnsigned = orb.create_any();
        threeUnsigned.insert_ulong(3);
        assertFalse(three.equal(threeUnsigned), "same octets, different types");
        Any alsoThree = orb.create_any();
        alsoThree.insert_long(3);
        assertTrue(three.equal(alsoThree));
    }

    private TypeCode recursiveNode() {
        return orb.create_struct_tc("IDL:Node:1.0", "Node", new StructMember[] {
            new StructMember("label", orb.create_string_tc(0), null),
            new StructMember("children", orb.create_sequence_tc(0, orb.create_recursive_tc("IDL:Node:1.0")), null)});
    }

    /** A chain of nodes {@code depth} deep, each with one child but the last: each node's child follows it. */
    private void writeChain(OutputStream out, int depth) {
        for (int level = depth; level >= 1; level--) {
            out.write_string("level " + level);
            out.write_long(level > 1 ? 1 : 0);
        }
    }

    @Test
    void shouldCopyARecursiveStructThreeLevelsDeep() {
        Any any = orb.create_any();
        any.type(recursiveNode());
        writeChain(any.create_output_stream(), 3);

        InputStream in = travelled(travelled(any, true), false).create_input_stream();
        for (int depth = 3; depth >= 1; depth--) {
            assertEquals("level " + depth, in.read_string());
            assertEquals(depth > 1 ? 1 : 0, in.read_long());
        }
    }

    @Test
    void shouldRefuseARecursiveValueDeeperThanTheLimitWithoutExhaustingTheStack() {
        Any any = orb.create_any();
        any.type(recursiveNode());
        writeChain(any.create_output_stream(), 5000);

        MARSHAL e = assertThrows(MARSHAL.class, () -> travelled(any, false));
        assertEquals(AnyMinor.VALUE_TOO_DEEP.spec().value(), e.minor);
    }

    /** A thread whose stack runs out before the nesting limit: a MARSHAL still, the stack unwound. */
    @Test
    void shouldRefuseARecursiveValueThatExhaustsASmallThreadStack() throws InterruptedException {
        Any any = orb.create_any();
        any.type(recursiveNode());
        writeChain(any.create_output_stream(), 5000);
        Throwable[] thrown = new Throwable[1];

        Thread small = new Thread(null, () -> {
            try {
                travelled(any, false);
            } catch (Throwable e) {
                thrown[0] = e;
            }
        }, "small stack", 64 * 1024);
        small.start();
        small.join();

        MARSHAL e = assertInstanceOf(MARSHAL.class, thrown[0]);
        assertEquals(AnyMinor.VALUE_STACK_EXHAUSTED.spec().value(), e.minor);
    }

    @Test
    void shouldCopyTheSelectedUnionMemberAndTheDefault() {
        Any one = orb.create_any();
        one.insert_long(1);
        Any fallback = orb.create_any();
        fallback.insert_octet((byte) 0);
        TypeCode union = orb.create_union_tc("IDL:U:1.0", "U", tc(TCKind.tk_long), new UnionMember[] {
            new UnionMember("number", one, tc(TCKind.tk_double), null),
            new UnionMember("text", fallback, orb.create_string_tc(0), null)});
        Any number = orb.create_any();
        number.type(union);
        OutputStream out = number.create_output_stream();
        out.write_long(1);
        out.write_double(0.5);
        Any text = orb.create_any();
        text.type(union);
        out = text.create_output_stream();
        out.write_long(9);
        out.write_string("default");

        InputStream in = travelled(number, true).create_input_stream();
        assertEquals(1, in.read_long());
        assertEquals(0.5, in.read_double());
        in = travelled(text, true).create_input_stream();
        assertEquals(9, in.read_long());
        assertEquals("default", in.read_string());
    }

    /** A struct with a fixed member, kept as CDR: copied by the fixed's digits, exactly (d + 2) / 2 octets. */
    @Test
    void shouldCopyAFixedMemberByItsType() {
        TypeCode invoice = orb.create_struct_tc("IDL:Invoice:1.0", "Invoice", new StructMember[] {
            new StructMember("amount", orb.create_fixed_tc((short) 9, (short) 2), null),
            new StructMember("after", tc(TCKind.tk_octet), null)});
        Any any = orb.create_any();
        any.type(invoice);
        OutputStream out = any.create_output_stream();
        ((CdrOutputStream) out).write_fixed(new java.math.BigDecimal("12.5"), (short) 9, (short) 2);
        out.write_octet((byte) 7);

        InputStream in = travelled(any, true).create_input_stream();
        assertEquals(new java.math.BigDecimal("12.50"),
                ((org.peregrine.orb.stream.CdrInputStream) in).read_fixed((short) 9, (short) 2));
        assertEquals(7, in.read_octet());
    }

    @Test
    void shouldRefuseAnAnyWhoseTypeCodePromisesMoreThanItsValueHolds() {
        CdrOutputStream out = CdrOutputStream.free(orb, false);
        out.write_TypeCode(point());
        out.write_string("short"); // then nothing: no double, no sequence

        assertThrows(MARSHAL.class, () -> out.create_input_stream().read_any());
    }

    @Test
    void shouldRefuseAForgedSequenceLengthBeforeAllocating() {
        CdrOutputStream out = CdrOutputStream.free(orb, false);
        out.write_TypeCode(orb.create_sequence_tc(0, tc(TCKind.tk_double)));
        out.write_long(0x7fffffff);

        assertThrows(MARSHAL.class, () -> out.create_input_stream().read_any());
    }

    @Test
    void shouldHandAStreamableBackAndWriteIt() {
        org.omg.CORBA.portable.Streamable holder = new org.omg.CORBA.portable.Streamable() {
            @Override
            public void _read(InputStream in) {
                throw new AssertionError("not read");
            }

            @Override
            public void _write(OutputStream out) {
                out.write_long(12);
            }

            @Override
            public TypeCode _type() {
                return tc(TCKind.tk_long);
            }
        };
        Any any = orb.create_any();
        any.insert_Streamable(holder);

        assertSame(holder, any.extract_Streamable());
        assertEquals(12, any.extract_long());
        assertEquals(12, travelled(any, false).extract_long());
    }

    /** A box of string maps to a bare String, which says neither its box nor which string it is. */
    @Test
    void shouldWriteAStringTypedAsABoxInTheBoxItsTypeCodeNames() {
        for (boolean wide : new boolean[] {false, true}) {
            String id = wide ? "IDL:WideBox:1.0" : "IDL:NameBox:1.0";
            Any any = orb.create_any();
            any.insert_Value("boxed", orb.create_value_box_tc(id, "Box",
                    wide ? orb.create_wstring_tc(0) : orb.create_string_tc(0)));
            CdrOutputStream out = CdrOutputStream.free(orb, false);

            any.write_value(out);

            InputStream in = out.create_input_stream();
            assertEquals(0x7fffff02, in.read_long(), "a value tag with one repository id");
            assertEquals(id, in.read_string());
            assertEquals("boxed", wide ? in.read_wstring() : in.read_string());
        }
    }

    /** What a generated Helper's insert does for an interface: the TypeCode names the interface. */
    @Test
    void shouldTypeAnInsertedReferenceByItsMostDerivedInterface() throws Exception {
        org.omg.CORBA.portable.ObjectImpl callback = new org.omg.CORBA.portable.ObjectImpl() {
            @Override
            public String[] _ids() {
                return new String[] {"IDL:org/example/Callback:1.0", "IDL:omg.org/CORBA/Object:1.0"};
            }
        };
        Any any = orb.create_any();

        any.insert_Object(callback);

        assertSame(TCKind.tk_objref, any.type().kind());
        assertEquals("IDL:org/example/Callback:1.0", any.type().id());
        assertEquals("Callback", any.type().name());
        assertSame(callback, any.extract_Object());
        any.insert_Object(null);
        assertEquals("IDL:omg.org/CORBA/Object:1.0", any.type().id(), "a nil reference names no interface");
    }
}
