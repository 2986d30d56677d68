package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
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
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * Peregrine's CDR codec against the encapsulations that JacORB 3.9 and the GlassFish ORB 5.0.0
 * wrote with {@code Codec.encode_value} / {@code Codec.encode} (vectors/README.md, section A):
 * decoding to the exact values, encoding to the exact octets, and both byte orders.
 */
class CdrVectorTest {

    private static final CodeSets UTF_8 = new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);

    static Stream<Arguments> vectors() {
        return Vectors.PEERS.stream().flatMap(peer -> Stream.of(GiopVersion.values())
                .flatMap(version -> CdrValues.all().stream()
                        .filter(value -> !(value.wide() && version == GiopVersion.V1_0))
                        .map(value -> Arguments.of(peer, version, value))));
    }

    static Stream<Arguments> anyVectors() {
        return vectors().filter(arguments -> ((Value) arguments.get()[2]).typeCodeKind() >= 0);
    }

    @ParameterizedTest(name = "{0} cdr1{1}-{2}")
    @MethodSource("vectors")
    void shouldDecodePeerVectorToExactValue(String peer, GiopVersion version, Value value) {
        byte[] peerBytes = Vectors.bytes(peer, file(version, value.name()));
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(peerBytes), version, codeSets(peer, value));

        assertSameValue(value.expected(), value.read().apply(in));
        assertEquals(0, in.remaining(), "octets left after the value");
    }

    @ParameterizedTest(name = "{0} cdr1{1}-{2}")
    @MethodSource("vectors")
    void shouldEncodeOctetsIdenticalToPeer(String peer, GiopVersion version, Value value) {
        byte[] peerBytes = Vectors.bytes(peer, file(version, value.name()));

        assertEquals(Vectors.hex(peerBytes), Vectors.hex(encode(version, codeSets(peer, value), false, value)));
    }

    @ParameterizedTest(name = "{0} cdr1{1}-{2}")
    @MethodSource("vectors")
    void shouldSpellPeerVectorWithWireDsl(String peer, GiopVersion version, Value value) {
        byte[] peerBytes = Vectors.bytes(peer, file(version, value.name()));

        assertEquals(Vectors.hex(peerBytes), Vectors.hex(spell(false, version, charset(peer, value), value)),
                "the hand spelling that the little-endian tests swap must match the peer's big-endian octets");
    }

    @ParameterizedTest(name = "{0} cdr1{1}-{2}")
    @MethodSource("vectors")
    void shouldDecodeHandSwappedPeerVector(String peer, GiopVersion version, Value value) {
        byte[] swapped = spell(true, version, charset(peer, value), value);
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(swapped), version, codeSets(peer, value));

        assertTrue(in.littleEndian());
        assertSameValue(value.expected(), value.read().apply(in));
        assertEquals(0, in.remaining());
    }

    @ParameterizedTest(name = "{0} cdr1{1}-{2}")
    @MethodSource("vectors")
    void shouldEncodeLittleEndianAsHandSwappedVectorAndDecodeBack(String peer, GiopVersion version, Value value) {
        byte[] little = encode(version, codeSets(peer, value), true, value);

        assertEquals(Vectors.hex(spell(true, version, charset(peer, value), value)), Vectors.hex(little));
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(little), version, codeSets(peer, value));
        assertSameValue(value.expected(), value.read().apply(in));
    }

    /** {@code Codec.encode}: the TypeCode (a TCKind and, for strings, the bound 0), then the value. */
    @ParameterizedTest(name = "{0} cdr1{1}-any-{2}")
    @MethodSource("anyVectors")
    void shouldDecodePeerAnyWithSimpleTypeCode(String peer, GiopVersion version, Value value) {
        byte[] peerBytes = Vectors.bytes(peer, file(version, "any-" + value.name()));
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(peerBytes), version, codeSets(peer, value));

        assertEquals(value.typeCodeKind(), in.readLong(), "TCKind");
        if (value.hasStringBound()) {
            assertEquals(0, in.readLong(), "bound of an unbounded string");
        }
        assertSameValue(value.expected(), value.read().apply(in));
        assertEquals(0, in.remaining());
    }

    /**
     * Both peers wrote wchar data into GIOP 1.0 encapsulations, laid out as in 1.1; CORBA 3.0
     * §15.3.1.6 has no wchar in GIOP 1.0 and Peregrine refuses it (MARSHAL minor 6 reading, as a
     * server would; 5 writing, as a client would).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"cdr10-wchar.hex", "cdr10-wchar-nonlatin.hex", "cdr10-wstring.hex",
            "cdr10-wstring-empty.hex", "cdr10-wstring-latin1.hex", "cdr10-wstring-nonlatin.hex"})
    void shouldRejectWideDataInGiop10Encapsulation(String file) {
        for (String peer : Vectors.PEERS) {
            CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(Vectors.bytes(peer, file)), GiopVersion.V1_0,
                    CodeSets.DEFAULT).completion(CompletionStatus.COMPLETED_MAYBE);
            SystemException e = assertThrows(MARSHAL.class,
                    () -> {
                        if (file.contains("wstring")) {
                            CdrText.readWString(in);
                        } else {
                            CdrText.readWchar(in);
                        }
                    });
            assertEquals(OmgMinor.MARSHAL_WCHAR_GIOP10_SERVER.value(), e.minor);
            assertEquals(CompletionStatus.COMPLETED_MAYBE, e.completed);
        }
    }

    @Test
    void shouldRejectWcharWhenWritingGiop10() {
        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer();
        try {
            CdrWriter out = new CdrWriter().wrap(buf, 0, false, GiopVersion.V1_0, CodeSets.DEFAULT);
            SystemException e = assertThrows(MARSHAL.class, () -> CdrText.writeWchar(out, 'A'));
            assertEquals(OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT.value(), e.minor);
            e = assertThrows(MARSHAL.class, () -> CdrText.writeWString(out, "A"));
            assertEquals(OmgMinor.MARSHAL_WCHAR_GIOP10_CLIENT.value(), e.minor);
        } finally {
            buf.release();
        }
    }

    /** The two peers differ only here: JacORB's Codec wrote a Latin-1 string in UTF-8. */
    @Test
    void shouldShowPeersDisagreeOnLatin1StringCodeSet() {
        assertEquals("000000000000000847 72 c3 bc c3 9f 65 00".replace(" ", ""),
                Vectors.hex(Vectors.bytes("jacorb", "cdr12-string-latin1.hex")));
        assertEquals("000000000000000647 72 fc df 65 00".replace(" ", ""),
                Vectors.hex(Vectors.bytes("glassfish", "cdr12-string-latin1.hex")));
    }

    /** A GIOP 1.2 wstring may start with a byte order mark (§15.3.1.6); it is honoured and dropped. */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void shouldHonourByteOrderMarkInGiop12WString(boolean littleUnits) {
        Wire wire = Wire.bigEndian().octet(0).int32(2 + 2 * CdrValues.NON_LATIN.length());
        wire.raw(littleUnits ? new byte[] {(byte) 0xff, (byte) 0xfe} : new byte[] {(byte) 0xfe, (byte) 0xff});
        for (char c : CdrValues.NON_LATIN.toCharArray()) {
            wire.raw(littleUnits ? new byte[] {(byte) c, (byte) (c >>> 8)} : new byte[] {(byte) (c >>> 8), (byte) c});
        }
        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(wire.build()), GiopVersion.V1_2, CodeSets.DEFAULT);

        assertEquals(CdrValues.NON_LATIN, CdrText.readWString(in));
    }

    @ParameterizedTest
    @EnumSource(value = GiopVersion.class, names = {"V1_1", "V1_2"})
    void shouldWriteLatin1StringAsUtf8WhenUtf8Negotiated(GiopVersion version) {
        Value latin1 = CdrValues.all().stream().filter(v -> v.name().equals("string-latin1")).findFirst().orElseThrow();

        assertEquals(Vectors.hex(Vectors.bytes("jacorb", file(version, "string-latin1"))),
                Vectors.hex(encode(version, UTF_8, false, latin1)));
    }

    private static byte[] encode(GiopVersion version, CodeSets codeSets, boolean littleEndian, Value value) {
        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer(64);
        try {
            CdrWriter out = new CdrWriter().wrap(buf, buf.writerIndex(), littleEndian, version, codeSets);
            out.writeOctet((byte) (littleEndian ? 1 : 0));
            value.write().accept(out);
            return ByteBufUtil.getBytes(out.buffer());
        } finally {
            buf.release();
        }
    }

    private static byte[] spell(boolean littleEndian, GiopVersion version, Charset charset, Value value) {
        Wire wire = Wire.littleEndian(littleEndian).octet(littleEndian ? 1 : 0);
        value.spelling().spell(wire, version, charset);
        return wire.build();
    }

    /** JacORB's Codec wrote {@code string}s in UTF-8; everything else matches Latin-1 (README). */
    private static CodeSets codeSets(String peer, Value value) {
        return peer.equals("jacorb") && value.name().equals("string-latin1") ? UTF_8 : CodeSets.DEFAULT;
    }

    private static Charset charset(String peer, Value value) {
        return codeSets(peer, value) == UTF_8 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1;
    }

    static String file(GiopVersion version, String name) {
        return "cdr1" + version.minor() + "-" + name + ".hex";
    }

    static void assertSameValue(Object expected, Object actual) {
        assertTrue(Objects.deepEquals(expected, actual),
                () -> "expected " + show(expected) + " but was " + show(actual));
    }

    private static String show(Object value) {
        return Arrays.deepToString(new Object[] {value});
    }
}
