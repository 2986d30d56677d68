package org.peregrine.interop.conformance;

import static org.peregrine.interop.conformance.Expect.equal;
import static org.peregrine.interop.conformance.Expect.sameBits;

import java.util.List;

import org.omg.CORBA.IntHolder;
import org.peregrine.interop.Conformance;
import org.peregrine.interop.GREETING;
import org.peregrine.interop.MAGIC_LONG;
import org.peregrine.interop.PI_ISH;
import org.peregrine.interop.SMALL_BOUND;

/**
 * Every IDL primitive, string and wstring round-tripped with its edge values (CORBA 3.0
 * §15.3.1 CDR primitive types; unsigned types travel in Java's signed types, IDL-to-Java §1.4).
 */
final class PrimitiveChecks {

    private PrimitiveChecks() {
    }

    static List<Check> all(CheckContext context) {
        Conformance t = context.target();
        return List.of(
                new Check("primitive.boolean", () -> {
                    equal(true, t.echoBoolean(true), "true");
                    equal(false, t.echoBoolean(false), "false");
                }),
                new Check("primitive.char", () -> {
                    for (char c : new char[] {'A', '~', ' ', '0'}) {
                        equal(c, t.echoChar(c), "char");
                    }
                }),
                new Check("primitive.wchar", () -> {
                    for (char c : new char[] {'A', '\u00e9', '\u03a9', '\u20ac', '\u65e5', '\uffee'}) {
                        equal(c, t.echoWchar(c), "wchar");
                    }
                }),
                new Check("primitive.octet", () -> {
                    for (byte b : new byte[] {0, 1, 127, -128, -1}) {
                        equal(b, t.echoOctet(b), "octet");
                    }
                }),
                new Check("primitive.short", () -> {
                    for (short s : new short[] {0, 1, -1, Short.MIN_VALUE, Short.MAX_VALUE, 0x1234}) {
                        equal(s, t.echoShort(s), "short");
                    }
                }),
                new Check("primitive.unsignedShort", () -> {
                    for (short s : new short[] {0, (short) 0xFFFF, (short) 0x8000, 0x7FFF}) {
                        equal(s, t.echoUShort(s), "unsigned short");
                    }
                }),
                new Check("primitive.long", () -> {
                    for (int i : new int[] {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE,
                            MAGIC_LONG.value, 0x01020304}) {
                        equal(i, t.echoLong(i), "long");
                    }
                }),
                new Check("primitive.unsignedLong", () -> {
                    for (int i : new int[] {0, -1, Integer.MIN_VALUE, 0xCAFEBABE}) {
                        equal(i, t.echoULong(i), "unsigned long");
                    }
                }),
                new Check("primitive.longLong", () -> {
                    for (long l : new long[] {0, -1, Long.MIN_VALUE, Long.MAX_VALUE,
                            0x0102030405060708L}) {
                        equal(l, t.echoLongLong(l), "long long");
                    }
                }),
                new Check("primitive.unsignedLongLong", () -> {
                    for (long l : new long[] {0, -1L, Long.MIN_VALUE, 0xFEDCBA9876543210L}) {
                        equal(l, t.echoULongLong(l), "unsigned long long");
                    }
                }),
                new Check("primitive.float", () -> {
                    for (float f : new float[] {0f, -0f, 1.5f, -3.25e-7f, Float.MIN_VALUE,
                            Float.MAX_VALUE, Float.NEGATIVE_INFINITY, Float.NaN}) {
                        sameBits(f, t.echoFloat(f), "float");
                    }
                }),
                new Check("primitive.double", () -> {
                    for (double d : new double[] {0d, -0d, Math.PI, -1e300, Double.MIN_VALUE,
                            Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN, PI_ISH.value}) {
                        sameBits(d, t.echoDouble(d), "double");
                    }
                }),
                new Check("string.ascii", () -> {
                    for (String s : new String[] {"", "x", "Hello, world", GREETING.value}) {
                        equal(s, t.echoString(s), "string");
                    }
                }),
                new Check("string.large", () -> {
                    String s = pattern(200_000);
                    equal(s, t.echoString(s), "200000-char string");
                }),
                new Check("wstring", () -> {
                    for (String s : new String[] {"", "w", "\u03a9mega \u20ac 5",
                            "\u65e5\u672c\u8a9e\u30c6\u30ad\u30b9\u30c8", "mixed \u00e9\u03a9\u65e5 end"}) {
                        equal(s, t.echoWstring(s), "wstring");
                    }
                }),
                new Check("wstring.large", () -> {
                    String s = widePattern(50_000);
                    equal(s, t.echoWstring(s), "50000-char wstring");
                }),
                new Check("typedef.long", () -> equal(-40, t.echoCelsius(-40), "Celsius typedef")),
                new Check("constants", () -> {
                    equal(0x7EADBEEF, MAGIC_LONG.value, "MAGIC_LONG");
                    equal("Hello, Peregrine", GREETING.value, "GREETING");
                    equal(3.25, PI_ISH.value, "PI_ISH");
                    equal((short) 4, SMALL_BOUND.value, "SMALL_BOUND");
                    equal(MAGIC_LONG.value, t.echoLong(MAGIC_LONG.value), "MAGIC_LONG echoed");
                }),
                new Check("parameters.inoutAndOut", () -> {
                    IntHolder a = new IntHolder(6);
                    IntHolder sum = new IntHolder(-1);
                    equal(42, t.combine(a, 7, sum), "return value");
                    equal(13, a.value, "inout value");
                    equal(13, sum.value, "out value");
                }));
    }

    private static String pattern(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) ('a' + i % 26));
        }
        return s.toString();
    }

    private static String widePattern(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) (0x3041 + i % 80));
        }
        return s.toString();
    }
}
