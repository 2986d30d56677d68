package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.Wire;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSetContext;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.TaggedProfile;

/**
 * {@link RequestHeader} against the Requests JacORB and the GlassFish ORB sent in GIOP 1.0, 1.1
 * and 1.2 (vectors/README.md, sections B and D): framing, header fields, service contexts
 * (CodeSets decoded), the arguments at the body offset, and re-encoding to the same octets.
 */
class RequestHeaderTest {

    private static final String HELLO = "Hello, Peregrine";
    private static final int LARGE = 20000;

    static Stream<Arguments> requests() {
        return MessageVectors.files("request");
    }

    /** Requests sent whole (GlassFish's fragmented GIOP 1.2 request is FragmentAssemblerTest's). */
    static Stream<Arguments> wholeRequests() {
        return requests().filter(a -> !(a.get()[0].equals("glassfish") && a.get()[1].equals("giop12-large-m1-request.hex")));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("requests")
    void shouldFrameAndDecodePeerRequestHeader(String peer, String file) throws GiopProtocolException {
        Properties index = Vectors.index(peer);
        byte[] message = Vectors.bytes(peer, file);
        ByteBuf buf = Unpooled.wrappedBuffer(message);

        assertEquals(Vectors.number(index, file, "messageSize"), new GiopFramer(1 << 20).bodySize(buf, 0));
        GiopHeader header = new GiopHeader().wrap(buf, 0);
        GiopVersion version = header.version();
        assertEquals(Vectors.field(index, file, "giop"), version.toString());
        assertFalse(header.littleEndian());
        assertEquals(MessageType.REQUEST, header.type());
        assertEquals(Boolean.parseBoolean(Vectors.field(index, file, "moreFragments")), header.moreFragments());

        CdrReader in = new CdrReader().wrap(buf.skipBytes(GiopHeader.LENGTH), 0, false, version, CodeSets.DEFAULT);
        RequestHeader request = RequestHeader.read(in);

        assertEquals(Vectors.number(index, file, "requestId"), request.requestId());
        if (version == GiopVersion.V1_2) {
            assertEquals(Vectors.number(index, file, "responseFlags"), request.responseFlags());
            assertInstanceOf(TargetAddress.Key.class, request.target());
        } else {
            assertEquals(Vectors.number(index, file, "responseExpected") == 1, request.responseExpected());
        }
        assertEquals(Vectors.field(index, file, "objectKey"), Vectors.hex(request.target().objectKey()));
        assertEquals(Vectors.field(index, file, "operation"), request.operation());
        MessageVectors.assertContexts(index, file, request.serviceContexts());
        if (version == GiopVersion.V1_2) {
            in.align(8);
        }
        assertEquals(Vectors.number(index, file, "bodyOffset"), in.position());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("wholeRequests")
    void shouldDecodePeerRequestArguments(String peer, String file) {
        byte[] message = Vectors.bytes(peer, file);
        CdrReader in = bodyReader(message);

        if (file.contains("large")) {
            byte[] octets = in.readOctetSequence();
            assertArrayEquals(largeArgument(), octets);
        } else {
            assertEquals(0x01020304, in.readLong());
            assertEquals(HELLO, CdrText.readString(in));
            assertEquals(2.5, in.readDouble());
        }
        assertEquals(0, in.remaining());
    }

    /** The client's CodeSets context: JacORB chose UTF-8 (even for GIOP 1.0), GlassFish Latin-1. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("requests")
    void shouldDecodeCodeSetsContextAsIndexed(String peer, String file) {
        Properties index = Vectors.index(peer);
        String contexts = Vectors.field(index, file, "serviceContexts");
        ServiceContext codeSets = ServiceContext.find(decode(Vectors.bytes(peer, file)).serviceContexts(),
                ServiceContext.CODE_SETS);
        if (!contexts.contains("(CodeSets)")) {
            assertEquals(null, codeSets);
            return;
        }
        assertNotNull(codeSets);
        CodeSets chosen = CodeSetContext.decode(codeSets.data());
        String charData = contexts.replaceAll(".*(?<!w)charData=0x([0-9a-f]{8}).*", "$1");
        String wcharData = contexts.replaceAll(".*wcharData=0x([0-9a-f]{8}).*", "$1");
        assertEquals(Integer.parseUnsignedInt(charData, 16), chosen.charSet().id());
        assertEquals(Integer.parseUnsignedInt(wcharData, 16), chosen.wcharSet().id());
        assertEquals(peer.equals("jacorb") ? CharCodeSet.UTF_8 : CharCodeSet.ISO_8859_1, chosen.charSet());
        assertEquals(WcharCodeSet.UTF_16, chosen.wcharSet());
        assertArrayEquals(codeSets.data(), CodeSetContext.encode(chosen));
    }

    /** Same header, same contexts, same arguments: the same octets as the peer, padding included. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("wholeRequests")
    void shouldReencodePeerRequestToIdenticalOctets(String peer, String file) {
        byte[] message = Vectors.bytes(peer, file);
        RequestHeader request = decode(message);
        GiopVersion version = new GiopHeader().wrap(Unpooled.wrappedBuffer(message), 0).version();

        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer(message.length);
        try {
            GiopHeader.write(buf, version, false, MessageType.REQUEST, false);
            CdrWriter out = new CdrWriter().wrap(buf, 0, false, version, CodeSets.DEFAULT);
            request.write(out);
            if (version == GiopVersion.V1_2) {
                out.align(8);
            }
            if (file.contains("large")) {
                out.writeOctetSequence(largeArgument());
            } else {
                out.writeLong(0x01020304);
                CdrText.writeString(out, HELLO);
                out.writeDouble(2.5);
            }
            out.flush();
            new GiopHeader().wrap(buf, 0).size(buf.readableBytes() - GiopHeader.LENGTH);

            Vectors.assertSameOctets(withZeroBodyPadding(message), ByteBufUtil.getBytes(buf));
        } finally {
            buf.release();
        }
    }

    @Test
    void shouldDecodeLittleEndianGiop12RequestSpelledByHand() {
        byte[] context = CodeSetContext.encode(CodeSets.DEFAULT);
        byte[] message = Wire.giop(1, 2).littleEndianMessage().type(0)
                .int32(7).octet(3).raw(0, 0, 0).int16(0).octets("TestKey".getBytes())
                .string("echoLong", java.nio.charset.StandardCharsets.ISO_8859_1)
                .int32(1).int32(ServiceContext.CODE_SETS).octets(context)
                .align(8).int32(0x01020304).build();
        ByteBuf buf = Unpooled.wrappedBuffer(message);
        GiopHeader header = new GiopHeader().wrap(buf, 0);
        CdrReader in = new CdrReader().wrap(buf.skipBytes(12), 0, header.littleEndian(), header.version(),
                CodeSets.DEFAULT);

        RequestHeader request = RequestHeader.read(in);
        in.align(8);

        assertEquals(message.length - 12, header.size());
        assertEquals(7, request.requestId());
        assertEquals("echoLong", request.operation());
        assertArrayEquals("TestKey".getBytes(), request.target().objectKey());
        assertTrue(CodeSets.DEFAULT.sameSets(CodeSetContext.decode(request.serviceContexts().get(0).data())));
        assertEquals(0x01020304, in.readLong());
    }

    @Test
    void shouldThrowMarshalOnUnknownTargetAddressDisposition() {
        byte[] message = Wire.giop(1, 2).type(0).int32(7).octet(3).raw(0, 0, 0).int16(3).build();
        ByteBuf buf = Unpooled.wrappedBuffer(message).skipBytes(12);
        CdrReader in = new CdrReader().wrap(buf, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT)
                .completion(CompletionStatus.COMPLETED_NO);

        SystemException e = assertThrows(MARSHAL.class, () -> RequestHeader.read(in));
        assertEquals(GiopMinor.BAD_TARGET_ADDRESS.value(), e.minor);
    }

    @Test
    void shouldThrowMarshalOnTooManyServiceContexts() {
        Wire wire = Wire.giop(1, 2).type(0).int32(7).octet(3).raw(0, 0, 0).int16(0).octets(new byte[] {1})
                .string("op", java.nio.charset.StandardCharsets.ISO_8859_1).int32(300);
        for (int i = 0; i < 300; i++) {
            wire.int32(i).int32(0);
        }
        CdrReader in = new CdrReader().wrap(Unpooled.wrappedBuffer(wire.build()).skipBytes(12), 0, false,
                GiopVersion.V1_2, CodeSets.DEFAULT);

        SystemException e = assertThrows(MARSHAL.class, () -> RequestHeader.read(in));
        assertEquals(GiopMinor.TOO_MANY_SERVICE_CONTEXTS.value(), e.minor);
    }

    /** Every proper prefix of every captured request header fails as MARSHAL, never otherwise. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("requests")
    void shouldThrowMarshalForEveryTruncatedRequestHeader(String peer, String file) {
        byte[] message = Vectors.bytes(peer, file);
        int headerEnd = headerEnd(message);
        for (int length = GiopHeader.LENGTH; length < headerEnd; length++) {
            CdrReader in = bodyReaderOver(Arrays.copyOf(message, length));
            int cut = length;
            SystemException e = assertThrows(SystemException.class, () -> RequestHeader.read(in), () -> "cut " + cut);
            assertInstanceOf(MARSHAL.class, e, () -> "cut at " + cut);
        }
    }

    /**
     * JacORB filled the 8-alignment padding before the body of its GIOP 1.2 large request with
     * {@code 00 00 00 07}, not zeros (CORBA 3.0 §15.3.1.1 leaves padding octets' values open);
     * Peregrine writes zeros, so the comparison ignores that padding.
     */
    @Test
    void shouldSkipNonZeroBodyPaddingFromJacorb() {
        byte[] message = Vectors.bytes("jacorb", "giop12-large-m1-request.hex");
        int headerEnd = headerEnd(message);

        assertEquals(76, headerEnd);
        assertEquals("00000007", Vectors.hex(Arrays.copyOfRange(message, headerEnd, 80)));
        assertArrayEquals(largeArgument(), bodyReader(message).readOctetSequence());
    }

    private static byte[] withZeroBodyPadding(byte[] message) {
        byte[] copy = message.clone();
        int headerEnd = headerEnd(message);
        int bodyStart = message[5] == 2 ? (headerEnd + 7) & ~7 : headerEnd;
        Arrays.fill(copy, headerEnd, Math.min(bodyStart, copy.length), (byte) 0);
        return copy;
    }

    private static int headerEnd(byte[] message) {
        CdrReader in = bodyReaderOver(message);
        RequestHeader.read(in);
        return in.position();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("requests")
    void shouldBoundTheOctetsOfPeerRequestHeaders(String peer, String file) {
        RequestHeader request = decode(Vectors.bytes(peer, file));
        for (GiopVersion version : GiopVersion.values()) {
            assertTrue(headerOctets(request, version) <= request.sizeBound(), () -> version + " header of " + file
                    + " takes " + headerOctets(request, version) + " octets, more than " + request.sizeBound());
        }
    }

    @Test
    void shouldBoundTheOctetsOfHeadersWithEveryTargetAddressAndContexts() {
        List<ServiceContext> contexts = List.of(new ServiceContext(1, new byte[5]), new ServiceContext(6, new byte[1]));
        TaggedProfile profile = new TaggedProfile(TaggedProfile.TAG_INTERNET_IOP, new byte[13]);
        List<TargetAddress> targets = List.of(new TargetAddress.Key(new byte[3]), new TargetAddress.Profile(profile),
                new TargetAddress.Reference(0, new Ior("IDL:x/Y:1.0", List.of(profile, profile))));
        for (TargetAddress target : targets) {
            RequestHeader request = new RequestHeader(7, RequestHeader.RESPONSE_EXPECTED, target, "op", contexts);
            for (GiopVersion version : GiopVersion.values()) {
                if (version == GiopVersion.V1_2 || target instanceof TargetAddress.Key) {
                    assertTrue(headerOctets(request, version) <= request.sizeBound(), target + " " + version);
                }
            }
        }
        ReplyHeader reply = new ReplyHeader(7, ReplyStatus.NO_EXCEPTION, contexts);
        for (GiopVersion version : GiopVersion.values()) {
            ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer(256);
            try {
                GiopHeader.write(buf, version, false, MessageType.REPLY, false);
                CdrWriter out = new CdrWriter().wrap(buf, 0, false, version, CodeSets.DEFAULT);
                reply.write(out);
                out.flush();
                assertTrue(buf.readableBytes() - GiopHeader.LENGTH <= reply.sizeBound(), "reply " + version);
            } finally {
                buf.release();
            }
        }
    }

    /** The octets {@code request.write} takes after a GIOP header. */
    private static int headerOctets(RequestHeader request, GiopVersion version) {
        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer(1024);
        try {
            GiopHeader.write(buf, version, false, MessageType.REQUEST, false);
            CdrWriter out = new CdrWriter().wrap(buf, 0, false, version, CodeSets.DEFAULT);
            request.write(out);
            out.flush();
            return buf.readableBytes() - GiopHeader.LENGTH;
        } finally {
            buf.release();
        }
    }

    static RequestHeader decode(byte[] message) {
        return RequestHeader.read(bodyReaderOver(message));
    }

    /** A reader positioned after the GIOP header, alignment counted from the message start. */
    static CdrReader bodyReaderOver(byte[] message) {
        ByteBuf buf = Unpooled.wrappedBuffer(message);
        GiopHeader header = new GiopHeader().wrap(buf, 0);
        return new CdrReader().wrap(buf.skipBytes(GiopHeader.LENGTH), 0, header.littleEndian(),
                GiopVersion.of(message[4], message[5]), CodeSets.DEFAULT);
    }

    /** A reader at the first argument: after the header and, in GIOP 1.2, the 8-alignment. */
    static CdrReader bodyReader(byte[] message) {
        CdrReader in = bodyReaderOver(message);
        RequestHeader.read(in);
        if (in.version() == GiopVersion.V1_2) {
            in.align(8);
        }
        return in;
    }

    static byte[] largeArgument() {
        byte[] octets = new byte[LARGE];
        for (int i = 0; i < LARGE; i++) {
            octets[i] = (byte) i;
        }
        return octets;
    }
}
