package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link FixedDecimal}: the spec's form both ways, the shorter forms JacORB 3.9 and the GlassFish
 * ORB 5.0.0 write, and forged input. The peers' octets were written by each ORB's
 * {@code Codec.encode_value} of an Any holding the value with the type's TypeCode, and by its
 * {@code OutputStream.write_fixed(BigDecimal)}.
 */
class FixedDecimalTest {

    private static final HexFormat HEX = HexFormat.of();
    /** A status no codec would choose by itself, to show it comes from the stream's owner. */
    private static final CompletionStatus OWNER_STATUS = CompletionStatus.COMPLETED_MAYBE;

    private static CdrReader reader(String hex) {
        return CdrReader.encapsulation(Unpooled.wrappedBuffer(HEX.parseHex("00" + hex)), GiopVersion.V1_2,
                CodeSets.DEFAULT).completion(OWNER_STATUS);
    }

    private static String written(BigDecimal value, int digits, int scale) {
        CdrWriter out = CdrWriter.encapsulation(32);
        FixedDecimal.write(out, value, (short) digits, (short) scale);
        byte[] octets = out.toBytes();
        return HEX.formatHex(Arrays.copyOfRange(octets, 1, octets.length));
    }

    private static BigDecimal read(String hex, int digits, int scale) {
        CdrReader in = reader(hex);
        BigDecimal value = FixedDecimal.read(in, (short) digits, (short) scale);
        assertEquals(0, in.remaining(), "octets left after the value");
        return value;
    }

    private static SystemException assertViolation(MinorCode code, Executable call) {
        SystemException e = assertThrows(SystemException.class, call);
        assertEquals(code.kind().repositoryId(), "IDL:omg.org/CORBA/" + e.getClass().getSimpleName() + ":1.0");
        assertEquals(code.value(), e.minor, () -> "minor 0x" + Integer.toHexString(e.minor) + ": " + e.getMessage());
        assertEquals(OWNER_STATUS, e.completed);
        return e;
    }

    @ParameterizedTest(name = "{0} as fixed<{1},{2}> is {3}")
    @CsvSource({
        "12.34, 9, 2, 000001234c",
        "-12.34, 9, 2, 000001234d",
        "0.00, 9, 2, 000000000c",
        "1234567.89, 9, 2, 123456789c",
        "-1234567.89, 9, 2, 123456789d",
        "0, 1, 0, 0c",
        "5, 1, 0, 5c",
        "1234, 4, 0, 01234c",
        "-7, 4, 0, 00007d",
        "1.5, 4, 1, 00015c",
        "-0.001, 5, 3, 00001d",
        "0.0000001, 7, 7, 0000001c",
        "0.1234, 4, 4, 01234c",
        "-999999999999999999, 18, 0, 0999999999999999999d",
        "1234567890123456789, 19, 0, 1234567890123456789c",
        "9999999999999999999999999999999, 31, 0, 9999999999999999999999999999999c",
        "-0.0000000000000000000000000000001, 31, 31, 0000000000000000000000000000001d",
    })
    void shouldWriteHalfOfDigitsPlusTwoOctetsAndReadThemBackWhenValueFitsType(
            BigDecimal value, int digits, int scale, String hex) {
        assertEquals(hex, written(value, digits, scale));
        BigDecimal back = read(hex, digits, scale);
        assertEquals(value.setScale(scale), back);
        assertEquals(scale, back.scale());
    }

    @ParameterizedTest(name = "{0} as fixed<{1},{2}> is {3}")
    @CsvSource({
        "1.5, 9, 2, 000000150c",
        "7, 5, 3, 07000c",
        "-0.50, 3, 1, 005d",
        "1E+3, 4, 0, 01000c",
    })
    void shouldWriteValueAtTypesScaleWhenItsOwnScaleDiffers(BigDecimal value, int digits, int scale, String hex) {
        assertEquals(hex, written(value, digits, scale));
    }

    /**
     * JacORB 3.9 writes the digits of the unscaled value alone (its Any and its write_fixed
     * agree); the GlassFish ORB's write_fixed(BigDecimal) the digits of the value's text.
     */
    @ParameterizedTest(name = "{0}: {1} as fixed<{2},{3}> is {4}")
    @CsvSource({
        "jacorb, 0.00, 9, 2, 0c",
        "jacorb, 12.34, 9, 2, 01234c",
        "jacorb, -12.34, 9, 2, 01234d",
        "jacorb, 0.000, 5, 3, 0c",
        "jacorb, -0.001, 5, 3, 1d",
        "jacorb, 1.5, 4, 1, 015c",
        "jacorb, -1.5, 4, 1, 015d",
        "jacorb, 0.0000001, 7, 7, 1c",
        "jacorb, 7, 4, 0, 7c",
        "jacorb, -1234, 4, 0, 01234d",
        "glassfish, 0.00, 9, 2, 000c",
        "glassfish, 12.34, 9, 2, 01234c",
        "glassfish, -0.001, 5, 3, 00001d",
        "glassfish, 1.5, 4, 1, 015c",
        "glassfish, -1.5, 4, 1, 015d",
        "glassfish, 7, 4, 0, 7c",
    })
    void shouldReadPeersShortFormWhenValueHasFewerDigitsThanType(String peer, BigDecimal value, int digits, int scale,
            String hex) {
        assertEquals(value.setScale(scale), read(hex, digits, scale));
    }

