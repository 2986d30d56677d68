package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.INV_OBJREF;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSetContext;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.ior.TaggedComponent;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.RequestHeader;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.testsupport.RecordingRelay;
import org.peregrine.testsupport.RecordingRelay.Direction;
import org.peregrine.testsupport.RecordingRelay.Unit;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Code sets between Peregrine ORBs (CORBA 3.0 §13.10.2.6): what a client negotiates and sends,
 * seen on the wire through a relay, and how a server takes the CodeSets context of a raw client.
 */
class CodeSetsTest {

    private static final int READ_TIMEOUT_MILLIS = 3_000;
    private static final String UNICODE = "Grüße, 世界 \uD83D\uDE00";

    private static TwoOrbs orbs;
    private static Ior serverIor;
    private static int nextRequestId = 1;

    @BeforeAll
    static void start() throws Exception {
        orbs = new TwoOrbs();
        serverIor = IorCodec.fromString(
                orbs.server.object_to_string(orbs.rootPoa.servant_to_reference(new EchoServant())));
    }

    @AfterAll
    static void stop() {
        orbs.close();
    }

    @Test
    void shouldCarryAnyTextInAStringBetweenTwoOrbsAtTheirDefaults() {
        Echo echo = EchoHelper.narrow(orbs.client.string_to_object(IorCodec.toString(serverIor)));

        assertEquals(UNICODE, echo.echoString(UNICODE));
        assertEquals(UNICODE, echo.echoWString(UNICODE));
    }

