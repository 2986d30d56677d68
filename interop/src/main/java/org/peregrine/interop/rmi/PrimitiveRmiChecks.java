package org.peregrine.interop.rmi;

import static org.peregrine.interop.conformance.Expect.sameBits;
import static org.peregrine.interop.rmi.Verify.equal;

import java.util.List;

import org.peregrine.interop.conformance.Check;

/**
 * Each Java primitive as its IDL basic type (Java Language to IDL Mapping §1.3.3): its extremes
 * and the values whose bits are easiest to get wrong, then all eight kinds in one request.
 */
final class PrimitiveRmiChecks {

    private static final float[] FLOATS = {0f, -0f, 1.5f, Float.MIN_VALUE, Float.MAX_VALUE,
        Float.NEGATIVE_INFINITY, Float.NaN};
    private static final double[] DOUBLES = {0d, -0d, -2.5e-10, Double.MIN_VALUE, Double.MAX_VALUE,
        Double.POSITIVE_INFINITY, Double.NaN};

    private PrimitiveRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("primitives.boolean", () -> {
                    equal(true, t.echoBoolean(true), "echoBoolean(true)");
                    equal(false, t.echoBoolean(false), "echoBoolean(false)");
                }),
                new Check("primitives.byte", () -> {
                    for (byte b : new byte[] {0, 1, -1, Byte.MIN_VALUE, Byte.MAX_VALUE}) {
                        equal(b, t.echoByte(b), "echoByte(" + b + ")");
                    }
                }),
                new Check("primitives.short", () -> {
                    for (short s : new short[] {0, -2, Short.MIN_VALUE, Short.MAX_VALUE}) {
                        equal(s, t.echoShort(s), "echoShort(" + s + ")");
                    }
                }),
                new Check("primitives.int", () -> {
                    for (int i : new int[] {0, -123_456_789, 0x01020304, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
                        equal(i, t.echoInt(i), "echoInt(" + i + ")");
                    }
                }),
                new Check("primitives.long", () -> {
                    for (long l : new long[] {0, 0x0102030405060708L, Long.MIN_VALUE, Long.MAX_VALUE}) {
                        equal(l, t.echoLong(l), "echoLong(" + l + ")");
                    }
                }),
                new Check("primitives.float", () -> {
                    for (float f : FLOATS) {
                        sameBits(f, t.echoFloat(f), "echoFloat(" + f + ")");
                    }
                }),
                new Check("primitives.double", () -> {
                    for (double d : DOUBLES) {
                        sameBits(d, t.echoDouble(d), "echoDouble(" + d + ")");
                    }
                }),
                new Check("primitives.char", () -> {
                    for (char c : new char[] {'A', '\u0000', '\u00e9', '\uffff'}) {
                        equal(c, t.echoChar(c), "echoChar(" + Verify.show(c) + ")");
                    }
                }),
                new Check("primitives.allInOneRequest", () -> equal(
                        ExchangeImpl.describe(true, (byte) 0xab, '\u0416', (short) -2, -123_456_789,
                                0x0102030405060708L, 1.5f, -2.5e-10),
                        t.describePrimitives(true, (byte) 0xab, '\u0416', (short) -2, -123_456_789,
                                0x0102030405060708L, 1.5f, -2.5e-10),
                        "describePrimitives")));
    }
}
