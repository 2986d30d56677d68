package org.peregrine.giop.codeset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.CODESET_INCOMPATIBLE;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.OmgMinor;

/**
 * Code set negotiation (CORBA 3.0 §13.10.2.6), step by step and then against the code sets real
 * peers advertise.
 */
class CodeSetNegotiationTest {

    private static final int ISO_8859_1 = CharCodeSet.ISO_8859_1.id();
    private static final int ISO_8859_15 = 0x0001000f;
    private static final int ISO_646 = 0x00010020;
    private static final int UTF_8 = CharCodeSet.UTF_8.id();
    private static final int UTF_16 = WcharCodeSet.UTF_16.id();
    private static final int UCS_2 = WcharCodeSet.UCS_2.id();
    /** JIS X0208:1990, a code set Peregrine does not know: compatible with none. */
    private static final int JIS_X0208 = 0x00030004;

    private static CodeSetComponent component(int nativeCodeSet, Integer... conversion) {
        return new CodeSetComponent(nativeCodeSet, List.of(conversion));
    }

    private static int select(CodeSetComponent client, CodeSetComponent server, int fallback) {
        return CodeSetNegotiation.transmissionCodeSet("char", client, server, fallback);
    }

    @Test
    void shouldTakeTheNativeCodeSetWhenBothHaveIt() {
        assertEquals(UTF_8, select(component(UTF_8, ISO_8859_1), component(UTF_8, ISO_8859_1), UTF_8));
    }

    /** Step 2 comes before step 3: the client converts to the server's native set, though the server converts too. */
    @Test
    void shouldTakeTheServersNativeCodeSetWhenTheClientConvertsToIt() {
        assertEquals(ISO_8859_1, select(component(UTF_8, ISO_8859_1), component(ISO_8859_1, UTF_8), UTF_8));
    }

    @Test
    void shouldTakeTheClientsNativeCodeSetWhenOnlyTheServerConvertsFromIt() {
        assertEquals(UTF_8, select(component(UTF_8), component(ISO_8859_1, ISO_646, UTF_8), UTF_8));
    }

    /** Both convert to ISO 8859-15 and ISO 646; the server lists ISO 646 first, and its order decides. */
    @Test
    void shouldTakeTheServersFirstChoiceOfTheCodeSetsBothConvertTo() {
        CodeSetComponent client = component(UTF_8, ISO_8859_15, ISO_646);
        CodeSetComponent server = component(JIS_X0208, ISO_646, ISO_8859_15);

        assertEquals(ISO_646, select(client, server, UTF_8));
    }

    /** No code set in common, but UTF-16 and UCS-2 both encode ISO 10646: the fallback, UTF-16. */
    @Test
    void shouldFallBackWhenTheNativeCodeSetsEncodeTheSameCharacterSet() {
        assertEquals(UTF_16, select(component(UTF_16), component(UCS_2), UTF_16));
        assertEquals(UTF_8, select(component(UTF_8), component(UTF_16), UTF_8));
    }

    /** ISO 8859-1 encodes Latin-1, UTF-8 ISO 10646: different character sets in the OSF registry. */
    @Test
    void shouldRaiseCodesetIncompatibleWhenNothingIsCommonAndTheCharacterSetsDiffer() {
        CODESET_INCOMPATIBLE e = assertThrows(CODESET_INCOMPATIBLE.class,
                () -> select(component(UTF_8), component(ISO_8859_1), UTF_8));

        assertEquals(OmgMinor.CODESET_INCOMPATIBLE_NEGOTIATION.value(), e.minor);
        assertEquals(CompletionStatus.COMPLETED_NO, e.completed);
    }

    @Test
    void shouldRaiseCodesetIncompatibleForANativeCodeSetNotInTheRegistry() {
        assertThrows(CODESET_INCOMPATIBLE.class, () -> select(component(UTF_16), component(JIS_X0208), UTF_16));
    }

    @Test
    void shouldNegotiateNoWcharCodeSetWithAServerThatNamesNone() {
        CodeSetComponentInfo server = new CodeSetComponentInfo(component(UTF_8), component(0));

        CodeSets negotiated = CodeSetNegotiation.negotiate(CodeSetComponentInfo.ofClient(CharCodeSet.UTF_8), server);

        assertEquals(CharCodeSet.UTF_8, negotiated.charSet());
        assertNull(negotiated.wcharSet());
        assertEquals(CodeSets.Basis.CLIENT_NEGOTIATED, negotiated.basis());
    }

