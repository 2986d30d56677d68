package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.orb.OrbProperties;

/**
 * GIOP 1.2 requests whose Fragments interleave on one connection (CORBA 3.0 §15.4.9) are each
 * answered once complete, whatever the others do: while every other request still waits for its
 * last Fragment, the complete ones are answered at once, not after the others' fragment timeout.
 * A request past the limit of fragmented ones in progress is refused alone. Run under each thread
 * strategy by the build.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class InterleavedFragmentsTest {

    /** Far longer than the client waits for its answers. */
    private static final int FRAGMENT_TIMEOUT_MILLIS = 30_000;
    private static final int READ_TIMEOUT_MILLIS = 5_000;
    /** The fragmented requests in progress a connection may hold, in the limit test. */
    private static final int LIMIT = 4;
    private static final int COMPLETED_NO = 1;

    @ParameterizedTest
    @ValueSource(ints = {6, 50})
    void shouldAnswerEachCompleteRequestWhileTheOthersWaitForFragments(int requests) throws Exception {
        try (ServedEcho server = ServedEcho.start(Map.of(OrbProperties.FRAGMENT_TIMEOUT, Integer.toString(FRAGMENT_TIMEOUT_MILLIS)), new EchoServant())) {
            IiopProfile profile = server.profile();
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), READ_TIMEOUT_MILLIS)) {
                // every request's first message, then every second part, then the last parts of
                // the even ones only
                ByteArrayOutputStream firsts = new ByteArrayOutputStream();
                ByteArrayOutputStream seconds = new ByteArrayOutputStream();
                ByteArrayOutputStream evenLasts = new ByteArrayOutputStream();
                ByteArrayOutputStream oddLasts = new ByteArrayOutputStream();
                for (int id = 1; id <= requests; id++) {
                    firsts.writeBytes(first(id, profile.objectKey()));
                    seconds.writeBytes(fragment(id, true));
                    (id % 2 == 0 ? evenLasts : oddLasts).writeBytes(fragment(id, false));
                }
                raw.send(firsts.toByteArray());
                raw.send(seconds.toByteArray());
                raw.send(evenLasts.toByteArray());
                assertAnswered(raw, requests / 2, 0);

                raw.send(oddLasts.toByteArray()); // the rest complete now, and are answered too
                assertAnswered(raw, requests - requests / 2, 1);
                raw.assertStillServes(requests + 1, profile.objectKey());
            }
        }
    }

    @Test
    void shouldRefuseOnlyTheRequestsOverTheLimitOfFragmentedOnes() throws Exception {
        try (ServedEcho server = ServedEcho.start(Map.of(OrbProperties.FRAGMENT_TIMEOUT, Integer.toString(FRAGMENT_TIMEOUT_MILLIS),
                OrbProperties.MAX_FRAGMENTED_MESSAGES, Integer.toString(LIMIT)), new EchoServant())) {
            IiopProfile profile = server.profile();
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), READ_TIMEOUT_MILLIS)) {
                raw.assertStillServes(100, profile.objectKey());
                ByteArrayOutputStream firsts = new ByteArrayOutputStream();
                ByteArrayOutputStream rest = new ByteArrayOutputStream();
                for (int id = 1; id <= LIMIT + 2; id++) {
                    firsts.writeBytes(first(id, profile.objectKey()));
                    rest.writeBytes(fragment(id, true));
                    rest.writeBytes(fragment(id, false));
                }
                raw.send(firsts.toByteArray());
                Set<Integer> refused = new HashSet<>();
                for (int i = 0; i < 2; i++) { // in either order: the two may run on two threads
                    RawGiopClient.Reply reply = raw.readMessage().reply();
                    assertEquals(SystemExceptionKind.IMP_LIMIT.repositoryId(), reply.repositoryId());
                    assertEquals(GiopMinor.TOO_MANY_FRAGMENTED.value(), reply.minor());
                    assertEquals(COMPLETED_NO, reply.completed());
                    refused.add(reply.requestId());
                }
                assertEquals(Set.of(LIMIT + 1, LIMIT + 2), refused);

                raw.send(rest.toByteArray()); // the refused ones' Fragments are dropped
                Set<Integer> answered = new HashSet<>();
                for (int i = 0; i < LIMIT; i++) {
                    RawGiopClient.Message message = raw.readMessage();
                    assertNotNull(message, "the server closed the connection");
                    int id = message.reply().requestId();
                    assertTrue(id <= LIMIT && answered.add(id), "answered: request " + id);
                    assertArrayEquals(new int[] {id, id + 1, id + 2, id + 3, id + 4}, message.longsResult());
                }
                raw.assertStillServes(101, profile.objectKey());
            }
        }
    }

    /** Reads {@code count} replies: the echoes of requests whose id has parity {@code parity}, once each. */
    private static void assertAnswered(RawGiopClient raw, int count, int parity) throws Exception {
        Set<Integer> answered = new HashSet<>();
        for (int i = 0; i < count; i++) {
            RawGiopClient.Message message = raw.readMessage();
            assertNotNull(message, "the server closed the connection");
            RawGiopClient.Reply reply = message.reply();
            assertEquals(0, reply.status(), "NO_EXCEPTION");
            assertEquals(parity, reply.requestId() % 2, "request " + reply.requestId() + " is not complete yet");
            assertTrue(answered.add(reply.requestId()), "answered twice: " + reply.requestId());
            int id = reply.requestId();
            assertArrayEquals(new int[] {id, id + 1, id + 2, id + 3, id + 4}, message.longsResult());
        }
    }

    /**
     * The first message of an {@code echoLongs} of five longs, {@code id} to {@code id + 4}, with
     * the first long: 8-aligned in length, as a GIOP 1.2 message with Fragments to come must be.
     */
    private static byte[] first(int id, byte[] objectKey) {
        byte[] first = RawGiopClient.request12(id, objectKey, "echoLongs").ulong(5).ulong(id).finish();
        first[6] |= RawGiopClient.MORE_FRAGMENTS;
        return first;
    }

    /** The second (two longs, more to come) or last (the last two longs) Fragment of request {@code id}. */
    private static byte[] fragment(int id, boolean second) {
        int from = second ? id + 1 : id + 3;
        byte[] fragment = new RawGiopClient.Writer(1, 2, RawGiopClient.FRAGMENT).ulong(id).ulong(from).ulong(from + 1)
                .finish();
        if (second) {
            fragment[6] |= RawGiopClient.MORE_FRAGMENTS;
        }
        return fragment;
    }
}
