package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.util.ResourceLeakDetector;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.OrbProperties;
import org.peregrine.testsupport.RecordingRelay;
import org.peregrine.testsupport.RecordingRelay.Unit;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.Pair;

/**
 * The part-size limit between a Peregrine client and server, both set to the smallest limit
 * (1,024 octets), GIOP 1.1 and 1.2: a few hundred calls of random kinds and sizes (sequences of
 * longs, strings, wide strings, structs, user exceptions), each echoed intact, and every GIOP
 * message or Fragment either side sent, read off the wire by a relay between them, within the
 * limit. The sizes come from a fixed seed, so a failure repeats.
 */
class PartSizeLimitOnTheWireTest {

    private static final int LIMIT = 1024;
    private static final int CALLS = 300;
    private static final int FRAGMENT = 7;

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {1, 2})
    @Timeout(120)
    void shouldKeepEveryPartOfRandomCallsWithinTheLimit(int giopMinor) throws Exception {
        ResourceLeakDetector.Level leakLevel = ResourceLeakDetector.getLevel();
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED); // thousands of parts
        ORB server = TwoOrbs.orb(Map.of(OrbProperties.MAX_PART_SIZE, Integer.toString(LIMIT),
                OrbProperties.GIOP_MINOR, Integer.toString(giopMinor)));
        ORB client = TwoOrbs.orb(Map.of(OrbProperties.MAX_PART_SIZE, Integer.toString(LIMIT)));
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Ior ior = IorCodec.fromString(server.object_to_string(root.servant_to_reference(new EchoServant())));
            IiopProfile profile = ior.iiopProfile();
            try (RecordingRelay relay = new RecordingRelay(profile.host(), profile.port(),
                    PartSizeLimitOnTheWireTest::giopMessage)) {
                IiopProfile viaRelay = new IiopProfile(profile.major(), profile.minor(), profile.host(), relay.port(),
                        profile.objectKey(), profile.components());
                Echo echo = EchoHelper.narrow(client.string_to_object(
                        IorCodec.toString(new Ior(ior.typeId(), List.of(viaRelay.toTaggedProfile())))));
                Random random = new Random(25 + giopMinor);
                long fragments = 0;
                for (int call = 0; call < CALLS; call++) {
                    callRandomly(echo, random, call);
                    List<Unit> units = relay.units();
                    relay.clear();
                    assertUnitsWithinTheLimit(units, "call " + call);
                    fragments += units.stream().filter(unit -> type(unit) == FRAGMENT).count();
                }
                assertTrue(fragments > CALLS, "the calls crossed the limit and were fragmented: " + fragments);
            }
        } finally {
            client.destroy();
            server.destroy();
            ResourceLeakDetector.setLevel(leakLevel);
        }
        Await.buffersReleased(client, server);
    }

    /** One call of a kind and size drawn from {@code random}, checked for its answer. */
    private static void callRandomly(Echo echo, Random random, int call) {
        int size = random.nextInt(3) == 0 ? random.nextInt(8 * LIMIT) : random.nextInt(LIMIT + 64);
        String what = "call " + call + ", size " + size;
        switch (random.nextInt(5)) {
            case 0 -> {
                int[] longs = random.ints(size / 4).toArray();
                assertArrayEquals(longs, echo.echoLongs(longs), what);
            }
            case 1 -> {
                String text = text(random, size, 'ÿ');
                assertEquals(text, echo.echoString(text), what);
            }
            case 2 -> {
                String text = text(random, size / 2, '鿿');
                assertEquals(text, echo.echoWString(text), what);
            }
            case 3 -> {
                Pair pair = new Pair((byte) size, size / 7.0, text(random, size, 'z'));
                Pair echoed = echo.echoPair(pair);
                assertEquals(pair.tag, echoed.tag, what);
                assertEquals(pair.value, echoed.value, what);
                assertEquals(pair.label, echoed.label, what);
            }
            default -> assertEquals(size, assertThrows(Failed.class, () -> echo.fail(size), what).code, what);
        }
    }

    private static String text(Random random, int length, char highest) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) (' ' + random.nextInt(highest - ' ')));
        }
        return text.toString();
    }

    private static void assertUnitsWithinTheLimit(List<Unit> units, String what) {
        for (Unit unit : units) {
            assertTrue(unit.bytes().length <= LIMIT, () -> what + ": " + unit.direction().label() + " message "
                    + unit.sequence() + " (type " + type(unit) + ") is " + unit.bytes().length + " octets");
        }
    }

    private static int type(Unit unit) {
        return unit.bytes()[7] & 0xff;
    }

    /** One GIOP message, header and body, as the relay's unit; {@code null} at the end. */
    private static byte[] giopMessage(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        byte[] header = new byte[12];
        if (data.read(header, 0, 1) < 0) {
            return null;
        }
        data.readFully(header, 1, 11);
        ByteOrder order = (header[6] & 1) != 0 ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN;
        int size = ByteBuffer.wrap(header).order(order).getInt(8);
        byte[] message = new byte[12 + size];
        System.arraycopy(header, 0, message, 0, 12);
        data.readFully(message, 12, size);
        return message;
    }
}
