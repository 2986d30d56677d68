package org.peregrine.vectorcapture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Checks that the committed vectors parse and agree with their index: every hex file has an
 * index entry with its length, GIOP messages frame exactly, and re-decoding gives the indexed
 * header fields. Reads giop/src/test/resources/vectors (CDR, GIOP, IOR) and
 * orb-core/src/test/resources/vectors (TypeCodes and Anys).
 */
class CapturedVectorsTest {
    private static final Path VECTORS = vectors("giop");

    private static Path vectors(String module) {
        return Path.of("..", module, "src", "test", "resources", "vectors");
    }

    static byte[] parseHex(Path file) throws IOException {
        StringBuilder hex = new StringBuilder();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.startsWith("#")) {
                hex.append(line.replaceAll("\\s+", ""));
            }
        }
        byte[] b = new byte[hex.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return b;
    }

    private static Properties index(Path dir) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(dir.resolve("index.properties"), StandardCharsets.ISO_8859_1)) {
            p.load(r);
        }
        return p;
    }

    @ParameterizedTest
    @CsvSource({"giop, jacorb", "giop, glassfish", "orb-core, jacorb", "orb-core, glassfish"})
    void shouldMatchIndexForEveryVector(String module, String peer) throws IOException {
        Path dir = vectors(module).resolve(peer);
        Properties index = index(dir);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(f -> f.toString().endsWith(".hex")).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path f : files) {
            String name = f.getFileName().toString();
            byte[] bytes = parseHex(f);
            assertEquals(index.getProperty(name + ".length"), Integer.toString(bytes.length), name);
            String kind = index.getProperty(name + ".kind");
            assertNotNull(kind, name);
            if (kind.equals("giop-message")) {
                assertEquals("GIOP", new String(bytes, 0, 4, StandardCharsets.ISO_8859_1), name);
                byte[] framed = GiopMessages.read(new java.io.ByteArrayInputStream(bytes));
                assertEquals(bytes.length, framed.length, name);
                GiopMessages.describe(bytes).forEach((k, v) ->
                        assertEquals(index.getProperty(name + "." + k), v, name + "." + k));
                assertTrue(index.getProperty(name + ".decodeNote") == null, name + " decoded fully");
            } else if (kind.startsWith("cdr")) {
                assertEquals(0, bytes[0], name + " is a big-endian encapsulation");
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"jacorb", "glassfish"})
    void shouldDecodeIorTextToIndexedHostPortAndKey(String peer) throws IOException {
        Path dir = VECTORS.resolve(peer);
        Properties index = index(dir);
        String ior = Files.readAllLines(dir.resolve("ior.txt")).stream()
                .filter(l -> l.startsWith("IOR:")).findFirst().orElseThrow();
        IorInfo info = new IorInfo(ior);
        assertEquals("IDL:peregrine/Test:1.0", info.typeId);
        assertEquals("127.0.0.1", info.host);
        assertEquals(index.getProperty("ior.hex.profile.0.port"), Integer.toString(info.port));
        assertEquals(index.getProperty("ior.hex.profile.0.objectKey"), CdrCursor.hex(info.objectKey));
        assertEquals(CdrCursor.hex(info.bytes), CdrCursor.hex(parseHex(dir.resolve("ior.hex"))));
    }
}
