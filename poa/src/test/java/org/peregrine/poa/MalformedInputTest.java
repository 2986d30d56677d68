package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.PooledByteBufAllocator;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
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
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.orb.OrbStatistics;
import org.peregrine.orb.PeregrineOrb;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.OrbProperties;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Sends malformed GIOP to a Peregrine server on raw sockets and checks each answer exactly
 * (CORBA 3.0 §15.4.8 MessageError and close for what cannot be framed or whose request header
 * cannot be read; a SYSTEM_EXCEPTION Reply, COMPLETED_NO, for a request whose target,
 * operation, service contexts or arguments are wrong), while a well-behaved client on its own connection keeps
 * calling, no thread dies, no pooled buffer leaks and no forged length allocates more than the
 * configured maximum. Each refusal is counted in the server's statistics, and none of the bad
 * input is logged as a WARNING (a peer's mistakes are not the ORB's failures).
 *
 * <p>The server and client ORBs, the background caller and the checks are shared by the whole
 * class; the last test ({@code @Order(Integer.MAX_VALUE)}) stops the caller and checks pooled
 * memory and uncaught exceptions over everything the cases did; a leaked buffer fails the case
 * after which Netty reports it (the module's NettyLeakExtension).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class MalformedInputTest {

    private static final int MAX_MESSAGE_SIZE = 1 << 20;
    private static final int READ_TIMEOUT_MILLIS = 3_000;
    /** The calls made before the baselines are taken, the only requests the server has had then. */
    private static final int WARM_UP_CALLS = 100;
    private static final int FRAGMENT_TIMEOUT_MILLIS = 300;
    /**
     * Growth of the pool that is not an allocation for a message: every thread that allocates is
     * bound to one of the pool's arenas, and an arena grows by whole chunks. A forged length of
     * 2^31 would need 2 GiB, far above this.
     */
    private static final long DIRECT_MARGIN = (long) PooledByteBufAllocator.defaultNumDirectArena()
            * PooledByteBufAllocator.defaultPageSize() << PooledByteBufAllocator.defaultMaxOrder();
    /** Seven bytes of a GIOP 1.2 header: magic, version, flags; no type, no size. */
    private static final byte[] PARTIAL_HEADER = {'G', 'I', 'O', 'P', 1, 2, 0};
    private static final List<Throwable> uncaught = new CopyOnWriteArrayList<>();

    private static ORB server;
    private static ORB client;
    private static Echo echo;
    private static String host;
    private static int port;
    private static byte[] objectKey;
    private static long baselineActiveAllocations;
    private static long baselineDirectMemory;
    /** The server connections of the well-behaved client: every raw connection comes and goes on top. */
    private static int baselineConnections;
    private static Thread.UncaughtExceptionHandler previousHandler;
    private static WellBehavedCaller caller;
    private static DirectMemorySampler sampler;
    private static final AtomicInteger nextRequestId = new AtomicInteger(100);
    private static final AtomicInteger nextCheck = new AtomicInteger();
    /** The server's count of refused messages when the running test began. */
    private static long refusedBefore;
    /** Peregrine's loggers' parent, held: java.util.logging keeps loggers only weakly. */
    private static final java.util.logging.Logger PEREGRINE_LOG = java.util.logging.Logger.getLogger("org.peregrine");
    /** What Peregrine logged at WARNING or above while the cases ran, with its stack trace if any. */
    private static final List<String> warnings = new CopyOnWriteArrayList<>();
    private static final java.util.logging.Handler WARNINGS = new java.util.logging.Handler() {
        @Override
        public void publish(java.util.logging.LogRecord record) {
            if (record.getLevel().intValue() >= java.util.logging.Level.WARNING.intValue()) {
                warnings.add(record.getLoggerName() + ": " + record.getMessage()
                        + (record.getThrown() == null ? "" : " " + record.getThrown()));
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeAll
    static void start() throws Exception {
        PEREGRINE_LOG.addHandler(WARNINGS);
        previousHandler = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> uncaught.add(new AssertionError(
                "thread " + thread.getName() + " died of " + e, e)));

        Properties serverProps = TwoOrbs.props();
        serverProps.setProperty(OrbProperties.MAX_MESSAGE_SIZE, Integer.toString(MAX_MESSAGE_SIZE));
        serverProps.setProperty(OrbProperties.FRAGMENT_TIMEOUT, Integer.toString(FRAGMENT_TIMEOUT_MILLIS));
        server = ORB.init(new String[0], serverProps);
        Properties clientProps = TwoOrbs.props();
        clientProps.setProperty(OrbProperties.REPLY_TIMEOUT, "5000");
        // one connection whatever calls overlap, so the server's count of the client's is known
        clientProps.setProperty(OrbProperties.CONNECTIONS_PER_ENDPOINT, "1");
        client = ORB.init(new String[0], clientProps);
        POA rootPoa = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        rootPoa.the_POAManager().activate();
        String ior = server.object_to_string(rootPoa.servant_to_reference(new EchoServant()));
        IiopProfile profile = IorCodec.fromString(ior).iiopProfile();
        host = profile.host();
        port = profile.port();
        objectKey = profile.objectKey();
        assertEquals("127.0.0.1", host);
        echo = EchoHelper.narrow(client.string_to_object(ior));

        for (int i = 0; i < WARM_UP_CALLS / 2; i++) { // warm up: the connection, the pool's chunks, the classes
            assertEquals(i, echo.echoLong(i));
            assertEquals("warm " + i, echo.echoString("warm " + i));
        }
        // a request's buffers are released by the time the server counts it finished, which may
        // be just after its caller has the reply
        Await.until("the server finished the warm-up calls",
                () -> serverStatistics().requestsFinished() == WARM_UP_CALLS);
        baselineActiveAllocations = serverStatistics().activeBuffers();
        baselineDirectMemory = serverStatistics().usedPooledMemory();
        baselineConnections = serverStatistics().serverConnections();

        sampler = new DirectMemorySampler();
        caller = new WellBehavedCaller(EchoHelper.narrow(client.string_to_object(ior)));
    }

    @AfterAll
    static void stop() {
        if (caller != null) {
            caller.stop();
        }
        if (sampler != null) {
            sampler.stop();
        }
        if (client != null) {
            client.destroy();
        }
        if (server != null) {
            server.destroy();
        }
        Thread.setDefaultUncaughtExceptionHandler(previousHandler);
        PEREGRINE_LOG.removeHandler(WARNINGS);
    }

    @BeforeEach
    void wellBehavedCallBefore() {
        int value = nextCheck.incrementAndGet();
        assertEquals(value, echo.echoLong(value));
        refusedBefore = serverStatistics().messagesRefused();
    }

    @AfterEach
    void wellBehavedCallAfter() {
        int value = -nextCheck.incrementAndGet();
        assertEquals(value, echo.echoLong(value));
        assertEquals(List.of(), uncaught, "a thread died");
        assertEquals(List.of(), caller.failures(), "the well-behaved client failed");
    }

    // ---- framing violations: MessageError, then close (§15.4.8) -----------------------------

    static Stream<Arguments> brokenHeaders() {
        return Stream.of(
                Arguments.of("bad magic GIOX", RawGiopClient.header("GIOX", 1, 2, 0, RawGiopClient.REQUEST, 0)),
                Arguments.of("GIOP 1.3", RawGiopClient.header("GIOP", 1, 3, 0, RawGiopClient.REQUEST, 0)),
                Arguments.of("GIOP 2.0", RawGiopClient.header("GIOP", 2, 0, 0, RawGiopClient.REQUEST, 0)),
                Arguments.of("unknown message type 8", RawGiopClient.header("GIOP", 1, 2, 0, 8, 0)),
                Arguments.of("size 2^31-1", RawGiopClient.header("GIOP", 1, 2, 0, RawGiopClient.REQUEST,
                        Integer.MAX_VALUE)),
                Arguments.of("size 2^31-1 little-endian", RawGiopClient.header("GIOP", 1, 2, 1,
                        RawGiopClient.REQUEST, Integer.reverseBytes(Integer.MAX_VALUE))),
                Arguments.of("size 2^32-1", RawGiopClient.header("GIOP", 1, 2, 0, RawGiopClient.REQUEST, -1)),
                Arguments.of("size max+1", RawGiopClient.header("GIOP", 1, 2, 0, RawGiopClient.REQUEST,
                        MAX_MESSAGE_SIZE + 1)),
                Arguments.of("GIOP 1.2 Fragment without a fragmented message", concat(
                        RawGiopClient.header("GIOP", 1, 2, 0, RawGiopClient.FRAGMENT, 4), new byte[] {0, 0, 0, 99})),
                Arguments.of("GIOP 1.1 Fragment without a fragmented message",
                        RawGiopClient.header("GIOP", 1, 1, 0, RawGiopClient.FRAGMENT, 0)),
                Arguments.of("GIOP 1.0 Fragment", RawGiopClient.header("GIOP", 1, 0, 0, RawGiopClient.FRAGMENT, 0)));
    }

    static Stream<Arguments> messagesOnlyServersSend() {
        return Stream.of(
                Arguments.of("Reply sent to the server", new RawGiopClient.Writer(1, 2, RawGiopClient.REPLY)
                        .ulong(1).ulong(0).ulong(0).finish()),
                Arguments.of("LocateReply sent to the server", new RawGiopClient.Writer(1, 2, 4)
                        .ulong(1).ulong(1).finish()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenHeaders")
    void shouldAnswerMessageErrorAndCloseWhenMessageCannotBeFramed(String name, byte[] bytes) throws Exception {
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(bytes);
            assertMessageErrorThenClosed(raw);
        }
        assertDirectMemoryWithinLimit();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("messagesOnlyServersSend")
    void shouldAnswerMessageErrorAndCloseWhenClientSendsServerMessage(String name, byte[] bytes) throws Exception {
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(bytes);
            assertMessageErrorThenClosed(raw);
        }
    }

    @Test
    void shouldAnswerMessageErrorAndCloseWhenOperationLengthExceedsMessage() throws Exception {
        byte[] request = RawGiopClient.request12(nextRequestId.incrementAndGet(), objectKey, "echoLong")
                .ulong(5).finish();
        int operationLengthAt = align4(RawGiopClient.HEADER_LENGTH + 4 + 4 + 2 + 2 + 4 + objectKey.length);
        ByteBuffer.wrap(request).putInt(operationLengthAt, 1_000);
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request);
            assertMessageErrorThenClosed(raw);
        }
    }

    /** The header is read: the request is answered, as a request whose arguments cannot be read is. */
    @Test
    void shouldAnswerMarshalAndKeepServingWhenTheCodeSetsContextCannotBeRead() throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        RawGiopClient.Writer request = new RawGiopClient.Writer(1, 2, RawGiopClient.REQUEST);
        request.ulong(requestId);
        request.octet(3).octet(0).octet(0).octet(0); // response_flags, reserved
        request.ushort(0).ulong(objectKey.length).octets(objectKey); // TargetAddress: KeyAddr
        request.string("echoLong");
        request.ulong(1); // one service context:
        request.ulong(1).ulong(1).octet(0); // CodeSets (CORBA 3.0 §13.10.2.5), its encapsulation only a byte order
        request.align(8);
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request.ulong(5).finish());
            raw.assertSystemException(requestId, SystemExceptionKind.MARSHAL, GiopMinor.READ_PAST_END.value());
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    // ---- well-formed requests arriving together ----------------------------------------------

    @Test
    void shouldAnswerEveryRequestOfOneWrite() throws Exception {
        // Read ahead in one read, the later requests are taken without the selector's help.
        java.io.ByteArrayOutputStream together = new java.io.ByteArrayOutputStream();
        java.util.Map<Integer, Integer> expected = new java.util.HashMap<>();
        for (int i = 0; i < 5; i++) {
            int requestId = nextRequestId.incrementAndGet();
            expected.put(requestId, 1000 + i);
            together.write(RawGiopClient.request12(requestId, objectKey, "echoLong").ulong(1000 + i).finish());
        }
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(together.toByteArray());
            java.util.Map<Integer, Integer> answered = new java.util.HashMap<>();
            for (int i = 0; i < expected.size(); i++) {
                RawGiopClient.Message message = raw.readMessage();
                assertNotNull(message, "the server closed the connection after " + i + " replies");
                RawGiopClient.Reply reply = message.reply();
                assertEquals(0, reply.status(), "NO_EXCEPTION");
                answered.put(reply.requestId(), message.longResult());
            }
            assertEquals(expected, answered);
        }
    }

    // ---- a header cut short ----------------------------------------------------------------

    @Test
    void shouldCloseWithoutAnswerWhenStreamEndsInsideHeader() throws Exception {
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(PARTIAL_HEADER);
            raw.shutdownOutput();
            assertNull(raw.readMessage(), "the server answered a connection that ended inside a header");
            awaitServerConnections(server, baselineConnections);
        }
    }

    /**
     * On a server of its own with each dispatch strategy, whatever the surefire run selects:
     * the connection is counted once the server holds it, and forgotten once closed.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"leader-follower", "worker-pool", "thread-per-connection"})
    void shouldForgetConnectionClosedInsideHeader(String strategy) throws Exception {
        ORB own = TwoOrbs.orb(Map.of(OrbProperties.THREAD_STRATEGY, strategy));
        try {
            POA rootPoa = POAHelper.narrow(own.resolve_initial_references("RootPOA"));
            rootPoa.the_POAManager().activate();
            IiopProfile profile = IorCodec.fromString(
                    own.object_to_string(rootPoa.servant_to_reference(new EchoServant()))).iiopProfile();
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), READ_TIMEOUT_MILLIS)) {
                raw.send(PARTIAL_HEADER);
                awaitServerConnections(own, 1);
            }
            awaitServerConnections(own, 0);
        } finally {
            own.destroy();
        }
    }

    @Test
    void shouldWaitSilentlyForRestOfHeaderAndForgetConnectionWhenClosed() throws Exception {
        try (RawGiopClient raw = raw(500)) {
            raw.send(PARTIAL_HEADER);
            assertEquals(7, echo.echoLong(7), "a half-sent header held up another connection");
            assertThrows(SocketTimeoutException.class, raw::readMessage,
                    "the server answered before the header was complete");
            awaitServerConnections(server, baselineConnections + 1); // held while the header is awaited
        }
        awaitServerConnections(server, baselineConnections);
    }

    // ---- requests that frame but cannot be served: a SYSTEM_EXCEPTION reply ---------------

    @ParameterizedTest(name = "string length {0}")
    @ValueSource(ints = {1_000, Integer.MAX_VALUE, -1})
    void shouldReplyMarshalWhenStringLengthExceedsMessage(int forgedLength) throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        RawGiopClient.Writer out = RawGiopClient.request12(requestId, objectKey, "echoString");
        int lengthAt = out.position();
        byte[] request = out.string("hello").finish();
        ByteBuffer.wrap(request).putInt(lengthAt, forgedLength);
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request);
            raw.assertSystemException(requestId, SystemExceptionKind.MARSHAL,
                    GiopMinor.STRING_LENGTH.value());
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    /**
     * A forged length of {@code echoLongs}' argument (a {@code sequence<long>} of which one long
     * follows: four octets left). Which check rejects it decides the minor code: the helper the
     * JacORB IDL compiler generated compares the length with {@code available()} and raises a
     * MARSHAL of its own, without a minor code, for more elements than octets are left; it lets a
     * negative length through to {@code new int[length]}, whose NegativeArraySizeException the
     * server answers with NEGATIVE_LENGTH; a length it lets through that still needs more octets
     * than are left ends in the codec's READ_PAST_END.
     */
    static Stream<Arguments> forgedSequenceLengths() {
        return Stream.of(
                Arguments.of(2, GiopMinor.READ_PAST_END.value()),
                Arguments.of(1_000, 0),
                Arguments.of(Integer.MAX_VALUE, 0),
                Arguments.of(Integer.MIN_VALUE, OrbMinor.NEGATIVE_LENGTH.value()));
    }

    @ParameterizedTest(name = "sequence length {0}")
    @MethodSource("forgedSequenceLengths")
    void shouldReplyMarshalWhenSequenceLengthExceedsMessage(int forgedLength, int minor) throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        RawGiopClient.Writer out = RawGiopClient.request12(requestId, objectKey, "echoLongs");
        int lengthAt = out.position();
        byte[] request = out.ulong(1).ulong(7).finish();
        ByteBuffer.wrap(request).putInt(lengthAt, forgedLength);
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request);
            raw.assertSystemException(requestId, SystemExceptionKind.MARSHAL, minor);
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
        assertDirectMemoryWithinLimit();
    }

    @Test
    void shouldReplyObjectNotExistForForeignObjectKey() throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        byte[] request = RawGiopClient.request12(requestId, "no-such-key".getBytes(StandardCharsets.US_ASCII),
                "echoLong").ulong(5).finish();
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request);
            raw.assertSystemException(requestId, SystemExceptionKind.OBJECT_NOT_EXIST,
                    PoaMinor.NOT_A_PEREGRINE_KEY.value());
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    @Test
    void shouldReplyObjectNotExistForUnknownObjectId() throws Exception {
        byte[] key = objectKey.clone();
        key[key.length - 1] ^= 0x5a; // same POA and ORB instance, an object id never activated
        int requestId = nextRequestId.incrementAndGet();
        byte[] request = RawGiopClient.request12(requestId, key, "echoLong").ulong(5).finish();
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request);
            raw.assertSystemException(requestId, SystemExceptionKind.OBJECT_NOT_EXIST,
                    PoaMinor.OBJECT_NOT_ACTIVE.value());
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    @Test
    void shouldReplyBadOperationForUnknownOperation() throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        byte[] request = RawGiopClient.request12(requestId, objectKey, "noSuchOperation").ulong(5).finish();
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(request);
            raw.assertSystemException(requestId, SystemExceptionKind.BAD_OPERATION,
                    OmgMinor.BAD_OPERATION_UNKNOWN_OPERATION.value());
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    @Test
    void shouldReplyTimeoutWhenTheNextFragmentOfARequestDoesNotCome() throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        // Three longs announced, one sent, and a flag that says the rest follows in Fragments.
        byte[] first = RawGiopClient.request12(requestId, objectKey, "echoLongs").ulong(3).ulong(7).finish();
        first[6] |= RawGiopClient.MORE_FRAGMENTS;
        byte[] late = new RawGiopClient.Writer(1, 2, RawGiopClient.FRAGMENT).ulong(requestId).ulong(8).ulong(9)
                .finish();
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(first);
            raw.assertSystemException(requestId, SystemExceptionKind.TIMEOUT,
                    GiopMinor.FRAGMENT_TIMEOUT.value());
            raw.send(late); // the rest of a request given up is dropped
            raw.assertStillServes(nextRequestId.incrementAndGet(), objectKey);
        }
    }

    @Test
    void shouldForgetARequestWhoseConnectionClosesBeforeItsNextFragment() throws Exception {
        int requestId = nextRequestId.incrementAndGet();
        byte[] first = RawGiopClient.request12(requestId, objectKey, "echoLongs").ulong(3).ulong(7).finish();
        first[6] |= RawGiopClient.MORE_FRAGMENTS;
        long finishedBefore = serverStatistics().requestsFinished();
        long cutOffBefore = serverStatistics().connectionsCutOff();
        try (RawGiopClient raw = raw(READ_TIMEOUT_MILLIS)) {
            raw.send(first);
            Await.until("the server reads the request's first message",
                    () -> serverStatistics().serverConnections() > baselineConnections);
        }
        awaitServerConnections(server, baselineConnections);
        Await.until("the server is done with the request", () -> serverStatistics().requestsFinished() > finishedBefore);
        assertEquals(cutOffBefore + 1, serverStatistics().connectionsCutOff(), "counted as a connection cut off");
    }

    // ---- over everything the cases did ------------------------------------------------------

    @Test
    @Order(Integer.MAX_VALUE)
    void shouldLeakNothingKillNoThreadAndKeepServingThroughout() throws Exception {
        caller.stop();
        assertEquals(List.of(), caller.failures(), "the well-behaved client failed");
        assertTrue(caller.calls() > 0, "the well-behaved client made no calls");
        sampler.stop();
        assertDirectMemoryWithinLimit();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        long active = serverStatistics().activeBuffers();
        while (active != baselineActiveAllocations && System.nanoTime() < deadline) {
            Thread.sleep(20);
            active = serverStatistics().activeBuffers();
        }
        assertEquals(baselineActiveAllocations, active, "pooled buffers still allocated on the server: "
                + serverStatistics());

        assertEquals(List.of(), uncaught, "a thread died");
        assertEquals(42, echo.echoLong(42));
        assertEquals(List.of(), warnings, "a peer's bad input is not a WARNING of this ORB");
    }

    // ---- helpers ----------------------------------------------------------------------------

    private static RawGiopClient raw(int readTimeoutMillis) throws IOException {
        return new RawGiopClient(host, port, readTimeoutMillis);
    }

    private static void assertMessageErrorThenClosed(RawGiopClient raw) throws Exception {
        RawGiopClient.Message message = raw.readMessage();
        assertNotNull(message, "the server closed the connection without a MessageError");
        assertEquals("GIOP", message.magic());
        assertEquals(1, message.major());
        assertTrue(message.minor() <= 2, "GIOP 1." + message.minor());
        assertEquals(RawGiopClient.MESSAGE_ERROR, message.type());
        assertEquals(0, message.size());
        assertTrue(raw.closedByServer(), "the server kept the connection open after MessageError");
        awaitServerConnections(server, baselineConnections);
        assertTrue(serverStatistics().messagesRefused() > refusedBefore, "the refusal is not in the statistics");
    }

    /**
     * Waits until {@code orb} holds {@code expected} server connections: a connection is counted
     * from its accept on the server's acceptor thread and forgotten when a thread of the server
     * reads its end, neither of which the client sees.
     */
    private static void awaitServerConnections(ORB orb, int expected) throws InterruptedException {
        PeregrineOrb peregrine = (PeregrineOrb) orb;
        Await.until("the server holds " + expected + " connections",
                () -> peregrine.statistics().serverConnections() == expected);
    }

    private static void assertDirectMemoryWithinLimit() {
        long grown = sampler.max() - baselineDirectMemory;
        assertTrue(grown <= MAX_MESSAGE_SIZE + RawGiopClient.HEADER_LENGTH + DIRECT_MARGIN,
                () -> "the server's pooled direct memory grew by " + grown + " bytes");
    }

    /** What the server ORB holds now: its pooled buffers and memory. */
    private static OrbStatistics serverStatistics() {
        return ((PeregrineOrb) server).statistics();
    }

    /** The detector every pooled and composite buffer is tracked by (Netty keeps it in a static). */
    private static int align4(int position) {
        return position + (-position & 3);
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] all = new byte[first.length + second.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    /** Calls the servant in a loop on the client ORB's connection and records every wrong answer. */
    private static final class WellBehavedCaller implements Runnable {
        private final Echo target;
        private final Thread thread;
        private final List<String> failures = new CopyOnWriteArrayList<>();
        private final AtomicInteger calls = new AtomicInteger();
        private volatile boolean running = true;

        WellBehavedCaller(Echo target) {
            this.target = target;
            this.thread = new Thread(this, "well-behaved-caller");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void run() {
            for (int i = 0; running; i++) {
                try {
                    if (target.echoLong(i) != i) {
                        failures.add("echoLong(" + i + ") answered wrongly");
                    }
                    String text = "call " + i;
                    if (!text.equals(target.echoString(text))) {
                        failures.add("echoString(" + text + ") answered wrongly");
                    }
                    calls.incrementAndGet();
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                } catch (RuntimeException e) {
                    failures.add(e.toString());
                }
            }
        }

        void stop() {
            running = false;
            try {
                thread.join(6_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        List<String> failures() {
            return failures;
        }

        int calls() {
            return calls.get();
        }
    }

    /** Samples the server pool's used direct memory, keeping the highest value seen. */
    private static final class DirectMemorySampler implements Runnable {
        private final AtomicLong max = new AtomicLong();
        private final Thread thread;
        private volatile boolean running = true;

        DirectMemorySampler() {
            this.thread = new Thread(this, "direct-memory-sampler");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void run() {
            while (running) {
                max.accumulateAndGet(serverStatistics().usedPooledMemory(), Math::max);
                try {
                    Thread.sleep(1);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        long max() {
            return Math.max(max.get(), serverStatistics().usedPooledMemory());
        }

        void stop() {
            running = false;
            try {
                thread.join(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
