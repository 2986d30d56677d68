package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.peregrine.giop.ior.IiopProfile;

/**
 * A GIOP 1.2 Request whose header goes on into its Fragments (CORBA 3.0 §15.4.9 allows it; omniORB
 * reads it) is held until the rest of the header comes, then runs as any request. Run under each
 * thread strategy by the build.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class SplitHeaderTest {

    private static final int READ_TIMEOUT_MILLIS = 5_000;

    /**
     * @param cuts where the message is cut into a first message and Fragments, in octets of the
     *     message (GIOP header included): each 8-aligned, so alignment goes on across them; the
     *     first lies in the object key, the others in the operation name or the arguments
     */
    @ParameterizedTest
    @ValueSource(strings = {"32", "32,40", "32,40,48,56,64", "32,72"})
    void shouldReadARequestHeaderSplitAcrossFragments(String cuts) throws Exception {
        try (ServedEcho server = ServedEcho.start(Map.of(), new EchoServant())) {
            IiopProfile profile = server.profile();
            sendSplit(profile, cuts);
        }
    }

    private static void sendSplit(IiopProfile profile, String cuts) throws Exception {
        int requestId = cuts.hashCode() & 0xffff;
        byte[] whole = RawGiopClient.request12(requestId, profile.objectKey(), "echoLongs").ulong(3).ulong(7)
                .ulong(8).ulong(9).finish();
        int[] at = Arrays.stream(cuts.split(",")).mapToInt(Integer::parseInt).toArray();
        try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), READ_TIMEOUT_MILLIS)) {
            raw.send(split(whole, requestId, at));
            RawGiopClient.Message message = raw.readMessage();
            assertNotNull(message, "the server closed the connection");
            RawGiopClient.Reply reply = message.reply();
            assertEquals(requestId, reply.requestId());
            assertEquals(0, reply.status(), "NO_EXCEPTION");
            assertArrayEquals(new int[] {7, 8, 9}, message.longsResult());
            raw.assertStillServes(requestId + 1, profile.objectKey());
        }
    }

    /** {@code whole} as its first message, cut at {@code at[0]}, and GIOP 1.2 Fragments cut at the rest. */
    private static byte[] split(byte[] whole, int requestId, int[] at) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] first = Arrays.copyOf(whole, at[0]);
        first[6] |= RawGiopClient.MORE_FRAGMENTS;
        out.writeBytes(sized(first));
        for (int i = 0; i < at.length; i++) {
            int end = i + 1 < at.length ? at[i + 1] : whole.length;
            byte[] fragment = new RawGiopClient.Writer(1, 2, RawGiopClient.FRAGMENT).ulong(requestId)
                    .octets(Arrays.copyOfRange(whole, at[i], end)).finish();
            if (i + 1 < at.length) {
                fragment[6] |= RawGiopClient.MORE_FRAGMENTS;
            }
            out.writeBytes(fragment);
        }
        return out.toByteArray();
    }

    /** {@code message} with its GIOP header's size set to its body's. */
    private static byte[] sized(byte[] message) {
        java.nio.ByteBuffer.wrap(message).putInt(8, message.length - RawGiopClient.HEADER_LENGTH);
        return message;
    }
}
