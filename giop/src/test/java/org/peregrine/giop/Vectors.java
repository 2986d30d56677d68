package org.peregrine.giop;

import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import org.peregrine.testsupport.CapturedVectors;

/**
 * Loads the byte vectors captured from peer ORBs ({@code src/test/resources/vectors/}, see its
 * README): {@code .hex} files with {@code #} comments, {@code index.properties} with the decoded
 * fields, and {@code ior.txt}. Immutable; safe to share between threads.
 */
public final class Vectors {

    /** The peers whose vectors were captured, as folder names. */
    public static final List<String> PEERS = List.of("jacorb", "glassfish");

    private static final HexFormat HEX = HexFormat.of();
    private static final CapturedVectors FILES = new CapturedVectors("/vectors");

    private Vectors() {
    }

    /** The octets of {@code <peer>/<file>}, comments and whitespace dropped. */
    public static byte[] bytes(String peer, String file) {
        return FILES.bytes(peer, file);
    }

    /** Whether {@code <peer>/<file>} exists. */
    public static boolean exists(String peer, String file) {
        return FILES.exists(peer, file);
    }

    /** The peer's {@code index.properties}. */
    public static Properties index(String peer) {
        return FILES.index(peer);
    }

    /** The index field {@code <file>.<field>}; fails if absent. */
    public static String field(Properties index, String file, String field) {
        String value = index.getProperty(file + "." + field);
        if (value == null) {
            throw new IllegalArgumentException("no index entry " + file + "." + field);
        }
        return value;
    }

    /** The leading number of an index field such as {@code "0x03 (SYNC_WITH_TARGET)"} or {@code "5"}. */
    public static long number(Properties index, String file, String field) {
        String text = field(index, file, field).split("[ (]")[0];
        return text.startsWith("0x") ? Long.parseUnsignedLong(text.substring(2), 16) : Long.parseLong(text);
    }

    /** The stringified IOR in the peer's {@code ior.txt}. */
    public static String iorString(String peer) {
        for (String line : FILES.text(peer, "ior.txt").split("\n")) {
            if (line.startsWith("IOR:")) {
                return line.strip();
            }
        }
        throw new IllegalStateException("no IOR: line in " + peer + "/ior.txt");
    }

    /**
     * Fails unless the octets are equal, naming the first differing offset and the octets around
     * it (whole hex dumps of 20 KB messages are unreadable).
     */
    public static void assertSameOctets(byte[] expected, byte[] actual) {
        int at = java.util.Arrays.mismatch(expected, actual);
        if (at < 0) {
            return;
        }
        int from = Math.max(0, at - 8);
        throw new org.opentest4j.AssertionFailedError("octets differ at offset " + at + " (lengths " + expected.length
                + " and " + actual.length + "): expected ..." + hex(java.util.Arrays.copyOfRange(expected, from,
                        Math.min(expected.length, at + 16))) + " but was ..." + hex(java.util.Arrays.copyOfRange(actual,
                        from, Math.min(actual.length, at + 16))));
    }

    public static String hex(byte[] bytes) {
        return HEX.formatHex(bytes);
    }

    public static byte[] unhex(String hex) {
        return HEX.parseHex(hex);
    }
}
