package org.peregrine.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Properties;

/**
 * The byte vectors vector-capture took from peer ORBs, on the test class path under one root
 * folder: {@code <root>/<peer>/<name>.hex} (lines starting with {@code #} are comments, the rest
 * hex digits and whitespace) with the peer's {@code index.properties}. Immutable.
 */
public final class CapturedVectors {

    private final String root;

    /** @param root the folder on the class path that holds one folder per peer, e.g. {@code /vectors} */
    public CapturedVectors(String root) {
        this.root = root;
    }

    /** The octets of {@code <peer>/<file>}, comments and whitespace dropped. */
    public byte[] bytes(String peer, String file) {
        String text = text(peer, file);
        StringBuilder hex = new StringBuilder(text.length());
        for (String line : text.split("\n")) {
            if (!line.startsWith("#")) {
                hex.append(line.replaceAll("\\s+", ""));
            }
        }
        return HexFormat.of().parseHex(hex);
    }

    /** Whether {@code <peer>/<file>} exists. */
    public boolean exists(String peer, String file) {
        return CapturedVectors.class.getResource(path(peer, file)) != null;
    }

    /** The peer's {@code index.properties}. */
    public Properties index(String peer) {
        Properties index = new Properties();
        try (InputStream in = open(peer, "index.properties")) {
            index.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return index;
    }

    /** The text of {@code <peer>/<file>}, each octet a character (the files are ASCII but for comments). */
    public String text(String peer, String file) {
        try (InputStream in = open(peer, file)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private InputStream open(String peer, String file) {
        InputStream in = CapturedVectors.class.getResourceAsStream(path(peer, file));
        if (in == null) {
            throw new IllegalArgumentException("no vector " + path(peer, file));
        }
        return in;
    }

    private String path(String peer, String file) {
        return root + "/" + peer + "/" + file;
    }
}
