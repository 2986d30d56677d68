package org.peregrine.idl.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.peregrine.idl.model.SizedValue;
import org.peregrine.idl.model.WireType;

/**
 * The arithmetic of {@link SizeEstimates} on shapes: fixed layouts with their worst padding,
 * nested structs and arrays laid out member by member, sequences multiplied, opaque constants,
 * and the code it writes for values whose size depends on what is in hand.
 */
class SizeEstimatesTest {

    private static final WireType OCTET = new WireType.Primitive(1, 1);
    private static final WireType SHORT = new WireType.Primitive(2, 2);
    private static final WireType LONG = new WireType.Primitive(4, 4);
    private static final WireType DOUBLE = new WireType.Primitive(8, 8);
    private static final WireType POINT = new WireType.Struct("p.Point",
            List.of(new WireType.Member("x", LONG), new WireType.Member("y", DOUBLE)));

    private static SizeEstimates.Estimate estimate(WireType... types) {
        return new SizeEstimates().of(values(types));
    }

    private static List<SizedValue> values(WireType... types) {
        return java.util.Arrays.stream(types).map(type -> new SizedValue("v", type)).toList();
    }

    @Test
    void shouldCountEachPrimitiveWithItsWorstPadding() {
        assertEquals(1, estimate(OCTET).constant());
        assertEquals(3, estimate(SHORT).constant());
        assertEquals(7, estimate(LONG).constant());
        assertEquals(15, estimate(DOUBLE).constant());
        assertEquals(1 + 3 + 7 + 15, estimate(OCTET, SHORT, LONG, DOUBLE).constant());
        assertTrue(estimate(OCTET, SHORT, LONG, DOUBLE).isConstant());
    }

    @Test
    void shouldLayOutFixedStructsAndArraysMemberByMember() {
        // x at 0, y at 8: 16 octets aligned on 8, so up to 7 of padding before
        assertEquals(7 + 16, estimate(POINT).constant());
        // tag at 0, Point at 8 (its own alignment), count at 24: 26 octets
        WireType outer = new WireType.Struct("p.Outer", List.of(new WireType.Member("tag", OCTET),
                new WireType.Member("where", POINT), new WireType.Member("count", SHORT)));
        assertEquals(7 + 26, estimate(outer).constant());
        // ten Points 16 apart; a 3 x 4 array of shorts, rows 8 apart
        assertEquals(7 + 9 * 16 + 16, estimate(new WireType.Array("p.Point[]", 10, POINT)).constant());
        WireType grid = new WireType.Array("short[][]", 3, new WireType.Array("short[]", 4, SHORT));
        assertEquals(1 + 2 * 8 + 8, estimate(grid).constant());
    }

    @Test
    void shouldAddConstantsOfOpaqueValues() {
        WireType holder = new WireType.Struct("p.Holder", List.of(new WireType.Member("a", WireType.Opaque.ANY),
                new WireType.Member("l", LONG)));
        assertEquals(64 + 7, estimate(holder).constant());
        assertEquals(3 * 256, estimate(new WireType.Array("p.Peer[]", 3, WireType.Opaque.OBJECT_REFERENCE))
                .constant());
    }

    @Test
    void shouldMultiplySequencesOfFixedOrConstantElements() {
        SizeEstimates estimates = new SizeEstimates();
        SizeEstimates.Estimate points = estimates.of(List.of(new SizedValue("data",
                new WireType.Sequence("p.Point[]", POINT))));
        SizeEstimates.Estimate peers = estimates.of(List.of(new SizedValue("refs",
                new WireType.Sequence("p.Peer[]", WireType.Opaque.OBJECT_REFERENCE))));

        assertEquals("(int) Math.min(_sizeOf0(data), 0x7fffffffL)", points.intExpression());
        assertEquals("(int) Math.min(_sizeOf1(refs), 0x7fffffffL)", peers.intExpression());
        String helpers = estimates.helpers();
        assertTrue(helpers.contains("private static long _sizeOf0(final p.Point[] v)"), helpers);
        assertTrue(helpers.contains("return 14L + (long) v.length * 16;"), helpers);
        assertTrue(helpers.contains("return 7L + (long) v.length * 256;"), helpers);
        assertFalse(helpers.contains("for ("), "no element is walked: " + helpers);
    }

    @Test
    void shouldWalkOnlyTheFirstOfVaryingElements() {
        WireType named = new WireType.Struct("p.Named", List.of(new WireType.Member("id", LONG),
                new WireType.Member("name", new WireType.Text(false))));
        SizeEstimates estimates = new SizeEstimates();

        SizeEstimates.Estimate estimate = estimates.of(List.of(new SizedValue("all",
                new WireType.Sequence("p.Named[]", named)), new SizedValue("first", LONG)));

        assertEquals(7, estimate.constant());
        assertEquals(List.of("_sizeOf0(all)"), estimate.code());
        String helpers = estimates.helpers();
        assertTrue(helpers.contains("int k = Math.min(n, " + SizeEstimates.SAMPLE + ");"), helpers);
        assertTrue(helpers.contains("return 7L + _sizeOf2(v.name);"), "the struct's fixed id and its string: "
                + helpers);
        assertTrue(helpers.contains("return 7L + (k == n ? sum : (sum + k - 1) / k * n);"), helpers);
    }

    @Test
    void shouldWriteEachHelperOnce() {
        SizeEstimates estimates = new SizeEstimates();
        WireType text = new WireType.Text(false);

        estimates.of(List.of(new SizedValue("a", text), new SizedValue("b", text)));
        estimates.of(List.of(new SizedValue("c", text)));

        assertEquals(1, estimates.helpers().split("private static long ", -1).length - 1);
    }

    @Test
    void shouldPassOnlyValueDependentOrLargeEstimates() {
        assertFalse(estimate(LONG).worthAHint());
        assertTrue(estimate(new WireType.Array("int[]", 1000, LONG)).worthAHint());
        assertTrue(estimate(new WireType.Text(false)).worthAHint());
        assertEquals("4003", estimate(new WireType.Array("int[]", 1000, LONG)).intExpression());
        assertEquals(Integer.toString(Integer.MAX_VALUE),
                new SizeEstimates.Estimate(1L << 40, List.of()).intExpression(), "capped");
    }
}
