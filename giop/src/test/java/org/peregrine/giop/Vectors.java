package org.peregrine.giop;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;

/**
 * Loads the byte vectors captured from peer ORBs ({@code src/test/resources/vectors/}, see its
 * README): {@code .hex} files with {@code #} comments, {@code index.properties} with the decoded
 * fields, and {@code ior.txt}. Immutable; safe to share between threads.
 */
public final class Vectors {

    /** The peers whose vectors were captured, as folder names. */
    public static final List<String> PEERS = List.of("jacorb", "glassfish");

    private static final HexFormat HEX = HexFormat.of();

    private Vectors() {
    }

    /** The octets of {@code <peer>/<file>}, comments and whitespace dropped. */
    public static byte[] bytes(String peer, String file) {
        String text = resource(peer, file);
        StringBuilder hex = new StringBuilder(text.length());
        for (String line : text.split("\n")) {
            if (!line.startsWith("#")) {
                hex.append(line.replaceAll("\\s+", ""));
            }
        }
        return HEX.parseHex(hex);
    }

    /** Whether {@code <peer>/<file>} exists. */
    public static boolean exists(String peer, String file) {
        return Vectors.class.getResource(path(peer, file)) != null;
    }

    /** The peer's {@code index.properties}. */
    public static Properties index(String peer) {
        Properties index = new Properties();
        try (InputStream in = open(peer, "index.properties")) {
            index.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return index;
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
        for (String line : resource(peer, "ior.txt").split("\n")) {
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

    private static String resource(String peer, String file) {
        try (InputStream in = open(peer, file)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream open(String peer, String file) {
        InputStream in = Vectors.class.getResourceAsStream(path(peer, file));
        if (in == null) {
            throw new IllegalArgumentException("no vector " + path(peer, file));
        }
        return in;
    }

    private static String path(String peer, String file) {
        return "/vectors/" + peer + "/" + file;
    }
}
