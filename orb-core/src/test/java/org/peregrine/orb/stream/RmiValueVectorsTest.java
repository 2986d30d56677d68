package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.util.Arrays;
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
 * of test-support's {@link RmiSamples} in custom stream formats 1 and 2), read by Peregrine's
 * value handler into values equal to the samples.
 */
class RmiValueVectorsTest {

    private static final CapturedVectors VECTORS = new CapturedVectors("/vectors");
    private static final String DIR = "glassfish/rmi-values";

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
        byte[] octets = VECTORS.bytes(DIR, sample + "-f" + format + ".hex");
        OutputStream copy = (OutputStream) orb.create_output_stream();
        copy.write_octet_array(octets, 0, octets.length);
        InputStream in = (InputStream) copy.create_input_stream();
        Serializable read = in.read_value();
        Serializable expected = RmiSamples.ALL.get(sample).get();
        assertTrue(Objects.deepEquals(expected, read) || Arrays.deepEquals(new Object[] {expected}, new Object[] {read}),
                () -> "read " + describe(read) + ", expected " + describe(expected));
    }

    private static String describe(Object value) {
        return value instanceof Object[] array ? Arrays.deepToString(array) : String.valueOf(value);
    }
}
