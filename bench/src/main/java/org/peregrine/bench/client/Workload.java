package org.peregrine.bench.client;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.peregrine.bench.idl.Sample;

/**
 * The operations the systems run and their arguments, the same bytes of data for all: the
 * round-trip rows of Juric §3 (primitives, a 64-character string, a struct, the struct in an
 * {@code any}, object references), the sequence rows (octet, long, double, struct at 1..16384
 * elements, and 1 MiB of octets), the Java collections of the RMI models (an {@code ArrayList} of
 * 1,000 small objects, a {@code HashMap} of 1,000 entries) and the memory experiment's echo of
 * 64 MiB of octets. An operation is named by a key, {@code ping}, {@code send:octet:4096}, {@code
 * send:list:1000} or {@code echo:octet:67108864}; targets map keys to calls and say which they
 * have. Stateless.
 */
public final class Workload {

    /** The operation that needs an {@code any}, which JDK RMI has no counterpart of. */
    public static final String ANY_OP = "echoAny";

    public static final List<String> ROUND_TRIP_OPS = List.of(
            "ping", "echoLong", "echoDouble", "echoString", "echoStruct", ANY_OP, "returnRef", "passRef");

    public static final List<String> ELEMENT_KINDS = List.of("octet", "long", "double", "struct");

    public static final int[] SEQUENCE_SIZES = {1, 16, 256, 4096, 16384};

    /**
     * The Java collections, of {@link #COLLECTION_SIZE} small objects each: {@code list} an
     * {@code ArrayList}, {@code map} a {@code HashMap} from {@code Integer} keys. IDL has none.
     */
    public static final List<String> COLLECTION_KINDS = List.of("list", "map");

    public static final int COLLECTION_SIZE = 1000;

    public static final int MIB = 1 << 20;

    private static final String ECHO_PREFIX = "echo:octet:";

    /** The payload the memory experiment echoes: 64 MiB of octets. */
    public static final int ECHO_BYTES = 64 * MIB;

    /** The operation of the concurrent-clients experiment. */
    public static final String CONCURRENT_OP = "echoLong";

    public static final int LONG_VALUE = 0x12345678;
    public static final double DOUBLE_VALUE = 3.25;
    /** 64 ASCII characters. */
    public static final String STRING_VALUE =
            "Peregrine-benchmark-string-of-64-characters-ABCDEFGHIJKLMNOPQRST";

    /**
     * Payload bytes of one element: its fields (struct Sample and RmiSample: two 32-bit integers
     * and two doubles), without what a system adds on the wire (headers, value tags, type names);
     * a map entry adds its 32-bit key.
     */
    public static int elementBytes(String kind) {
        return switch (kind) {
            case "octet" -> 1;
            case "long" -> 4;
            case "double" -> 8;
            case "struct", "list" -> 24;
            case "map" -> 28;
            default -> throw new IllegalArgumentException(kind);
        };
    }

    private Workload() {
    }

    /** Every bulk key in order: each kind at each size, then 1 MiB of octets, then the collections. */
    public static List<String> sequenceOps() {
        List<String> keys = new ArrayList<>();
        for (String kind : ELEMENT_KINDS) {
            for (int size : SEQUENCE_SIZES) {
                keys.add(sequenceKey(kind, size));
            }
        }
        keys.add(sequenceKey("octet", MIB));
        for (String kind : COLLECTION_KINDS) {
            keys.add(sequenceKey(kind, COLLECTION_SIZE));
        }
        return keys;
    }

    /** Whether {@code key} sends a Java collection, which only the RMI models have. */
    public static boolean isCollection(String key) {
        return key.startsWith("send:") && COLLECTION_KINDS.contains(kindOf(key));
    }

    /** All keys, round-trip operations first. */
    public static List<String> allOps() {
        List<String> keys = new ArrayList<>(ROUND_TRIP_OPS);
        keys.addAll(sequenceOps());
        return keys;
    }

    public static String sequenceKey(String kind, int size) {
        return "send:" + kind + ":" + size;
    }

    /** The key of an {@code echoOctets} call with {@code size} octets. */
    public static String echoKey(int size) {
        return ECHO_PREFIX + size;
    }

    /** Whether {@code key} names an {@code echoOctets} call; {@link #sizeOf} gives its size. */
    public static boolean isEcho(String key) {
        return key.startsWith(ECHO_PREFIX);
    }

    /** Fails unless an {@code echoOctets} call returned the octets it was given. */
    public static void checkEcho(byte[] sent, byte[] returned) {
        if (!Arrays.equals(sent, returned)) {
            throw new IllegalStateException("echoOctets returned other octets than the " + sent.length + " sent");
        }
    }

    /** {@code send:double:16} → {@code double}. */
    public static String kindOf(String key) {
        return key.split(":")[1];
    }

    /** {@code send:double:16} → 16. */
    public static int sizeOf(String key) {
        return Integer.parseInt(key.split(":")[2]);
    }

    /** Payload bytes of a sequence key (elements × element size). */
    public static long payloadBytes(String key) {
        return (long) sizeOf(key) * elementBytes(kindOf(key));
    }

    /** The {@code i}-th struct of a sequence; {@code echoStruct} and {@code echoAny} send the 7th. */
    public static Sample sample(int i) {
        return new Sample(i, i * 3, i * 0.25, i * 0.75);
    }

    public static byte[] octets(int n) {
        byte[] data = new byte[n];
        for (int i = 0; i < n; i++) {
            data[i] = (byte) i;
        }
        return data;
    }

    public static int[] longs(int n) {
        int[] data = new int[n];
        for (int i = 0; i < n; i++) {
            data[i] = i * 31;
        }
        return data;
    }

    public static double[] doubles(int n) {
        double[] data = new double[n];
        for (int i = 0; i < n; i++) {
            data[i] = i * 0.5;
        }
        return data;
    }
}
