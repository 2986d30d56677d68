package org.peregrine.giop.ior;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.INV_OBJREF;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSetComponent;
import org.peregrine.giop.codeset.CodeSetComponentInfo;
import org.peregrine.giop.codeset.CodeSetNegotiation;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link IorCodec} and {@link IiopProfile} against the IORs JacORB and the GlassFish ORB
 * stringified ({@code ior.txt}, decoded in {@code index.properties} under {@code ior.hex}).
 */
class IorCodecTest {

    /** JacORB's ORB type ('JAC' and 0). */
    private static final int JACORB_ORB_TYPE = 0x4a414300;

    @ParameterizedTest
    @ValueSource(strings = {"jacorb", "glassfish"})
    void shouldDecodePeerIorAsIndexed(String peer) {
        Properties index = Vectors.index(peer);
        Ior ior = IorCodec.fromString(Vectors.iorString(peer));

        assertEquals(Vectors.field(index, "ior.hex", "typeId"), ior.typeId());
        assertEquals(Vectors.number(index, "ior.hex", "profileCount"), ior.profiles().size());
        TaggedProfile tagged = ior.profiles().get(0);
        assertEquals(TaggedProfile.TAG_INTERNET_IOP, tagged.tag());
        assertEquals(Vectors.number(index, "ior.hex", "profile.0.length"), tagged.data().length);

        IiopProfile profile = ior.iiopProfile();
        assertEquals(Vectors.field(index, "ior.hex", "profile.0.iiopVersion"), profile.major() + "." + profile.minor());
        assertEquals(GiopVersion.V1_2, profile.giopVersion());
        assertEquals(Vectors.field(index, "ior.hex", "profile.0.host"), profile.host());
        assertEquals(Vectors.number(index, "ior.hex", "profile.0.port"), profile.port());
        assertEquals(Vectors.field(index, "ior.hex", "profile.0.objectKey"), Vectors.hex(profile.objectKey()));
        assertEquals(Vectors.number(index, "ior.hex", "profile.0.componentCount"), profile.components().size());
        for (int i = 0; i < profile.components().size(); i++) {
            TaggedComponent component = profile.components().get(i);
            assertEquals(Vectors.number(index, "ior.hex", "profile.0.component." + i + ".tag"), component.tag());
            assertEquals(Vectors.field(index, "ior.hex", "profile.0.component." + i + ".data"),
                    Vectors.hex(component.data()));
        }
    }

