package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import anys.AnyEcho;
import anys.AnyEchoHelper;
import anys.AnyEchoPOA;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.Any;
import org.omg.CORBA.TCKind;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.OrbStatistics;
import org.peregrine.orb.PeregrineOrb;
import org.peregrine.orb.error.AnyMinor;
import org.peregrine.orb.typecode.TypeCodeReader;

/**
 * Forged TypeCodes and Anys (CORBA 3.0 §15.3.5.1, §15.3.2) sent in real requests to a Peregrine
 * server on a raw socket, in the style of {@link MalformedInputTest}: each is answered with a
 * MARSHAL, COMPLETED_NO and Peregrine's minor code, the raw connection goes on serving, a client
 * ORB on its own connection keeps getting answers, and no pooled buffer stays allocated (the last
 * test, and the module's NettyLeakExtension after each case). None reaches the servant, which
 * would echo the any.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class MalformedAnyInputTest {

    private static final int READ_TIMEOUT_MILLIS = 3_000;
    private static final int WARM_UP_CALLS = 20;
    private static final AtomicInteger nextRequestId = new AtomicInteger(100);
    private static final AtomicInteger nextCheck = new AtomicInteger();

    private static TwoOrbs orbs;
    private static AnyEcho client;
    private static String host;
    private static int port;
    private static byte[] objectKey;
    private static long baselineActiveBuffers;

    @BeforeAll
    static void start() throws Exception {
        orbs = new TwoOrbs();
        org.omg.CORBA.Object served = orbs.rootPoa.servant_to_reference(new AnyEchoPOA() {
            @Override
            public Any echoAny(Any a) {
                return a;
            }

            @Override
            public int echoLong(int v) {
                return v;
            }
        });
        var profile = IorCodec.fromString(orbs.server.object_to_string(served)).iiopProfile();
        host = profile.host();
        port = profile.port();
        objectKey = profile.objectKey();
        client = AnyEchoHelper.narrow(orbs.toClient(served));
        for (int i = 0; i < WARM_UP_CALLS / 2; i++) { // the connection, the pool's chunks, the classes
            Any any = orbs.client.create_any();
            any.insert_string("warm " + i);
            assertEquals("warm " + i, client.echoAny(any).extract_string());
            assertEquals(i, client.echoLong(i));
        }
        Await.until("the server finished the warm-up calls",
                () -> serverStatistics().requestsFinished() == WARM_UP_CALLS);
        baselineActiveBuffers = serverStatistics().activeBuffers();
    }

    @AfterAll
    static void stop() {
        if (orbs != null) {
            orbs.close();
        }
    }

    @BeforeEach
    void wellBehavedCallBefore() {
        int value = nextCheck.incrementAndGet();
        assertEquals(value, client.echoLong(value));
    }

    @AfterEach
    void wellBehavedCallAfter() {
        Any any = orbs.client.create_any();
        any.insert_long(-nextCheck.incrementAndGet());
        assertEquals(any.extract_long(), client.echoAny(any).extract_long());
    }

    /** The TypeCode of {@code struct S {long a; long b; long c;}}. */
    private static void threeLongs(RawGiopClient.Writer out) {
        out.ulong(TCKind._tk_struct).encapsulation(RawGiopClient.Writer.encapsulation()
                .string("IDL:S:1.0").string("S").ulong(3)
                .string("a").ulong(TCKind._tk_long)
                .string("b").ulong(TCKind._tk_long)
                .string("c").ulong(TCKind._tk_long));
    }

    /**
     * A struct TypeCode whose one member's TypeCode is an indirection {@code offset} octets on
     * from its offset's own position.
     */
    private static void memberIndirection(RawGiopClient.Writer out, int offset) {
        out.ulong(TCKind._tk_struct).encapsulation(RawGiopClient.Writer.encapsulation()
                .string("IDL:S:1.0").string("S").ulong(1).string("a").ulong(-1).ulong(offset));
    }

    /** {@code levels} sequence TypeCodes, each the content of the one around it, around a long. */
    private static RawGiopClient.Writer nestedSequences(RawGiopClient.Writer out, int levels) {
        if (levels == 0) {
            return out.ulong(TCKind._tk_long);
        }
        return out.ulong(TCKind._tk_sequence)
                .encapsulation(nestedSequences(RawGiopClient.Writer.encapsulation(), levels - 1).ulong(0));
    }

    /**
     * An any's TypeCode and value, as the argument of {@code echoAny}, and the minor code it must
     * be refused with. Offsets of indirections count from the offset's own position (§15.3.5.1).
     */
    static Stream<Arguments> forgedAnys() {
        return Stream.of(
                Arguments.of("an indirection to itself",
                        (Consumer<RawGiopClient.Writer>) out -> out.ulong(-1).ulong(-4).ulong(7),
                        AnyMinor.BAD_TYPECODE_INDIRECTION),
                Arguments.of("an indirection outside its encapsulation",
                        (Consumer<RawGiopClient.Writer>) out -> memberIndirection(out, -1_000),
                        AnyMinor.BAD_TYPECODE_INDIRECTION),
                Arguments.of("an indirection into the middle of the TypeCode around it (its name)",
                        (Consumer<RawGiopClient.Writer>) out -> memberIndirection(out, -20),
                        AnyMinor.BAD_TYPECODE_INDIRECTION),
                Arguments.of("kind 0x99",
                        (Consumer<RawGiopClient.Writer>) out -> out.ulong(0x99).ulong(7),
                        AnyMinor.BAD_KIND),
                Arguments.of("a member count past the end",
                        (Consumer<RawGiopClient.Writer>) out -> out.ulong(TCKind._tk_struct)
                                .encapsulation(RawGiopClient.Writer.encapsulation().string("IDL:S:1.0").string("S")
                                        .ulong(0x10000000).string("a").ulong(TCKind._tk_long)),
                        AnyMinor.MEMBER_COUNT),
                Arguments.of("TypeCodes nested deeper than the limit",
                        (Consumer<RawGiopClient.Writer>) out -> nestedSequences(out, TypeCodeReader.MAX_NESTING + 1)
                                .ulong(0),
                        AnyMinor.TYPECODE_TOO_DEEP),
                Arguments.of("a TypeCode of three longs before one long",
                        (Consumer<RawGiopClient.Writer>) out -> {
                            threeLongs(out);
                            out.ulong(7);
                        },
                        GiopMinor.READ_PAST_END),
                Arguments.of("a sequence<long> of length 2^31-1 before one long",
                        (Consumer<RawGiopClient.Writer>) out -> out.ulong(TCKind._tk_sequence)
                                .encapsulation(RawGiopClient.Writer.encapsulation().ulong(TCKind._tk_long).ulong(0))
                                .ulong(Integer.MAX_VALUE).ulong(7),
                        GiopMinor.SEQUENCE_LENGTH));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("forgedAnys")
    void shouldReplyMarshalWithPeregrinesMinorCodeWhenAnAnyIsForged(String name,
            Consumer<RawGiopClient.Writer> any, MinorCode minor) throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        RawGiopClient.Writer request = RawGiopClient.request12(requestId, objectKey, "echoAny");
        any.accept(request);
        try (RawGiopClient raw = new RawGiopClient(host, port, READ_TIMEOUT_MILLIS)) {
            raw.send(request.finish());
            raw.assertSystemException(requestId, SystemExceptionKind.MARSHAL, minor.value());
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    @Test
    @Order(Integer.MAX_VALUE)
    void shouldHoldNoPooledBufferAfterTheForgedAnys() throws Exception {
        Await.until("the server holds as many pooled buffers as before the forged anys: " + serverStatistics()
                + ", before " + baselineActiveBuffers, () -> serverStatistics().activeBuffers() == baselineActiveBuffers);
    }

    private static OrbStatistics serverStatistics() {
        return ((PeregrineOrb) orbs.server).statistics();
    }
}
