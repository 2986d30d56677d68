package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.omg.CORBA.ORB;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * A peer that sends requests and never reads the replies stalls nobody else: while it sends 1 MiB
 * echoes on one connection, a good client's calls on another all complete within its reply
 * timeout, under each thread strategy. The server closes the non-reading connection and logs
 * the limit that closed it: under leader/follower, its replies queue (no thread waits for the
 * peer) up to {@code peregrine.giop.maxQueuedBytes}; under thread-per-connection, the
 * connection's own thread waits in its write, and the idle sweeper closes the connection once
 * the write has taken nothing for the idle timeout.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UnreadRepliesTest {

    /** A 1 MiB {@code sequence<long>} per echo. */
    private static final int LONGS = 256 * 1024;
    private static final int QUEUE_LIMIT = 4 << 20;
    private static final int IDLE_TIMEOUT_MILLIS = 1_000;
    /** The good client's limit per call: ample for a call on loopback, short of a stalled server. */
    private static final int REPLY_TIMEOUT_MILLIS = 5_000;

    private static final Logger PEREGRINE_LOG = Logger.getLogger("org.peregrine");
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private final Handler warningsHandler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                warnings.add(record.getMessage());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void listen() {
        PEREGRINE_LOG.addHandler(warningsHandler);
    }

    @AfterEach
    void stopListening() {
        PEREGRINE_LOG.removeHandler(warningsHandler);
    }

    @ParameterizedTest
    @CsvSource({"leader-follower, peregrine.giop.maxQueuedBytes", "thread-per-connection, "
            + "peregrine.server.idleTimeoutMillis"})
    void shouldServeOthersAndCloseAPeerThatReadsNoReply(String strategy, String limitNamed) throws Exception {
        ServedEcho server = ServedEcho.start(Map.of(OrbProperties.THREAD_STRATEGY, strategy,
                OrbProperties.MAX_QUEUED_BYTES, Integer.toString(QUEUE_LIMIT),
                OrbProperties.SERVER_IDLE_TIMEOUT, Integer.toString(IDLE_TIMEOUT_MILLIS)), new EchoServant());
        ORB client = TwoOrbs.orb(Map.of(OrbProperties.REPLY_TIMEOUT, Integer.toString(REPLY_TIMEOUT_MILLIS)));
        try {
            IiopProfile profile = server.profile();
            Echo echo = EchoHelper.narrow(client.string_to_object(server.ior()));
            PeregrineOrb peregrine = server.peregrine();
            assertEquals(0, echo.echoLong(0));

            AtomicInteger sent = new AtomicInteger();
            try (RawGiopClient deaf = new RawGiopClient(profile.host(), profile.port(), 10_000)) {
                Thread sender = new Thread(() -> sendEchoes(deaf, profile.objectKey(), sent), "deaf-peer");
                sender.setDaemon(true);
                sender.start();
                Await.until("the non-reading peer sends", () -> sent.get() >= 2);

                int calls = 0;
                // the good client calls every 10 ms until the server has closed the other connection
                while (peregrine.statistics().connectionsClosedUnread() == 0) {
                    assertTrue(calls < 5_000, "the server kept the non-reading connection: " + peregrine.statistics());
                    calls++;
                    assertEquals(calls, echo.echoLong(calls), "call " + calls);
                    Thread.sleep(10);
                }
                for (int i = 0; i < 20; i++) {
                    assertEquals(i, echo.echoLong(i), "a call after the close");
                }
                sender.join(10_000);
                assertTrue(!sender.isAlive(), "the non-reading peer's sends did not end with the connection");
                assertEquals(1, peregrine.statistics().connectionsClosedUnread());
                Await.until("the server forgets the closed connection",
                        () -> peregrine.statistics().serverConnections() == 1);
            }
            assertTrue(warnings.stream().anyMatch(line -> line.contains(limitNamed)),
                    () -> "no WARNING names " + limitNamed + ": " + warnings);
        } finally {
            client.destroy();
            server.close();
        }
        Await.buffersReleased(server.orb(), client);
    }

    /** Sends 1 MiB echoes, reading nothing, until the server closes the connection. */
    private static void sendEchoes(RawGiopClient deaf, byte[] objectKey, AtomicInteger sent) {
        try {
            for (int id = 1; ; id++) {
                RawGiopClient.Writer request = RawGiopClient.request12(id, objectKey, "echoLongs").ulong(LONGS);
                for (int i = 0; i < LONGS; i++) {
                    request.ulong(i);
                }
                deaf.send(request.finish());
                sent.incrementAndGet();
            }
        } catch (IOException e) {
            // the server closed the connection: what this peer is for
        }
    }
}
