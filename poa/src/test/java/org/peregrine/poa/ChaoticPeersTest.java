package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.ORB;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Many peers at once open connections, send requests whole, in Fragments, interleaved, cancelled
 * or cut off, read or leave the replies, and close or reset their connections at random points,
 * while a well-behaved client calls on. Every buffer a message or a connection holds must go back
 * to the pool exactly once: the build's leak detection runs at its paranoid level (a buffer
 * collected unreleased fails the test, {@code NettyLeakExtension}), a buffer used after its
 * release logs an {@code IllegalReferenceCountException} (any log record of one fails it, as does
 * any thread that dies), and
 * the server's active buffers return to what they were. The peers' choices come from seeded
 * random numbers; a failure names the seed. Run under each thread strategy by the build.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ChaoticPeersTest {

    private static final int PEERS = 6;
    private static final int ROUNDS_PER_PEER = 200;
    private static final int FRAGMENT_TIMEOUT_MILLIS = 200;
    private static final Logger PEREGRINE_LOG = Logger.getLogger("org.peregrine");

    @Test
    void shouldReleaseEveryBufferOnceWhateverPeersDo() throws Exception {
        List<String> refCountFailures = new CopyOnWriteArrayList<>();
        Handler watch = new Handler() {
            @Override
            public void publish(LogRecord record) {
                for (Throwable t = record.getThrown(); t != null; t = t.getCause()) {
                    if (t.getClass().getName().contains("IllegalReferenceCount")) {
                        refCountFailures.add(record.getLoggerName() + ": " + record.getMessage() + ": " + t);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        watch.setLevel(Level.ALL);
        Level before = PEREGRINE_LOG.getLevel();
        PEREGRINE_LOG.addHandler(watch);
        PEREGRINE_LOG.setLevel(Level.ALL); // the DEBUG lines of ended connections carry what they met
        ServedEcho server = ServedEcho.start(Map.of(OrbProperties.FRAGMENT_TIMEOUT, Integer.toString(FRAGMENT_TIMEOUT_MILLIS)), new EchoServant());
        ORB client = TwoOrbs.orb(Map.of(OrbProperties.REPLY_TIMEOUT, "10000"));
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> failures.add(
                new AssertionError("thread " + thread.getName() + " died", e)));
        try {
            IiopProfile profile = server.profile();
            Echo echo = EchoHelper.narrow(client.string_to_object(server.ior()));
            PeregrineOrb peregrine = server.peregrine();
            assertEquals(1, echo.echoLong(1));
            long baseline = peregrine.statistics().activeBuffers();

            AtomicBoolean running = new AtomicBoolean(true);
            AtomicInteger goodCalls = new AtomicInteger();
            Thread good = new Thread(() -> {
                try {
                    while (running.get()) {
                        int n = goodCalls.incrementAndGet();
                        assertEquals(n, echo.echoLong(n));
                    }
                } catch (Throwable e) {
                    failures.add(new AssertionError("the well-behaved client failed", e));
                }
            }, "good-client");
            good.start();
            List<Thread> peers = new ArrayList<>();
            long seed = System.nanoTime();
            for (int p = 0; p < PEERS; p++) {
                long peerSeed = seed + p;
                Thread peer = new Thread(() -> {
                    try {
                        new ChaoticPeer(profile, new Random(peerSeed)).run(ROUNDS_PER_PEER);
                    } catch (Throwable e) {
                        failures.add(new AssertionError("peer with seed " + peerSeed + " failed", e));
                    }
                }, "chaotic-" + p);
                peers.add(peer);
                peer.start();
            }
            for (Thread peer : peers) {
                peer.join();
            }
            running.set(false);
            good.join();
            assertEquals(List.of(), failures);
            assertTrue(goodCalls.get() > 0);
            Await.until(() -> "the server closes the peers' connections: " + peregrine.statistics(),
                    () -> peregrine.statistics().serverConnections() == 1);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (peregrine.statistics().activeBuffers() != baseline && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertEquals(baseline, peregrine.statistics().activeBuffers(),
                    () -> "buffers still held after every peer left (seeds from " + seed + "): "
                            + peregrine.statistics());
            assertEquals(List.of(), refCountFailures, "a buffer was used after its release (seeds from " + seed + ")");
            assertEquals(List.of(), failures, "a thread died (seeds from " + seed + ")");
        } finally {
            client.destroy();
            server.close();
            Thread.setDefaultUncaughtExceptionHandler(previous);
            PEREGRINE_LOG.removeHandler(watch);
            PEREGRINE_LOG.setLevel(before);
        }
        Await.buffersReleased(server.orb(), client);
    }

    /** One peer's rounds: each a new connection, used and left in a way chosen at random. */
    private static final class ChaoticPeer {
        private static final int MORE_FRAGMENTS = RawGiopClient.MORE_FRAGMENTS;

        private final IiopProfile profile;
        private final Random random;
        private int nextId = 1;

        ChaoticPeer(IiopProfile profile, Random random) {
            this.profile = profile;
            this.random = random;
        }

        void run(int rounds) throws IOException {
            for (int i = 0; i < rounds; i++) {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(profile.host(), profile.port()), 5_000);
                    socket.setSoTimeout(100); // a drain stops when the server has nothing more to send
                    socket.setTcpNoDelay(true);
                    round(socket);
                    if (random.nextBoolean()) {
                        socket.setSoLinger(true, 0); // reset rather than close
                    }
                } catch (IOException e) {
                    // the server may close a connection a peer broke: that is its right
                }
            }
        }

        private void round(Socket socket) throws IOException {
            OutputStream out = socket.getOutputStream();
            ByteArrayOutputStream pending = new ByteArrayOutputStream();
            int requests = 1 + random.nextInt(4);
            List<byte[][]> messages = new ArrayList<>();
            for (int r = 0; r < requests; r++) {
                messages.add(request(nextId++, 1 + random.nextInt(3), random.nextInt(4) == 0 ? 64 * 1024 : 8));
            }
            // interleave the requests' parts, in order per request
            int[] sent = new int[requests];
            int left = messages.stream().mapToInt(parts -> parts.length).sum();
            while (left > 0) {
                int r = random.nextInt(requests);
                if (sent[r] == messages.get(r).length) {
                    continue;
                }
                byte[] part = messages.get(r)[sent[r]++];
                left--;
                if (random.nextInt(12) == 0) { // cut off inside this part, and leave
                    pending.write(part, 0, random.nextInt(part.length));
                    out.write(pending.toByteArray());
                    return;
                }
                if (random.nextInt(15) == 0) {
                    pending.writeBytes(cancel(messageId(part)));
                }
                if (random.nextInt(40) == 0) {
                    byte[] garbage = new byte[1 + random.nextInt(40)];
                    random.nextBytes(garbage);
                    pending.writeBytes(garbage);
                }
                pending.writeBytes(part);
                if (random.nextInt(3) == 0) {
                    out.write(pending.toByteArray());
                    pending.reset();
                }
            }
            out.write(pending.toByteArray());
            if (random.nextBoolean()) {
                drain(socket.getInputStream(), random.nextInt(200_000));
            }
        }

        /** Reads up to {@code octets} of what the server sends, until it stops or closes. */
        private static void drain(InputStream in, int octets) throws IOException {
            byte[] buffer = new byte[8192];
            int read = 0;
            while (read < octets) {
                int n = in.read(buffer);
                if (n < 0) {
                    return;
                }
                read += n;
            }
        }

        /** An {@code echoLongs} of {@code longs} longs as a GIOP 1.2 Request cut into {@code parts} messages. */
        private byte[][] request(int id, int parts, int longs) {
            RawGiopClient.Writer writer = RawGiopClient.request12(id, profile.objectKey(), "echoLongs").ulong(longs);
            for (int i = 0; i < longs; i++) {
                writer.ulong(i);
            }
            byte[] whole = writer.finish();
            if (parts == 1) {
                return new byte[][] {whole};
            }
            // cut points 8-aligned in the message, after the GIOP header
            int[] cuts = new int[parts - 1];
            for (int i = 0; i < cuts.length; i++) {
                cuts[i] = RawGiopClient.HEADER_LENGTH + 4 + 8 * random.nextInt((whole.length - 16) / 8);
            }
            Arrays.sort(cuts);
            byte[][] messages = new byte[parts][];
            byte[] first = Arrays.copyOf(whole, cuts[0]);
            first[6] |= MORE_FRAGMENTS;
            java.nio.ByteBuffer.wrap(first).putInt(8, first.length - RawGiopClient.HEADER_LENGTH);
            messages[0] = first;
            for (int i = 0; i < cuts.length; i++) {
                int end = i + 1 < cuts.length ? cuts[i + 1] : whole.length;
                byte[] fragment = new RawGiopClient.Writer(1, 2, RawGiopClient.FRAGMENT).ulong(id)
                        .octets(Arrays.copyOfRange(whole, cuts[i], end)).finish();
                if (i + 1 < cuts.length) {
                    fragment[6] |= MORE_FRAGMENTS;
                }
                messages[i + 1] = fragment;
            }
            return messages;
        }

        /** The request id a GIOP 1.2 Request or Fragment carries right after its GIOP header. */
        private static int messageId(byte[] message) {
            return java.nio.ByteBuffer.wrap(message).getInt(RawGiopClient.HEADER_LENGTH);
        }

        private static byte[] cancel(int id) {
            return new RawGiopClient.Writer(1, 2, 2).ulong(id).finish();
        }
    }
}