    @Test
    void shouldStopAtSignNibbleWhenMoreDataFollows() {
        CdrReader in = reader("01234c" + "ffff");

        assertEquals(new BigDecimal("12.34"), FixedDecimal.read(in, (short) 9, (short) 2));
        assertEquals(2, in.remaining());
    }

    @ParameterizedTest(name = "{0} as fixed<{1},{2}>")
    @CsvSource({
        "a12c, 3, 0",
        "1b, 3, 0",
        "1e, 3, 0",
        "1f, 3, 0",
        "c1, 3, 0",
        "d00c, 3, 0",
        "00c00c, 9, 2",
    })
    void shouldRaiseMarshalWhenNibbleIsNeitherDigitNorFinalSign(String hex, int digits, int scale) {
        assertViolation(GiopMinor.FIXED_BAD_NIBBLE, () -> FixedDecimal.read(reader(hex), (short) digits, (short) scale));
    }

    @Test
    void shouldRaiseMarshalWithoutReadingPastTypeWhenSignNibbleIsMissing() {
        CdrReader in = reader("1234" + "5c");

        SystemException e = assertViolation(GiopMinor.FIXED_NO_SIGN, () -> FixedDecimal.read(in, (short) 3, (short) 0));
        assertEquals(1, in.remaining(), "the reader stops after the type's two octets");
        assertEquals("fixed<3,0>: no sign nibble within its 2 octets", e.getMessage());
    }

    @Test
    void shouldRaiseMarshalWhenEvenDigitTypeHasNonZeroFirstNibble() {
        assertViolation(GiopMinor.FIXED_TOO_MANY_DIGITS, () -> FixedDecimal.read(reader("12345c"), (short) 4, (short) 0));
    }

    @Test
    void shouldRaiseReadPastEndWhenInputEndsBeforeSign() {
        assertViolation(GiopMinor.READ_PAST_END, () -> FixedDecimal.read(reader("0012"), (short) 9, (short) 2));
    }

    @ParameterizedTest(name = "{0} into fixed<{1},{2}>")
    @CsvSource({
        "10000000.00, 9, 2",
        "-10000000, 9, 2",
        "1.005, 9, 2",
        "0.5, 1, 0",
        "1E+31, 31, 0",
    })
    void shouldRaiseDataConversionWhenValueDoesNotFitType(BigDecimal value, int digits, int scale) {
        CdrWriter out = CdrWriter.encapsulation(32).completion(OWNER_STATUS);

        SystemException e = assertViolation(GiopMinor.FIXED_DOES_NOT_FIT,
                () -> FixedDecimal.write(out, value, (short) digits, (short) scale));
        assertEquals(1, out.position(), "nothing written");
        if (value.scale() > scale) {
            assertInstanceOf(ArithmeticException.class, e.getCause());
        }
    }

    @ParameterizedTest(name = "fixed<{0},{1}>")
    @CsvSource({"0, 0", "32, 0", "5, -1", "5, 6"})
    void shouldRaiseBadParamWhenTypeIsNoFixedPointType(int digits, int scale) {
        CdrWriter out = CdrWriter.encapsulation(32).completion(OWNER_STATUS);

        assertViolation(GiopMinor.FIXED_BAD_TYPE, () -> FixedDecimal.read(reader("0c"), (short) digits, (short) scale));
        assertViolation(GiopMinor.FIXED_BAD_TYPE,
                () -> FixedDecimal.write(out, BigDecimal.ZERO, (short) digits, (short) scale));
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({
        "0.001, 001c",
        "-12.50, 01250d",
        "0, 0c",
        "1E+3, 01000c",
    })
    void shouldWriteValueAsItsOwnTypeWhenNoTypeIsGiven(BigDecimal value, String hex) {
        CdrWriter out = CdrWriter.encapsulation(32);
        FixedDecimal.write(out, value);

        byte[] octets = out.toBytes();
        assertEquals(hex, HEX.formatHex(Arrays.copyOfRange(octets, 1, octets.length)));
    }

    @Test
    void shouldRaiseDataConversionWhenUntypedValueHasMoreThan31Digits() {
        CdrWriter out = CdrWriter.encapsulation(32).completion(OWNER_STATUS);

        assertViolation(GiopMinor.FIXED_DOES_NOT_FIT, () -> FixedDecimal.write(out, new BigDecimal("1E-32")));
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({
        "01234d, -1234",
        "0c, 0",
        "9999999999999999999999999999999c, 9999999999999999999999999999999",
    })
    void shouldReadDigitsAsIntegerWhenTypeIsUnknown(String hex, BigDecimal expected) {
        assertEquals(expected, FixedDecimal.readUnscaled(reader(hex)));
    }

    @Test
    void shouldDecodeFromAnyOctetSourceWithGivenCompletionStatus() {
        byte[] octets = FixedDecimal.encode(new BigDecimal("-3.25"), (short) 5, (short) 2, CompletionStatus.COMPLETED_NO);
        int[] next = {0};

        assertEquals("00325d", HEX.formatHex(octets));
        assertEquals(new BigDecimal("-3.25"), FixedDecimal.decode(() -> octets[next[0]++], (short) 5, (short) 2,
                CompletionStatus.COMPLETED_YES));
        SystemException e = assertThrows(SystemException.class, () -> FixedDecimal.decode(() -> (byte) 0x12,
                (short) 5, (short) 2, CompletionStatus.COMPLETED_YES));
        assertEquals(CompletionStatus.COMPLETED_YES, e.completed);
    }
}
