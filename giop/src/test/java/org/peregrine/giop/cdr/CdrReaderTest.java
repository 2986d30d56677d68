package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.Wire;
import org.peregrine.giop.cdr.CdrValues.Value;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrReader} and {@link CdrText} on forged or truncated input: every violation is the
 * catalog's exception with its minor code and the completion status the reader's owner set,
 * never an {@link IndexOutOfBoundsException} and never an allocation of the forged size.
 */
class CdrReaderTest {

    /** A status no codec would choose by itself, to show it comes from the owner. */
    private static final CompletionStatus OWNER_STATUS = CompletionStatus.COMPLETED_MAYBE;

    private static CdrReader reader(GiopVersion version, Wire wire) {
        return CdrReader.encapsulation(Unpooled.wrappedBuffer(wire.build()), version, CodeSets.DEFAULT)
                .completion(OWNER_STATUS);
    }

    private static CdrReader reader(Wire wire) {
        return reader(GiopVersion.V1_2, wire);
    }

    private static void assertViolation(MinorCode code, Executable read) {
        SystemException e = assertThrows(SystemException.class, read);
        assertEquals(code.kind().repositoryId(), "IDL:omg.org/CORBA/" + e.getClass().getSimpleName() + ":1.0");
        assertEquals(code.value(), e.minor, () -> "minor 0x" + Integer.toHexString(e.minor) + ": " + e.getMessage());
        assertEquals(OWNER_STATUS, e.completed);
    }

    @ParameterizedTest
    @ValueSource(ints = {17, 1000, Integer.MAX_VALUE, 0x80000000, 0xffffffff})
    void shouldThrowMarshalWhenStringLengthExceedsMessage(int length) {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(length).raw("abc".getBytes()).octet(0));

