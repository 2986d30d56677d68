package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.Wire;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * Text that the code sets in force cannot carry, in either direction: refused with the
 * exception CORBA prescribes for how the code sets came to be (CORBA 3.0 §13.10.2.6, the standard
 * minor codes), never sent or read altered.
 */
class CdrTextCodeSetsTest {

    private static final CodeSets UTF_8 = CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);
    private static final CodeSets LATIN_1 = CodeSets.negotiatedByClient(CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16);
    private static final CodeSets UCS_2 = CodeSets.fromContext(CharCodeSet.UTF_8, WcharCodeSet.UCS_2);
    private static final CompletionStatus STATUS = CompletionStatus.COMPLETED_MAYBE;

    private static void assertRefused(MinorCode code, Executable marshal) {
        SystemException e = assertThrows(SystemException.class, marshal);
        assertEquals(code.kind().repositoryId(), "IDL:omg.org/CORBA/" + e.getClass().getSimpleName() + ":1.0",
                e.toString());
        assertEquals(code.value(), e.minor, () -> "minor 0x" + Integer.toHexString(e.minor) + ": " + e.getMessage());
        assertEquals(STATUS, e.completed);
    }

    /** Writes with {@code write} into a GIOP {@code version} encapsulation in {@code codeSets}; the octets. */
    private static byte[] written(GiopVersion version, CodeSets codeSets, Consumer<CdrWriter> write) {
        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer(64);
        try {
            CdrWriter out = new CdrWriter().wrap(buf, 0, false, version, codeSets).completion(STATUS);
            write.accept(out);
            return ByteBufUtil.getBytes(out.buffer());
        } finally {
            buf.release();
        }
    }

    private static CdrReader reader(GiopVersion version, CodeSets codeSets, byte[] octets) {
        return new CdrReader().wrap(Unpooled.wrappedBuffer(octets), 0, false, version, codeSets).completion(STATUS);
    }

    @Test
    void shouldRefuseACharacterBeyondLatin1InAnIso88591String() {
        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> written(GiopVersion.V1_2, LATIN_1, out -> CdrText.writeString(out, "Grüße, 世界")));
    }

    /** A client whose server's IOR names no code sets has ISO 8859-1 only: BAD_PARAM minor 42. */
    @Test
    void shouldRefuseACharacterBeyondLatin1WhereTheIorNamesNoCodeSets() {
        assertRefused(OmgMinor.BAD_PARAM_ISO_8859_1_ONLY, () -> written(GiopVersion.V1_2,
                CodeSets.CLIENT_WITHOUT_COMPONENT, out -> CdrText.writeString(out, "\uD83D\uDE00")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\uD83D", "a\uDE00", "x\uD83D\uD83D\uDE00"})
    void shouldRefuseASurrogateWithoutItsPairInAUtf8String(String value) {
        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> written(GiopVersion.V1_2, UTF_8, out -> CdrText.writeString(out, value)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "ascii", "Grüße, 世界", "\uD83D\uDE00 and \uFFFD"})
    void shouldCarryAnyTextInUtf8(String value) {
        byte[] octets = written(GiopVersion.V1_2, UTF_8, out -> CdrText.writeString(out, value));

        assertEquals(value, CdrText.readString(reader(GiopVersion.V1_2, UTF_8, octets)));
        assertEquals(value.getBytes(StandardCharsets.UTF_8).length + 5, octets.length);
    }

    /** The fast decoder makes U+FFFD of octets that are not UTF-8; they are refused, unlike a U+FFFD sent. */
    @ParameterizedTest
    @ValueSource(strings = {"c3", "c3 28", "e4 b8", "ed a0 80", "f8 88 80 80 80", "ff"})
    void shouldRefuseOctetsThatAreNotUtf8(String hex) {
        byte[] text = ByteBufUtil.decodeHexDump(hex.replace(" ", ""));
        byte[] octets = Wire.bigEndian().int32(text.length + 2).octet('a').raw(text).octet(0).build();

        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> CdrText.readString(reader(GiopVersion.V1_2, UTF_8, octets)));
    }

    @Test
    void shouldReadEveryOctetOfAnIso88591String() {
        byte[] octets = Wire.bigEndian().int32(3).raw(0xe9, 0xff).octet(0).build();

        assertEquals("\u00e9\u00ff", CdrText.readString(reader(GiopVersion.V1_2, LATIN_1, octets)));
    }

    /** A char is one octet (§15.3.1.6): in UTF-8 only ASCII, in ISO 8859-1 all of Latin-1. */
    @Test
    void shouldCarryACharInOneOctetOfTheCharCodeSet() {
        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> written(GiopVersion.V1_2, UTF_8, out -> CdrText.writeChar(out, '\u00e9')));
        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> written(GiopVersion.V1_2, LATIN_1, out -> CdrText.writeChar(out, '\u0100')));
        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> CdrText.readChar(reader(GiopVersion.V1_2, UTF_8, new byte[] {(byte) 0xe9})));
        assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                () -> CdrText.readChars(reader(GiopVersion.V1_2, UTF_8, new byte[] {'a', (byte) 0x80}),
                        new char[2], 0, 2));

        assertEquals('\u00e9', CdrText.readChar(reader(GiopVersion.V1_2, LATIN_1,
                written(GiopVersion.V1_2, LATIN_1, out -> CdrText.writeChar(out, '\u00e9')))));
        assertEquals('~', CdrText.readChar(reader(GiopVersion.V1_2, UTF_8,
                written(GiopVersion.V1_2, UTF_8, out -> CdrText.writeChar(out, '~')))));
    }

    /** UCS-2 has no surrogates: a character beyond U+FFFF does not map, either way. */
    @Test
    void shouldRefuseSurrogatesInUcs2() {
        for (GiopVersion version : new GiopVersion[] {GiopVersion.V1_1, GiopVersion.V1_2}) {
            assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                    () -> written(version, UCS_2, out -> CdrText.writeWString(out, "x\uD83D\uDE00")));
            assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                    () -> written(version, UCS_2, out -> CdrText.writeWchar(out, '\uDE00')));
            byte[] wstring = written(version, UTF_8, out -> CdrText.writeWString(out, "x\uD83D\uDE00"));
            byte[] wchar = written(version, UTF_8, out -> CdrText.writeWchar(out, '\uD83D'));
            assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                    () -> CdrText.readWString(reader(version, UCS_2, wstring)));
            assertRefused(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET,
                    () -> CdrText.readWchar(reader(version, UCS_2, wchar)));
            assertEquals("x\uD83D\uDE00", CdrText.readWString(reader(version, UTF_8, wstring)));
            assertEquals("\u65e5\u00e9", CdrText.readWString(reader(version, UCS_2,
                    written(version, UCS_2, out -> CdrText.writeWString(out, "\u65e5\u00e9")))));
        }
    }

    /**
     * Where no wchar code set is in force, wide data raises what the situation calls for; in GIOP
     * 1.0, which has no wide data, MARSHAL minor 5 for what a client sends and 6 for what a
     * server returns.
     */
    static Stream<Arguments> wideDataRefusals() {
        CodeSets noWcharNegotiated = CodeSets.negotiatedByClient(CharCodeSet.UTF_8, null);
        CodeSets noWcharInContext = CodeSets.fromContext(CharCodeSet.UTF_8, null);
        return Stream.of(
                Arguments.of(CodeSets.CLIENT_WITHOUT_COMPONENT, GiopVersion.V1_2,
                        OmgMinor.INV_OBJREF_NO_CODE_SETS_COMPONENT, OmgMinor.INV_OBJREF_NO_CODE_SETS_COMPONENT),
                Arguments.of(noWcharNegotiated, GiopVersion.V1_1, OmgMinor.INV_OBJREF_NO_WCHAR_CODE_SET,
                        OmgMinor.INV_OBJREF_NO_WCHAR_CODE_SET),
                Arguments.of(CodeSets.SERVER_WITHOUT_CONTEXT, GiopVersion.V1_2, OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT,
                        OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT),
                Arguments.of(noWcharInContext, GiopVersion.V1_2, OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT,
                        OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT),
                Arguments.of(CodeSets.CLIENT_WITHOUT_COMPONENT, GiopVersion.V1_0, OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT,
                        OmgMinor.MARSHAL_WCHAR_GIOP10_SERVER),
                Arguments.of(UTF_8, GiopVersion.V1_0, OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT,
                        OmgMinor.MARSHAL_WCHAR_GIOP10_SERVER),
                Arguments.of(CodeSets.SERVER_WITHOUT_CONTEXT, GiopVersion.V1_0, OmgMinor.MARSHAL_WCHAR_GIOP10_SERVER,
                        OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT),
                Arguments.of(UCS_2, GiopVersion.V1_0, OmgMinor.MARSHAL_WCHAR_GIOP10_SERVER,
                        OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT));
    }

    @ParameterizedTest(name = "{0} GIOP {1}: writing {2}, reading {3}")
    @MethodSource("wideDataRefusals")
    void shouldRefuseWideDataWhereNoWcharCodeSetIsInForce(CodeSets codeSets, GiopVersion version, MinorCode writing,
            MinorCode reading) {
        assertRefused(writing, () -> written(version, codeSets, out -> CdrText.writeWchar(out, 'w')));
        assertRefused(writing, () -> written(version, codeSets, out -> CdrText.writeWString(out, "w")));
        byte[] wchar = written(GiopVersion.V1_1, UTF_8, out -> CdrText.writeWchar(out, 'w'));
        assertRefused(reading, () -> CdrText.readWchar(reader(version, codeSets, wchar)));
        assertRefused(reading, () -> CdrText.readWString(reader(version, codeSets, new byte[] {0, 0, 0, 0})));
    }
}