    /**
     * The code sets of peers at their defaults, and of ORBs with a UCS-2 or Latin-1-only
     * setting: what a Peregrine client negotiates with each, with UTF-8 (the default) or ISO
     * 8859-1 as its native char code set; {@code null} where the negotiation fails.
     */
    static Stream<Arguments> peers() {
        CodeSetComponentInfo jacorb = new CodeSetComponentInfo(component(UTF_8, ISO_8859_1, ISO_8859_15),
                component(UTF_16, UTF_8, UCS_2));
        CodeSetComponentInfo jacorbLatin1 = new CodeSetComponentInfo(component(ISO_8859_1, ISO_8859_15, UTF_8),
                component(UTF_16, UTF_8, UCS_2));
        CodeSetComponentInfo glassfish = new CodeSetComponentInfo(component(ISO_8859_1, UTF_8, ISO_646),
                component(UTF_16, UCS_2));
        CodeSetComponentInfo omniorb = new CodeSetComponentInfo(component(ISO_8859_1, UTF_8),
                component(UTF_16, UTF_16));
        CodeSetComponentInfo ucs2Wide = new CodeSetComponentInfo(component(ISO_8859_1, UTF_8),
                component(UCS_2, UTF_16));
        CodeSetComponentInfo latin1Only = new CodeSetComponentInfo(component(ISO_8859_1), component(UCS_2));
        CodeSetComponentInfo peregrine = CodeSetComponentInfo.advertisedBy(CharCodeSet.UTF_8);
        CodeSetComponentInfo peregrineLatin1 = CodeSetComponentInfo.advertisedBy(CharCodeSet.ISO_8859_1);
        return Stream.of(
                Arguments.of("JacORB", jacorb, CharCodeSet.UTF_8, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("JacORB", jacorb, CharCodeSet.ISO_8859_1, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("JacORB, ISO 8859-1", jacorbLatin1, CharCodeSet.UTF_8, CharCodeSet.UTF_8,
                        WcharCodeSet.UTF_16),
                Arguments.of("JacORB, ISO 8859-1", jacorbLatin1, CharCodeSet.ISO_8859_1, CharCodeSet.ISO_8859_1,
                        WcharCodeSet.UTF_16),
                Arguments.of("GlassFish", glassfish, CharCodeSet.UTF_8, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("GlassFish", glassfish, CharCodeSet.ISO_8859_1, CharCodeSet.ISO_8859_1,
                        WcharCodeSet.UTF_16),
                Arguments.of("omniORB", omniorb, CharCodeSet.UTF_8, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("UCS-2 native", ucs2Wide, CharCodeSet.UTF_8, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("Latin-1 only", latin1Only, CharCodeSet.UTF_8, null, null),
                Arguments.of("Latin-1 only", latin1Only, CharCodeSet.ISO_8859_1, CharCodeSet.ISO_8859_1,
                        WcharCodeSet.UTF_16),
                Arguments.of("Peregrine", peregrine, CharCodeSet.UTF_8, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("Peregrine", peregrine, CharCodeSet.ISO_8859_1, CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                Arguments.of("Peregrine, ISO 8859-1", peregrineLatin1, CharCodeSet.UTF_8, CharCodeSet.UTF_8,
                        WcharCodeSet.UTF_16),
                Arguments.of("Peregrine, ISO 8859-1", peregrineLatin1, CharCodeSet.ISO_8859_1,
                        CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16));
    }

    @ParameterizedTest(name = "{0} server, Peregrine client native {2}: {3}, {4}")
    @MethodSource("peers")
    void shouldNegotiateWithPeer(String peer, CodeSetComponentInfo server, CharCodeSet clientNative,
            CharCodeSet expectedChar, WcharCodeSet expectedWchar) {
        CodeSetComponentInfo client = CodeSetComponentInfo.ofClient(clientNative);
        if (expectedChar == null) {
            assertThrows(CODESET_INCOMPATIBLE.class, () -> CodeSetNegotiation.negotiate(client, server));
            return;
        }
        assertEquals(CodeSets.negotiatedByClient(expectedChar, expectedWchar),
                CodeSetNegotiation.negotiate(client, server));
    }

    /**
     * What peer clients negotiate with a Peregrine server, by the same rules: one whose only
     * code sets are ISO 8859-1 and UCS-2 still finds both among Peregrine's conversion sets.
     */
    @Test
    void shouldLeaveALatin1OnlyClientACodeSetOnAPeregrineServer() {
        CodeSetComponentInfo client = new CodeSetComponentInfo(component(ISO_8859_1), component(UCS_2));

        CodeSetComponentInfo server = CodeSetComponentInfo.advertisedBy(CharCodeSet.UTF_8);

        CodeSets negotiated = CodeSetNegotiation.negotiate(client, server);

        assertEquals(CharCodeSet.ISO_8859_1, negotiated.charSet());
        assertEquals(WcharCodeSet.UCS_2, negotiated.wcharSet());
    }

    @Test
    void shouldAdvertiseEveryCodeSetButOfferToConvertOnlyToThoseThatEncodeEveryCharacter() {
        assertEquals(new CodeSetComponentInfo(component(UTF_8, ISO_8859_1), component(UTF_16, UCS_2)),
                CodeSetComponentInfo.advertisedBy(CharCodeSet.UTF_8));
        assertEquals(new CodeSetComponentInfo(component(UTF_8), component(UTF_16)),
                CodeSetComponentInfo.ofClient(CharCodeSet.UTF_8));
        assertEquals(new CodeSetComponentInfo(component(ISO_8859_1, UTF_8), component(UTF_16)),
                CodeSetComponentInfo.ofClient(CharCodeSet.ISO_8859_1));
    }

    @Test
    void shouldEncodeAndDecodeTheComponent() {
        CodeSetComponentInfo info = new CodeSetComponentInfo(component(UTF_8, ISO_8859_1, ISO_646), component(0));

        assertEquals(info, CodeSetComponentInfo.decode(info.encode()));
    }
}