        assertViolation(GiopMinor.STRING_LENGTH, () -> CdrText.readString(in));
    }

    @Test
    void shouldThrowMarshalWhenStringIsNotNulTerminated() {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(4).raw("abcd".getBytes()));

        assertViolation(GiopMinor.STRING_NOT_TERMINATED, () -> CdrText.readString(in));
    }

    @Test
    void shouldReadZeroLengthStringAsEmptyForOldOrbs() {
        assertEquals("", CdrText.readString(reader(Wire.bigEndian().octet(0).int32(0))));
    }

    @ParameterizedTest
    @ValueSource(ints = {Integer.MAX_VALUE, 0x80000000, 0xffffffff, 3})
    void shouldThrowMarshalWhenSequenceLengthExceedsMessage(int length) {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(length).int32(1).int32(2));

        assertViolation(GiopMinor.SEQUENCE_LENGTH, () -> in.readSequenceLength(4));
    }

    @Test
    void shouldAcceptSequenceLengthThatFitsExactly() {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(2).int32(1).int32(2));

        assertEquals(2, in.readSequenceLength(4));
    }

    @ParameterizedTest
    @ValueSource(ints = {Integer.MAX_VALUE, 0x80000000})
    void shouldThrowMarshalBeforeAllocatingForgedOctetSequence(int length) {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(length).raw(1, 2, 3));

        assertViolation(GiopMinor.SEQUENCE_LENGTH, in::readOctetSequence);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 0x80, 0xff})
    void shouldThrowMarshalWhenBooleanOctetIsNeitherZeroNorOne(int octet) {
        assertViolation(GiopMinor.BAD_BOOLEAN, reader(Wire.bigEndian().octet(0).octet(octet))::readBoolean);
        CdrReader bulk = reader(Wire.bigEndian().octet(0).raw(1, 0, octet));
        assertViolation(GiopMinor.BAD_BOOLEAN, () -> bulk.readBooleans(new boolean[3], 0, 3));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 3, 4, 255})
    void shouldThrowMarshalWhenGiop12WcharLengthIsNotTwo(int length) {
        // 4 octets would be a BOM and a code unit; these four are not a BOM
        CdrReader in = reader(Wire.bigEndian().octet(0).octet(length).raw(0, 0x41, 0, 0x42).zeros(256));

        assertViolation(GiopMinor.BAD_WCHAR_LENGTH, () -> CdrText.readWchar(in));
    }

    @Test
    void shouldThrowMarshalWhenGiop12WcharIsTruncated() {
        CdrReader in = reader(Wire.bigEndian().octet(0).octet(2).octet(0x41));

        assertViolation(GiopMinor.READ_PAST_END, () -> CdrText.readWchar(in));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 0x7fffffff, 0x80000000, 0xffffffff, 6})
    void shouldThrowMarshalWhenGiop12WStringLengthIsOddOrExceedsMessage(int octets) {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(octets).raw(0, 0x41, 0, 0x42));

        assertViolation(GiopMinor.STRING_LENGTH, () -> CdrText.readWString(in));
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 0x40000000, 0x7fffffff, 0x80000000})
    void shouldThrowMarshalWhenGiop11WStringLengthExceedsMessage(int units) {
        CdrReader in = reader(GiopVersion.V1_1, Wire.bigEndian().octet(0).int32(units).int16(0x41).int16(0));

        assertViolation(GiopMinor.STRING_LENGTH, () -> CdrText.readWString(in));
    }

    @Test
    void shouldThrowMarshalWhenGiop11WStringIsNotNulTerminated() {
        CdrReader in = reader(GiopVersion.V1_1, Wire.bigEndian().octet(0).int32(2).int16(0x41).int16(0x42));

        assertViolation(GiopMinor.STRING_NOT_TERMINATED, () -> CdrText.readWString(in));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 9, 0x7fffffff, 0x80000000})
    void shouldThrowMarshalWhenEncapsulationLengthIsZeroOrExceedsMessage(int length) {
        CdrReader in = reader(Wire.bigEndian().octet(0).int32(length).raw(0, 0, 0, 0, 1));

        assertViolation(GiopMinor.ENCAPSULATION_LENGTH, in::openEncapsulation);
    }

    @Test
    void shouldGiveNestedEncapsulationItsOwnOriginByteOrderAndOwnersCompletion() {
        // outer big-endian; inner little-endian; the inner long is aligned from the inner origin
        Wire wire = Wire.bigEndian().octet(0).int32(8).octet(1).raw(0, 0, 0).raw(0x04, 0x03, 0x02, 0x01);
        CdrReader inner = reader(wire).openEncapsulation();

        assertTrue(inner.littleEndian());
        assertEquals(0x01020304, inner.readLong());
        assertEquals(OWNER_STATUS, inner.completion());
        assertViolation(GiopMinor.READ_PAST_END, inner::readOctet);
    }

    @Test
    void shouldThrowMarshalWhenEncapsulationIsEmpty() {
        SystemException e = assertThrows(MARSHAL.class,
                () -> CdrReader.encapsulation(Unpooled.EMPTY_BUFFER, GiopVersion.V1_2, CodeSets.DEFAULT));
        assertEquals(GiopMinor.ENCAPSULATION_LENGTH.value(), e.minor);
    }

    static Stream<Arguments> pastEnd() {
        return Stream.of(
                Arguments.of("octet", (ReadStep) CdrReader::readOctet),
                Arguments.of("short", (ReadStep) CdrReader::readShort),
                Arguments.of("long", (ReadStep) CdrReader::readLong),
                Arguments.of("long long", (ReadStep) CdrReader::readLongLong),
                Arguments.of("float", (ReadStep) CdrReader::readFloat),
                Arguments.of("double", (ReadStep) CdrReader::readDouble),
                Arguments.of("skip", (ReadStep) in -> in.skip(4)),
                Arguments.of("octets", (ReadStep) in -> in.readOctets(new byte[4], 0, 4)),
                Arguments.of("chars", (ReadStep) in -> CdrText.readChars(in, new char[4], 0, 4)),
                Arguments.of("shorts", (ReadStep) in -> in.readShorts(new short[2], 0, 2)),
                Arguments.of("longs", (ReadStep) in -> in.readLongs(new int[2], 0, 2)),
                Arguments.of("long longs", (ReadStep) in -> in.readLongLongs(new long[1], 0, 1)),
                Arguments.of("floats", (ReadStep) in -> in.readFloats(new float[2], 0, 2)),
                Arguments.of("doubles", (ReadStep) in -> in.readDoubles(new double[1], 0, 1)),
                Arguments.of("longs in bulk", (ReadStep) in -> in.readLongs(new int[16], 0, 16)),
                Arguments.of("doubles in bulk", (ReadStep) in -> in.readDoubles(new double[16], 0, 16)),
                Arguments.of("align", (ReadStep) in -> in.align(8)));
    }

    @FunctionalInterface
    interface ReadStep {
        void read(CdrReader in);
    }

    /** Two octets after the byte order flag: too few for anything of 4 or more, or 8-alignment. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("pastEnd")
    void shouldThrowMarshalWhenReadingPastEnd(String what, ReadStep step) {
        CdrReader in = reader(Wire.bigEndian().octet(0).raw(1, 2));
        in.readOctet();
        in.readOctet();

        assertViolation(GiopMinor.READ_PAST_END, () -> step.read(in));
    }

    static Stream<Arguments> truncations() {
        return CdrVectorTest.vectors();
    }

    /** Every proper prefix of every peer vector fails as MARSHAL, never with a Netty exception. */
    @ParameterizedTest(name = "{0} cdr1{1}-{2}")
    @MethodSource("truncations")
    void shouldThrowMarshalForEveryTruncationOfPeerVector(String peer, GiopVersion version, Value value) {
        byte[] whole = Vectors.bytes(peer, CdrVectorTest.file(version, value.name()));
        CodeSets codeSets = CodeSets.DEFAULT;
        for (int length = 0; length < whole.length; length++) {
            ByteBuf prefix = Unpooled.wrappedBuffer(Arrays.copyOf(whole, length));
            int cut = length;
            SystemException e = assertThrows(SystemException.class, () -> value.read().apply(
                    CdrReader.encapsulation(prefix, version, codeSets).completion(OWNER_STATUS)),
                    () -> "prefix of " + cut + " octets decoded");
            assertTrue(e instanceof MARSHAL, () -> "prefix of " + cut + ": " + e);
        }
    }

    @ParameterizedTest
    @EnumSource(GiopVersion.class)
    void shouldAlignRelativeToOriginNotBufferStart(GiopVersion version) {
        // three junk octets before the encapsulation: alignment must ignore them
        ByteBuf buf = Unpooled.wrappedBuffer(Wire.bigEndian().raw(9, 9, 9, 0, 0, 0, 0, 0, 0, 0, 7).build());
        buf.skipBytes(3);
        CdrReader in = CdrReader.encapsulation(buf, version, CodeSets.DEFAULT);

        assertEquals(7, in.readLong());
        assertEquals(8, in.position());
    }
}