    /**
     * Both at their defaults negotiate UTF-8 and UTF-16; the request and its reply carry the text
     * in UTF-8, and the context goes with the requests until a reply has come.
     */
    @Test
    void shouldSendTheCodeSetsContextUntilAReplyHasComeAndTheTextInUtf8() throws Exception {
        ORB client = TwoOrbs.orb(Map.of());
        try (RecordingRelay relay = relayTo(serverIor)) {
            Echo echo = EchoHelper.narrow(client.string_to_object(IorCodec.toString(through(relay, serverIor, true))));
            echo.note(1); // oneway: no reply tells the client the server has the context
            assertEquals(UNICODE, echo.echoString(UNICODE));
            assertEquals(7, echo.echoLong(7));

            List<byte[]> requests = messages(relay, Direction.TO_SERVER);
            assertEquals(3, requests.size());
            CodeSets utf8 = CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);
            assertContext(utf8, requests.get(0));
            assertContext(utf8, requests.get(1));
            assertContext(null, requests.get(2));
            assertEquals(UNICODE, stringArgument(requests.get(1), utf8));
            byte[] reply = messages(relay, Direction.TO_CLIENT).get(0);
            assertEquals(UNICODE, stringResult(reply, utf8));
        } finally {
            client.destroy();
        }
    }

    /** Two ISO 8859-1 ORBs negotiate it: "é" travels as one octet, in the reply too. */
    @Test
    void shouldWriteTheReplyInTheCodeSetsOfItsRequest() throws Exception {
        Map<String, String> latin1 = Map.of("peregrine.codeset.char", "ISO-8859-1");
        ORB server = TwoOrbs.orb(latin1);
        ORB client = TwoOrbs.orb(latin1);
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Ior ior = IorCodec.fromString(server.object_to_string(root.servant_to_reference(new EchoServant())));
            try (RecordingRelay relay = relayTo(ior)) {
                Echo echo = EchoHelper.narrow(client.string_to_object(IorCodec.toString(through(relay, ior, true))));
                assertEquals("é", echo.echoString("é"));

                byte[] request = messages(relay, Direction.TO_SERVER).get(0);
                CodeSets latin1Sets = CodeSets.negotiatedByClient(CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16);
                assertContext(latin1Sets, request);
                byte[] reply = messages(relay, Direction.TO_CLIENT).get(0);
                assertArrayEquals(new byte[] {0, 0, 0, 2, (byte) 0xe9, 0}, Arrays.copyOfRange(reply,
                        reply.length - 6, reply.length));
            }
        } finally {
            client.destroy();
            server.destroy();
        }
    }

    /**
     * A reference whose IOR names no code sets leaves ISO 8859-1 and no wide data: beyond Latin-1
     * BAD_PARAM minor 42, wide data INV_OBJREF minor 2, both before anything is sent; no context.
     */
    @Test
    void shouldKeepToIso88591WithoutWideDataForAnIorWithoutCodeSets() throws Exception {
        ORB client = TwoOrbs.orb(Map.of());
        try (RecordingRelay relay = relayTo(serverIor)) {
            Echo echo = EchoHelper.narrow(client.string_to_object(IorCodec.toString(through(relay, serverIor, false))));

            assertEquals("Grüße", echo.echoString("Grüße"));
            BAD_PARAM beyond = assertThrows(BAD_PARAM.class, () -> echo.echoString("世界"));
            assertEquals(OmgMinor.BAD_PARAM_ISO_8859_1_ONLY.value(), beyond.minor);
            assertEquals(CompletionStatus.COMPLETED_NO, beyond.completed);
            INV_OBJREF wide = assertThrows(INV_OBJREF.class, () -> echo.echoWString("w"));
            assertEquals(OmgMinor.INV_OBJREF_NO_CODE_SETS_COMPONENT.value(), wide.minor);
            assertEquals(CompletionStatus.COMPLETED_NO, wide.completed);

            List<byte[]> requests = messages(relay, Direction.TO_SERVER);
            assertEquals(1, requests.size());
            assertContext(null, requests.get(0));
            assertArrayEquals("Grüße\0".getBytes(StandardCharsets.ISO_8859_1),
                    Arrays.copyOfRange(requests.get(0), requests.get(0).length - 6, requests.get(0).length));
        } finally {
            client.destroy();
        }
    }

    // ---- the server side: raw clients -----------------------------------------------------

    @Test
    void shouldAnswerCodesetIncompatibleForACodeSetItDoesNotSpeak() throws Exception {
        try (RawGiopClient raw = raw()) {
            assertRefused(raw, "echoLong", context(0x00010020, WcharCodeSet.UTF_16.id()),
                    SystemExceptionKind.CODESET_INCOMPATIBLE, OmgMinor.CODESET_INCOMPATIBLE_NOT_SUPPORTED);
            assertEchoLong(raw, null);
        }
    }

    @Test
    void shouldAnswerMarshalWhenALaterContextChangesTheCodeSets() throws Exception {
        try (RawGiopClient raw = raw()) {
            assertEchoLong(raw, context(CharCodeSet.UTF_8.id(), WcharCodeSet.UTF_16.id()));
            assertEchoLong(raw, context(CharCodeSet.UTF_8.id(), WcharCodeSet.UTF_16.id()));
            assertRefused(raw, "echoLong", context(CharCodeSet.ISO_8859_1.id(), WcharCodeSet.UTF_16.id()),
                    SystemExceptionKind.MARSHAL, OmgMinor.MARSHAL_CODE_SETS_CHANGED);
            assertEchoLong(raw, null);
        }
    }

    /** Without a context, or with one naming no wchar code set (0). */
    @Test
    void shouldAnswerBadParamForWideDataWithoutANegotiatedWcharCodeSet() throws Exception {
        for (byte[] codeSets : new byte[][] {null, context(CharCodeSet.UTF_8.id(), 0)}) {
            try (RawGiopClient raw = raw()) {
                assertRefused(raw, "echoWString", codeSets, SystemExceptionKind.BAD_PARAM,
                        OmgMinor.BAD_PARAM_NO_WCHAR_IN_CONTEXT);
            }
        }
    }

    // ---- helpers ---------------------------------------------------------------------------

    /** A relay to the server of {@code ior}, recording GIOP messages. */
    private static RecordingRelay relayTo(Ior ior) throws IOException {
        return new RecordingRelay("127.0.0.1", ior.iiopProfile().port(), CodeSetsTest::giopMessage);
    }

    /** {@code ior} pointing at {@code relay}, with or without its code set component. */
    private static Ior through(RecordingRelay relay, Ior ior, boolean withCodeSets) {
        IiopProfile profile = ior.iiopProfile();
        List<TaggedComponent> components = new ArrayList<>();
        for (TaggedComponent component : profile.components()) {
            if (withCodeSets || component.tag() != TaggedComponent.TAG_CODE_SETS) {
                components.add(component);
            }
        }
        IiopProfile relayed = new IiopProfile(profile.major(), profile.minor(), "127.0.0.1", relay.port(),
                profile.objectKey(), components);
        return new Ior(ior.typeId(), List.of(relayed.toTaggedProfile()));
    }

    /** Cuts a stream into GIOP messages, so that each recorded unit is one. */
    private static byte[] giopMessage(InputStream in) throws IOException {
        byte[] header = in.readNBytes(12);
        if (header.length < 12) {
            return null;
        }
        int size = ByteBuffer.wrap(header, 8, 4)
                .order((header[6] & 1) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN).getInt();
        ByteBuffer message = ByteBuffer.allocate(12 + size).put(header).put(in.readNBytes(size));
        return message.array();
    }

    private static List<byte[]> messages(RecordingRelay relay, Direction direction) {
        return relay.units().stream().filter(unit -> unit.direction() == direction).map(Unit::bytes).toList();
    }

    /** A reader of a GIOP 1.2 message's body, after its 12-octet header. */
    private static CdrReader body(byte[] message, CodeSets codeSets) {
        return new CdrReader().wrap(Unpooled.wrappedBuffer(message).skipBytes(12), 0, (message[6] & 1) != 0,
                GiopVersion.V1_2, codeSets);
    }

    private static void assertContext(CodeSets expected, byte[] request) {
        ServiceContext context = ServiceContext.find(RequestHeader.read(body(request, CodeSets.DEFAULT))
                .serviceContexts(), ServiceContext.CODE_SETS);
        if (expected == null) {
            assertNull(context, "no CodeSets context");
            return;
        }
        assertNotNull(context, "a CodeSets context");
        assertArrayEquals(CodeSetContext.encode(expected), context.data());
    }

    private static String stringArgument(byte[] request, CodeSets codeSets) {
        CdrReader in = body(request, codeSets);
        RequestHeader.read(in);
        in.align(8);
        return CdrText.readString(in);
    }

    private static String stringResult(byte[] reply, CodeSets codeSets) {
        CdrReader in = body(reply, codeSets);
        in.readLong(); // request id
        assertEquals(0, in.readLong(), "NO_EXCEPTION");
        assertEquals(0, in.readLong(), "no service contexts");
        in.align(8);
        return CdrText.readString(in);
    }

    private static RawGiopClient raw() throws IOException {
        IiopProfile profile = serverIor.iiopProfile();
        return new RawGiopClient(profile.host(), profile.port(), READ_TIMEOUT_MILLIS);
    }

    /** The data of a CodeSets context (an encapsulation, big-endian). */
    private static byte[] context(int charData, int wcharData) {
        return ByteBuffer.allocate(12).put((byte) 0).position(4).putInt(charData).putInt(wcharData).array();
    }

    /** A GIOP 1.2 Request up to its body, with the CodeSets context {@code codeSets} or none. */
    private static RawGiopClient.Writer request(int requestId, String operation, byte[] codeSets) {
        byte[] objectKey = serverIor.iiopProfile().objectKey();
        RawGiopClient.Writer out = new RawGiopClient.Writer(1, 2, RawGiopClient.REQUEST);
        out.ulong(requestId);
        out.octet(3).octet(0).octet(0).octet(0); // response_flags, reserved
        out.ushort(0).ulong(objectKey.length).octets(objectKey); // TargetAddress: KeyAddr
        out.string(operation);
        if (codeSets == null) {
            out.ulong(0);
        } else {
            out.ulong(1).ulong(ServiceContext.CODE_SETS).ulong(codeSets.length).octets(codeSets);
        }
        return out.align(8);
    }

    /**
     * A request of {@code operation} with {@code codeSets} (its argument a {@code long}, or for
     * echoWString a one-character wstring) answered with {@code kind} and {@code minor}, {@code
     * COMPLETED_NO}.
     */
    private static void assertRefused(RawGiopClient raw, String operation, byte[] codeSets, SystemExceptionKind kind,
            MinorCode minor) throws IOException {
        int requestId = nextRequestId++;
        RawGiopClient.Writer request = request(requestId, operation, codeSets);
        raw.send((operation.equals("echoWString") ? request.ulong(2).ushort('w') : request.ulong(5)).finish());
        raw.assertSystemException(requestId, kind, minor.value());
    }

    /** An echoLong with {@code codeSets}, answered. */
    private static void assertEchoLong(RawGiopClient raw, byte[] codeSets) throws IOException {
        int requestId = nextRequestId++;
        raw.send(request(requestId, "echoLong", codeSets).ulong(0x01020304).finish());
        RawGiopClient.Message message = raw.readMessage();
        assertNotNull(message, "the server closed the connection");
        assertEquals(requestId, message.reply().requestId());
        assertEquals(0, message.reply().status(), "NO_EXCEPTION");
        assertEquals(0x01020304, message.longResult());
    }
}
