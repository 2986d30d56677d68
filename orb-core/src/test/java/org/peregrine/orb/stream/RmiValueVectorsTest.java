package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.ORB;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.testsupport.CapturedVectors;
import org.peregrine.testsupport.rmi.RmiSamples;

/**
 * RMI-IIOP values as the GlassFish ORB writes them (vector-capture's {@code --rmi-values}: each
 * of test-support's {@link RmiSamples} in custom stream formats 1 and 2): Peregrine's value
 * handler reads them into values equal to the samples, and writes the samples octet for octet
 * as GlassFish did.
 */
class RmiValueVectorsTest {

    private static final CapturedVectors VECTORS = new CapturedVectors("/vectors");
    private static final String DIR = "glassfish/rmi-values";

    /** The samples Peregrine writes otherwise than GlassFish, and why; both encodings are valid. */
    private static final Map<String, String> NOT_CANONICAL = Map.of(
            "object-field", "the TypeCode of the Integer in the any names java.lang.Number as its concrete base;"
                    + " GlassFish's create_value_tc drops every concrete base (TypeCodeImpl.createValueTypeCode"
                    + " tests its own field instead of the argument), so its TypeCodes have none");

    static Stream<Arguments> vectors() {
        return RmiSamples.ALL.keySet().stream()
                .flatMap(name -> Stream.of(1, 2).map(format -> Arguments.of(name, format)))
                .filter(a -> VECTORS.exists(DIR, file(a)));
    }

    private static String file(Arguments arguments) {
        return arguments.get()[0] + "-f" + arguments.get()[1] + ".hex";
    }

    private static ORB orb;

    @BeforeAll
    static void start() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], props); // anys need its TypeCodes
    }

    @AfterAll
    static void stop() {
        orb.destroy();
    }

    @ParameterizedTest(name = "{0} in format {1}")
    @MethodSource("vectors")
    void shouldReadWhatGlassFishWrites(String sample, int format) {
        Serializable read = read(VECTORS.bytes(DIR, sample + "-f" + format + ".hex"));
        Serializable expected = RmiSamples.ALL.get(sample).get();
        assertTrue(Objects.deepEquals(expected, read)
                || Arrays.deepEquals(new Object[] {expected}, new Object[] {read}),
                () -> "read " + describe(read) + ", expected " + describe(expected));
    }

    /**
     * Writes the sample as GlassFish would towards itself (its custom stream format, byte order
     * marks before wide characters): the same octets, but for the samples listed in {@link
     * #NOT_CANONICAL}, which differ for the reason given and are read back whole.
     */
    @ParameterizedTest(name = "{0} in format {1}")
    @MethodSource("vectors")
    void shouldWriteWhatGlassFishWrites(String sample, int format) {
        byte[] octets = VECTORS.bytes(DIR, sample + "-f" + format + ".hex");
        byte[] ours = write(RmiSamples.ALL.get(sample).get(), format);
        String why = NOT_CANONICAL.get(sample);
        if (why == null) {
            assertEquals(HexFormat.of().formatHex(octets), HexFormat.of().formatHex(ours),
                    () -> sample + " in format " + format + ": " + firstDifference(octets, ours));
            return;
        }
        assertNotEquals(HexFormat.of().formatHex(octets), HexFormat.of().formatHex(ours),
                sample + " is listed as not canonical (" + why + "), but Peregrine writes it as GlassFish does");
        assertTrue(Objects.deepEquals(RmiSamples.ALL.get(sample).get(), read(ours)), sample + " read back");
    }

    private static byte[] write(Serializable value, int format) {
        CdrOutputStream out = (CdrOutputStream) orb.create_output_stream();
        out.rmiStreamFormat((byte) format);
        out.byteOrderMarks(true); // as GlassFish writes wide characters
        out.write_value(value);
        InputStream written = (InputStream) out.create_input_stream();
        byte[] octets = new byte[((CdrInputStream) written).available()];
        written.read_octet_array(octets, 0, octets.length);
        return octets;
    }

    /** Where two encodings part, with the octets around it, for a failure message. */
    private static String firstDifference(byte[] expected, byte[] actual) {
        int at = Arrays.mismatch(expected, actual);
        int from = Math.max(0, at - 8);
        HexFormat hex = HexFormat.ofDelimiter(" ");
        return "first difference at offset " + at + ": GlassFish " + hex.formatHex(expected, from,
                Math.min(expected.length, at + 16)) + " | Peregrine "
                + hex.formatHex(actual, from, Math.min(actual.length, at + 16));
    }

    private static Serializable read(byte[] octets) {
        OutputStream copy = (OutputStream) orb.create_output_stream();
        copy.write_octet_array(octets, 0, octets.length);
        return ((InputStream) copy.create_input_stream()).read_value();
    }

    private static String describe(Object value) {
        return value instanceof Object[] array ? Arrays.deepToString(array) : String.valueOf(value);
    }
}