    @Test
    void shouldReadJacorbOrbTypeComponent() {
        IiopProfile profile = IorCodec.fromString(Vectors.iorString("jacorb")).iiopProfile();
        TaggedComponent orbType = profile.component(TaggedComponent.TAG_ORB_TYPE);

        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(orbType.data()), GiopVersion.V1_2,
                CodeSets.DEFAULT);
        assertEquals(JACORB_ORB_TYPE, in.readLong());
    }

    /**
     * JacORB at its defaults (file.encoding UTF-8): native UTF-8, converts Latin-1 and ISO
     * 8859-15; wchar UTF-16 native, converts UTF-8 and UCS-2. Every Peregrine client negotiates
     * UTF-8: the same native set, or for an ISO 8859-1 client the server's native set, which it
     * converts to.
     */
    @Test
    void shouldDecodeAndNegotiateJacorbCodeSets() {
        CodeSetComponentInfo codeSets = codeSets("jacorb");

        assertEquals(new CodeSetComponent(CharCodeSet.UTF_8.id(), List.of(0x00010001, 0x0001000f)),
                codeSets.forCharData());
        assertEquals(new CodeSetComponent(WcharCodeSet.UTF_16.id(), List.of(0x05010001, 0x00010100)),
                codeSets.forWcharData());
        assertEquals(CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                CodeSetNegotiation.negotiate(CodeSetComponentInfo.ofClient(CharCodeSet.UTF_8), codeSets));
        assertEquals(CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                CodeSetNegotiation.negotiate(CodeSetComponentInfo.ofClient(CharCodeSet.ISO_8859_1), codeSets));
        assertArrayEquals(profileComponent("jacorb").data(), codeSets.encode());
    }

    /**
     * GlassFish: native Latin-1, converts UTF-8 and ISO 646; wchar UTF-16 native, UCS-2. A UTF-8
     * client negotiates UTF-8, which the server converts from; an ISO 8859-1 one Latin-1.
     */
    @Test
    void shouldDecodeAndNegotiateGlassfishCodeSets() {
        CodeSetComponentInfo codeSets = codeSets("glassfish");

        assertEquals(new CodeSetComponent(CharCodeSet.ISO_8859_1.id(), List.of(0x05010001, 0x00010020)),
                codeSets.forCharData());
        assertEquals(new CodeSetComponent(WcharCodeSet.UTF_16.id(), List.of(WcharCodeSet.UCS_2.id())),
                codeSets.forWcharData());
        assertEquals(CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16),
                CodeSetNegotiation.negotiate(CodeSetComponentInfo.ofClient(CharCodeSet.UTF_8), codeSets));
        assertEquals(CodeSets.negotiatedByClient(CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16),
                CodeSetNegotiation.negotiate(CodeSetComponentInfo.ofClient(CharCodeSet.ISO_8859_1), codeSets));
        assertArrayEquals(profileComponent("glassfish").data(), codeSets.encode());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jacorb", "glassfish"})
    void shouldRestringifyPeerIorToPeerString(String peer) {
        String text = Vectors.iorString(peer);

        String again = IorCodec.toString(IorCodec.fromString(text));

        assertEquals(text.toLowerCase(), again.toLowerCase());
    }

    @ParameterizedTest
    @ValueSource(strings = {"jacorb", "glassfish"})
    void shouldMatchPeerIorHexFile(String peer) {
        String text = Vectors.iorString(peer);

        assertEquals(Vectors.hex(Vectors.bytes(peer, "ior.hex")), text.substring(4).toLowerCase());
    }

    /** Peregrine's profile encoder gives the peer's profile body octet for octet. */
    @ParameterizedTest
    @ValueSource(strings = {"jacorb", "glassfish"})
    void shouldReencodePeerProfileToIdenticalOctets(String peer) {
        TaggedProfile tagged = IorCodec.fromString(Vectors.iorString(peer)).profiles().get(0);

        Vectors.assertSameOctets(tagged.data(), IiopProfile.decode(tagged.data()).encode());
        assertArrayEquals(tagged.data(), IiopProfile.decode(tagged.data()).toTaggedProfile().data());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ior:", "IoR:"})
    void shouldAcceptPrefixInAnyCase(String prefix) {
        String text = Vectors.iorString("glassfish");

        assertEquals(IorCodec.toString(IorCodec.fromString(text)),
                IorCodec.toString(IorCodec.fromString(prefix + text.substring(4))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "IOR", "IOR:", "XOR:0000", "corbaloc::1.2@host/Key", "IOR:000", "IOR:zz",
            "IOR:00000000000000170g", "IOR:0000000000000000000000010000000000000004"})
    void shouldThrowBadParamForMalformedIorString(String text) {
        assertBadIorString(text);
    }

    @Test
    void shouldThrowBadParamForNullIorString() {
        assertBadIorString(null);
    }

    /** Every even-length prefix of each peer's IOR is malformed, never an unchecked exception. */
    @ParameterizedTest
    @ValueSource(strings = {"jacorb", "glassfish"})
    void shouldThrowBadParamForEveryTruncationOfPeerIor(String peer) {
        String text = Vectors.iorString(peer);
        for (int length = 4; length < text.length(); length += 2) {
            assertBadIorString(text.substring(0, length));
        }
    }

    @Test
    void shouldThrowInvObjrefForUnknownIiopMajorVersion() {
        byte[] body = IorCodec.fromString(Vectors.iorString("jacorb")).profiles().get(0).data().clone();
        body[1] = 2; // the octet after the byte order flag: IIOP major

        SystemException e = assertThrows(INV_OBJREF.class, () -> IiopProfile.decode(body));
        assertEquals(GiopMinor.BAD_IOR.value(), e.minor);
    }

    /**
     * {@link IiopProfile#decode} says a malformed body is INV_OBJREF; a truncated one comes out as
     * the reader's MARSHAL instead.
     */
    @Test
    void shouldThrowInvObjrefForTruncatedProfileBody() {
        byte[] body = IorCodec.fromString(Vectors.iorString("jacorb")).profiles().get(0).data();
        for (int length = 1; length < body.length; length++) {
            byte[] prefix = java.util.Arrays.copyOf(body, length);
            SystemException e = assertThrows(SystemException.class, () -> IiopProfile.decode(prefix));
            assertEquals(INV_OBJREF.class, e.getClass(), "prefix of " + length);
            assertEquals(GiopMinor.BAD_IOR.value(), e.minor);
        }
    }

    private static void assertBadIorString(String text) {
        SystemException e = assertThrows(SystemException.class, () -> IorCodec.fromString(text), text);
        assertEquals(BAD_PARAM.class, e.getClass(), () -> text + ": " + e);
        assertEquals(GiopMinor.BAD_IOR_STRING.value(), e.minor);
    }

    private static CodeSetComponentInfo codeSets(String peer) {
        return CodeSetComponentInfo.decode(profileComponent(peer).data());
    }

    private static TaggedComponent profileComponent(String peer) {
        return IorCodec.fromString(Vectors.iorString(peer)).iiopProfile().component(TaggedComponent.TAG_CODE_SETS);
    }
}
