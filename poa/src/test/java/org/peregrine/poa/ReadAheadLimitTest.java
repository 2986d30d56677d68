package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.PortableServer.POA;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptionKind;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.OrbProperties;

/**
 * Fragments read ahead of the thread reading their request are bounded per connection by {@code
 * peregrine.giop.maxQueuedBytes}: while the POA holds a request, its Fragments queue; the one
 * that would pass the limit fails the request (IMP_LIMIT, COMPLETED_NO, once the POA lets it
 * run), what it queued is released, and the connection serves on. Run under each thread strategy
 * by the build.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ReadAheadLimitTest {

    private static final int LIMIT = 64 * 1024;
    /** Longs per Fragment: 32 KiB of body each. */
    private static final int LONGS_PER_FRAGMENT = 8 * 1024;
    private static final int FRAGMENTS = 8;

    @Test
    void shouldFailARequestWhoseFragmentsQueueBeyondTheLimitAndServeOn() throws Exception {
        ServedEcho server = ServedEcho.start(Map.of(OrbProperties.MAX_QUEUED_BYTES, Integer.toString(LIMIT)),
                new EchoServant());
        try (server) {
            POA rootPoa = server.rootPoa();
            IiopProfile profile = server.profile();
            POA other = rootPoa.create_POA("other", null, new org.omg.CORBA.Policy[0]); // a manager of its own
            other.the_POAManager().activate();
            byte[] otherKey = IorCodec.fromString(server.orb().object_to_string(
                    other.id_to_reference(other.activate_object(new EchoServant())))).iiopProfile().objectKey();
            rootPoa.the_POAManager().hold_requests(false);
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), 10_000)) {
                raw.send(fragmented(profile.objectKey()));
                // answered once the server has read past every Fragment of the held request 1
                raw.assertStillServes(3, otherKey);
                rootPoa.the_POAManager().activate();
                raw.assertSystemException(1, SystemExceptionKind.IMP_LIMIT, GiopMinor.READ_AHEAD_LIMIT.value());
                raw.assertStillServes(2, profile.objectKey());
            }
        }
        Await.buffersReleased(server.orb());
    }

    /**
     * Request 1, an {@code echoLongs} of {@code FRAGMENTS} × 32 KiB: a first message with the
     * header and the length, then the longs in Fragments.
     */
    private static byte[] fragmented(byte[] objectKey) {
        int longs = LONGS_PER_FRAGMENT * FRAGMENTS;
        byte[] first = RawGiopClient.request12(1, objectKey, "echoLongs").ulong(longs).ulong(0).finish();
        first[6] |= RawGiopClient.MORE_FRAGMENTS;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(first);
        int[] values = new int[LONGS_PER_FRAGMENT];
        Arrays.fill(values, 7);
        for (int f = 0; f < FRAGMENTS; f++) {
            RawGiopClient.Writer fragment = new RawGiopClient.Writer(1, 2, RawGiopClient.FRAGMENT).ulong(1);
            int count = f == FRAGMENTS - 1 ? LONGS_PER_FRAGMENT - 1 : LONGS_PER_FRAGMENT; // one long was in the first
            for (int i = 0; i < count; i++) {
                fragment.ulong(values[i]);
            }
            byte[] bytes = fragment.finish();
            if (f < FRAGMENTS - 1) {
                bytes[6] |= RawGiopClient.MORE_FRAGMENTS;
            }
            out.writeBytes(bytes);
        }
        return out.toByteArray();
    }
}
