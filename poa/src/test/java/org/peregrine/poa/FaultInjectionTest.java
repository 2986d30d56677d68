package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.Any;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Policy;
import org.omg.CORBA.SetOverrideType;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TIMEOUT;
import org.omg.CORBA.TRANSIENT;
import org.omg.Messaging.RELATIVE_RT_TIMEOUT_POLICY_TYPE;
import org.omg.TimeBase.TimeTHelper;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.PeregrineOrb;
import org.peregrine.testsupport.ChildJvm;
import org.peregrine.testsupport.JavaCommand;
import org.peregrine.testsupport.RecordingRelay;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Faults a client meets, with the server in a JVM of its own ({@link FaultServer}): killed during a
 * 1 MiB call and while idle, stopped (SIGSTOP), the network gone quiet (a relay that stops
 * forwarding) before the reply and inside it, the connection cut in the middle of a reply's
 * Fragment. Each asserts the exception,
 * its completion status and how long the call took to fail: at once where the client can know
 * (a closed connection, a refused connect), at the call's timeout policy where it cannot (within
 * a tenth of it).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FaultInjectionTest {

    /** Longer than any test: a slow operation outlives the faults. */
    private static final long SLOW_MILLIS = 120_000;
    private static final long POLICY_MILLIS = 2_000;
    /** How soon a failure the client can see comes, at most: a closed connection, a refused connect. */
    private static final long AT_ONCE_MILLIS = 1_000;
    private static final int MIB_OF_LONGS = 256 * 1024;

    @TempDir
    Path files;
    private ChildJvm server;
    private ORB client;
    private Echo echo;
    private IiopProfile profile;

    @BeforeEach
    void start() throws Exception {
        Path iorFile = files.resolve("server.ior");
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        server = ChildJvm.start("fault-server", new JavaCommand(List.of(), List.of(), classpath,
                FaultServer.class.getName(), List.of(iorFile.toString(), Long.toString(SLOW_MILLIS),
                        started().toString())), Path.of("target", "fault-logs"));
        server.awaitFile(iorFile, Duration.ofSeconds(30));
        String ior = Files.readString(iorFile);
        profile = IorCodec.fromString(ior).iiopProfile();
        client = TwoOrbs.orb(Map.of());
        echo = EchoHelper.narrow(client.string_to_object(ior));
        assertEquals(1, echo.echoLong(1));
    }

    @AfterEach
    void stop() throws Exception {
        if (server.isAlive()) {
            server.signal("CONT");
        }
        server.close();
        client.destroy();
    }

    private Path started() {
        return files.resolve("started");
    }

    @Test
    void shouldFailACallWhoseServerIsKilledDuringItThenRefuseAtOnce() throws Exception {
        int[] mib = new int[MIB_OF_LONGS];
        mib[0] = FaultServer.SLOW;
        CompletableFuture<SystemException> call = CompletableFuture.supplyAsync(() -> failure(() -> echo.echoLongs(mib)));
        server.awaitFile(started(), Duration.ofSeconds(20));
        long killed = System.nanoTime();
        server.kill();

        SystemException lost = call.get(10, TimeUnit.SECONDS);
        assertTimeToFailure(killed, AT_ONCE_MILLIS, lost);
        assertTrue(lost instanceof COMM_FAILURE, () -> "not COMM_FAILURE: " + lost);
        assertEquals(CompletionStatus.COMPLETED_MAYBE, lost.completed, "the request had reached the servant");
        assertRefusedAtOnce();
    }

    @Test
    void shouldFailTheFirstCallAfterAnIdleServerIsKilledThenRefuseAtOnce() throws Exception {
        server.kill();
        long before = System.nanoTime();
        SystemException lost = failure(() -> echo.echoLong(2));
        assertTimeToFailure(before, AT_ONCE_MILLIS, lost);
        assertTrue(lost instanceof COMM_FAILURE || lost instanceof TRANSIENT, () -> "neither COMM_FAILURE nor TRANSIENT: "
                + lost);
        assertEquals(lost instanceof TRANSIENT ? CompletionStatus.COMPLETED_NO : CompletionStatus.COMPLETED_MAYBE,
                lost.completed);
        assertRefusedAtOnce();
    }

    @Test
    void shouldEndACallToAStoppedServerAtItsTimeoutAndGoOnOnceItResumes() throws Exception {
        Echo timed = withRoundtripTimeout(echo);
        server.stop();
        long before = System.nanoTime();
        SystemException timeout = failure(() -> timed.echoLong(3));
        assertTimeout(before, timeout);

        server.signal("CONT");
        assertEquals(4, timed.echoLong(4), "the connection serves again once the server runs");
        assertEquals(1, ((PeregrineOrb) client).statistics().clientConnections());
    }

    @Test
    void shouldEndACallAtItsTimeoutWhenTheNetworkFallsQuiet() throws Exception {
        try (RecordingRelay relay = new RecordingRelay(profile.host(), profile.port(), RecordingRelay.AS_READ)) {
            Echo relayed = withRoundtripTimeout(throughRelay(relay));
            assertEquals(5, relayed.echoLong(5));
            relay.quiet(true);
            long before = System.nanoTime();
            SystemException timeout = failure(() -> relayed.echoLong(6));
            assertTimeout(before, timeout);

            relay.quiet(false);
            assertEquals(7, relayed.echoLong(7), "the connection serves again once the network carries");
        }
    }

    @Test
    void shouldEndACallAtItsTimeoutWhenTheNetworkFallsQuietInsideTheReply() throws Exception {
        try (RecordingRelay relay = new RecordingRelay(profile.host(), profile.port(), RecordingRelay.AS_READ)) {
            Echo relayed = withRoundtripTimeout(throughRelay(relay));
            int[] mib = new int[MIB_OF_LONGS];
            assertArrayEquals(mib, relayed.echoLongs(mib));
            relay.quietAfter(RecordingRelay.Direction.TO_CLIENT, 300_000); // in the reply's second part
            long before = System.nanoTime();
            SystemException timeout = failure(() -> relayed.echoLongs(mib));
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - before);
            assertTrue(timeout instanceof TIMEOUT, () -> "not TIMEOUT: " + timeout);
            assertEquals(CompletionStatus.COMPLETED_YES, timeout.completed, "the reply had begun");
            assertTrue(millis >= POLICY_MILLIS && millis <= POLICY_MILLIS * 11 / 10,
                    "the call ended after " + millis + " ms, not at its timeout of " + POLICY_MILLIS + " ms");
            relay.quiet(false);
        }
    }

    @Test
    void shouldFailACallWhoseReplyIsCutInsideAFragment() throws Exception {
        try (RecordingRelay relay = new RecordingRelay(profile.host(), profile.port(), RecordingRelay.AS_READ)) {
            Echo relayed = throughRelay(relay);
            int[] mib = new int[MIB_OF_LONGS];
            assertArrayEquals(mib, relayed.echoLongs(mib));
            relay.cutAfter(RecordingRelay.Direction.TO_CLIENT, 300_000); // in the reply's second part
            long before = System.nanoTime();
            SystemException lost = failure(() -> relayed.echoLongs(mib));
            assertTimeToFailure(before, AT_ONCE_MILLIS, lost);
            assertTrue(lost instanceof COMM_FAILURE, () -> "not COMM_FAILURE: " + lost);
            assertEquals(CompletionStatus.COMPLETED_YES, lost.completed, "the reply had begun");
            assertEquals(8, relayed.echoLong(8), "a new connection serves the next call");
        }
    }

    /** The next call finds no server: TRANSIENT, COMPLETED_NO, at once. */
    private void assertRefusedAtOnce() {
        long before = System.nanoTime();
        SystemException refused = failure(() -> echo.echoLong(9));
        assertTimeToFailure(before, AT_ONCE_MILLIS, refused);
        assertTrue(refused instanceof TRANSIENT, () -> "not TRANSIENT: " + refused);
        assertEquals(CompletionStatus.COMPLETED_NO, refused.completed);
    }

    /** TIMEOUT, COMPLETED_MAYBE, after the policy's time and within a tenth more. */
    private static void assertTimeout(long before, SystemException timeout) {
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - before);
        assertTrue(timeout instanceof TIMEOUT, () -> "not TIMEOUT: " + timeout);
        assertEquals(CompletionStatus.COMPLETED_MAYBE, timeout.completed);
        assertTrue(millis >= POLICY_MILLIS && millis <= POLICY_MILLIS * 11 / 10,
                "the call ended after " + millis + " ms, not at its timeout of " + POLICY_MILLIS + " ms");
    }

    private static void assertTimeToFailure(long since, long atMostMillis, SystemException failure) {
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - since);
        assertTrue(millis <= atMostMillis, () -> failure + " came after " + millis + " ms");
    }

    /** What {@code call} failed with; fails the test if it returned. */
    private static SystemException failure(Supplier<?> call) {
        return assertThrows(SystemException.class, call::get);
    }

    private Echo withRoundtripTimeout(Echo reference) throws Exception {
        Any expiry = client.create_any();
        TimeTHelper.insert(expiry, POLICY_MILLIS * 10_000); // units of 100 ns
        Policy timeout = client.create_policy(RELATIVE_RT_TIMEOUT_POLICY_TYPE.value, expiry);
        return EchoHelper.narrow(reference._set_policy_override(new Policy[] {timeout}, SetOverrideType.ADD_OVERRIDE));
    }

    /** The server's echo reached through {@code relay}: its IOR with the relay's port. */
    private Echo throughRelay(RecordingRelay relay) {
        IiopProfile relayed = new IiopProfile(profile.major(), profile.minor(), profile.host(), relay.port(),
                profile.objectKey(), profile.components());
        Ior ior = new Ior(IorCodec.fromString(client.object_to_string(echo)).typeId(),
                List.of(relayed.toTaggedProfile()));
        return EchoHelper.narrow(client.string_to_object(IorCodec.toString(ior)));
    }
}
