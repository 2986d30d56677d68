package org.peregrine.interop.rmi;

import static org.peregrine.interop.rmi.Verify.equal;

import java.util.List;

import org.peregrine.interop.conformance.Check;

/**
 * Arrays, each a boxed sequence value in {@code ::org::omg::boxedRMI} (Java Language to IDL
 * Mapping §1.3.6): small ones with their extremes, and large ones that no ORB sends in one GIOP
 * fragment at its defaults.
 */
final class ArrayRmiChecks {

    private static final int LONG_COUNT = 16_384;
    private static final int BYTE_COUNT = 1 << 20;

    private ArrayRmiChecks() {
    }

    static List<Check> all(Exchange t) {
        return List.of(
                new Check("arrays.int", () -> {
                    int[] ints = {1, -2, 0x01020304, Integer.MAX_VALUE, Integer.MIN_VALUE};
                    equal(ints, t.echoInts(ints), "echoInts");
                    equal(new int[0], t.echoInts(new int[0]), "echoInts(empty)");
                }),
                new Check("arrays.long16384", () -> {
                    long[] longs = longs();
                    equal(longs, t.echoLongs(longs), "echoLongs of " + LONG_COUNT);
                }),
                new Check("arrays.byte1MiB", () -> {
                    byte[] bytes = bytes();
                    equal(bytes, t.echoBytes(bytes), "echoBytes of " + BYTE_COUNT);
                }),
                new Check("arrays.string", () -> {
                    String[] strings = {"one", null, TextRmiChecks.TEXT, ""};
                    equal(strings, t.echoStrings(strings), "echoStrings");
                }));
    }

    /** Both signs, and octets that differ within each value, so that a swapped or misplaced octet shows. */
    private static long[] longs() {
        long[] longs = new long[LONG_COUNT];
        for (int i = 0; i < longs.length; i++) {
            longs[i] = (i - LONG_COUNT / 2) * 0x0102030405060708L;
        }
        return longs;
    }

    /** Not a period of 256, so that a fragment starting at the wrong offset shows. */
    private static byte[] bytes() {
        byte[] bytes = new byte[BYTE_COUNT];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i % 251);
        }
        return bytes;
    }
}
