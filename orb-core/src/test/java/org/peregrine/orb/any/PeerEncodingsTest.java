package org.peregrine.orb.any;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ValueFactory;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.orb.stream.CdrInputStream;
import org.peregrine.orb.stream.CdrOutputStream;
import org.peregrine.testsupport.CapturedVectors;

/**
 * TypeCodes and Anys as JacORB 3.9 and the GlassFish ORB 5.0.0 encode them (their own {@code
 * Codec}s, CDR encapsulation 1.2, captured by {@code vector-capture/capture.sh --typecodes} into
 * src/test/resources/vectors, see its README): Peregrine reads every one and writes it again octet
 * for octet, where the peer's encoding is the canonical one. Where it is not, the test names why,
 * asserts that Peregrine's encoding differs, that what Peregrine read is {@code equal} to what it
 * reads back from its own encoding, and that its own encoding is stable.
 */
class PeerEncodingsTest {

    private static final Set<String> PEERS = Set.of("jacorb", "glassfish");

    private static final String REPEAT = "JacORB writes a TypeCode repeated inside one TypeCode (the second"
            + " Point of Segment) as an indirection to the first, which CORBA 3.0 §15.3.5.1 allows;"
            + " Peregrine writes repeats in full, as the GlassFish ORB does";

    private static final String OCTET_DEFAULT_LABEL = "the peer writes the label of the default member of a"
            + " union on a long long as the octet 0; CORBA 3.0 §15.3.5.1 has it a value of the discriminator"
            + " type (eight octets), as Peregrine and omniORB write it";

    /**
     * Encodings Peregrine reads but does not write so, peer → file → why. Each is a valid
     * encoding of the same TypeCode or value, or one Peregrine reads although it is not.
     */
    private static final Map<String, Map<String, String>> NOT_CANONICAL = Map.of(
            "jacorb", Map.of(
                    "tc-struct-repeated.hex", REPEAT,
                    "any-struct-repeated.hex", REPEAT,
                    "tc-union-longlong.hex", OCTET_DEFAULT_LABEL),
            "glassfish", Map.of(
                    "tc-union-longlong.hex", OCTET_DEFAULT_LABEL,
                    "any-value.hex", "the GlassFish ORB writes a value in an any chunked although its type is"
                            + " neither truncatable nor custom; Peregrine chunks only those (CORBA 3.0 §15.3.4.6)",
                    "any-value-box.hex", "the GlassFish ORB writes the String of an any typed NameBox (a box of"
                            + " string) as a CORBA::WStringValue: another box, of a wstring; Peregrine writes"
                            + " the box the TypeCode names"));

    private static final CapturedVectors VECTORS = new CapturedVectors("/vectors");

    private static ORB orb;

    @BeforeAll
    static void start() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], props);
        DerivedValue.register(orb);
        ValueFactory nameBox = in -> in.read_string(); // what a generated NameBox helper reads
        ((org.omg.CORBA_2_3.ORB) orb).register_value_factory("IDL:peregrine/NameBox:1.0", nameBox);
    }

    @AfterAll
    static void stop() {
        orb.destroy();
    }

    static Stream<Arguments> vectors() {
        return PEERS.stream().sorted().flatMap(peer -> VECTORS.index(peer).stringPropertyNames().stream()
                .filter(key -> key.endsWith(".hex.kind"))
                .map(key -> key.substring(0, key.length() - ".kind".length()))
                .sorted()
                .map(file -> Arguments.of(peer, file)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("vectors")
    void shouldWriteAgainOctetForOctetWhatAPeerWroteWhenItsEncodingIsCanonical(String peer, String file) {
        byte[] peers = VECTORS.bytes(peer, file);
        boolean any = file.startsWith("any-");

        Object read = read(peers, any);
        byte[] ours = write(read, any);

        String why = NOT_CANONICAL.getOrDefault(peer, Map.of()).get(file);
        if (why == null) {
            assertEquals(hex(peers), hex(ours), peer + " " + file);
            return;
        }
        assertFalse(hex(peers).equals(hex(ours)), peer + " " + file + " is listed as not canonical (" + why
                + "), but Peregrine writes it so");
        Object reread = read(ours, any);
        assertTrue(equal(read, reread), peer + " " + file + ": " + read + " read back from Peregrine's encoding as "
                + reread);
        assertEquals(hex(ours), hex(write(reread, any)), "Peregrine's own encoding is stable");
    }

    /** Every file the peers made is in their index, and the test knows every file it lists. */
    @Test
    void shouldListOnlyVectorsThatExist() {
        NOT_CANONICAL.forEach((peer, files) -> files.keySet().forEach(file ->
                assertTrue(VECTORS.index(peer).containsKey(file + ".kind"), peer + "/" + file + " is not a vector")));
    }

    private static boolean equal(Object first, Object second) {
        return first instanceof Any any ? any.equal((Any) second) : ((TypeCode) first).equal((TypeCode) second);
    }

    /** An encapsulation's TypeCode (a {@code tc-} file) or any (an {@code any-} file). */
    private static Object read(byte[] encapsulation, boolean any) {
        OutputStream copy = orb.create_output_stream();
        copy.write_octet_array(encapsulation, 0, encapsulation.length);
        CdrInputStream in = (CdrInputStream) copy.create_input_stream();
        assertEquals(0, in.read_octet(), "a big-endian encapsulation");
        Object read = any ? in.read_any() : in.read_TypeCode();
        assertEquals(0, in.available(), "read to the end");
        return read;
    }

    private static byte[] write(Object value, boolean any) {
        CdrOutputStream out = (CdrOutputStream) orb.create_output_stream();
        out.write_octet((byte) 0); // big-endian, as the peers' encapsulations
        if (any) {
            out.write_any((Any) value);
        } else {
            out.write_TypeCode((TypeCode) value);
        }
        CdrWriter writer = out.writer();
        byte[] octets = new byte[writer.position()];
        writer.buffer().getBytes(0, octets);
        return octets;
    }

    private static String hex(byte[] octets) {
        return HexFormat.ofDelimiter(" ").formatHex(octets);
    }
}
