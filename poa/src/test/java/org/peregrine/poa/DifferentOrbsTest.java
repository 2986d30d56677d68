package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.orb.PeregrineOrb;
import smoke.Callback;
import smoke.CallbackHelper;
import smoke.CallbackPOA;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * Two ORBs in one JVM with different settings (fragment size, char code set, dispatch strategy)
 * call each other, callbacks included; then one is destroyed while the other keeps serving. What
 * an ORB keeps per thread (the message a thread reuses, upcall frames, scratch arrays) and per
 * connection (the selector a write waits on) is its own, so neither ORB's settings or resources
 * leak into the other, and the destroyed one leaves no buffer and no open file behind.
 */
class DifferentOrbsTest {

    private static final Map<String, String> SMALL_FRAGMENTS_LATIN1_WORKER_POOL = Map.of(
            "peregrine.giop.fragmentSize", "256",
            "peregrine.codeset.char", "ISO-8859-1",
            "peregrine.threads.strategy", "worker-pool");

    /** One ORB serving an {@link Echo} and a {@link Callback} on its RootPOA. */
    private static final class Side {
        final ORB orb;
        final Echo echo;
        final Callback callback;

        Side(Map<String, String> settings) throws Exception {
            orb = TwoOrbs.orb(settings);
            POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            echo = EchoHelper.narrow(root.servant_to_reference(new EchoServant()));
            callback = CallbackHelper.narrow(root.servant_to_reference(new CallbackPOA() {
                @Override
                public int twice(int v) {
                    return 2 * v;
                }
            }));
        }

        /** {@code reference}, as an ORB of {@code caller}'s reads it from its IOR. */
        org.omg.CORBA.Object seenBy(ORB caller, org.omg.CORBA.Object reference) {
            return caller.string_to_object(orb.object_to_string(reference));
        }

        PeregrineOrb peregrine() {
            return (PeregrineOrb) orb;
        }
    }

    @Test
    void shouldServeEachOtherWithTheirOwnSettingsAndOutliveTheOtherOrbsDestruction() throws Exception {
        Side b = new Side(Map.of());
        try {
            // the first life also opens what the JDK keeps for good (NIO's pre-close socket)
            liveAndDie(b);
            List<String> open = socketsAndSelectors();
            liveAndDie(b);
            Await.until(() -> "a second life left no socket or selector open: " + open + " after the first, "
                    + socketsAndSelectors() + " now", () -> socketsAndSelectors().size() == open.size());

            ORB c = TwoOrbs.orb(Map.of());
            try {
                String text = "still here";
                assertEquals(text, EchoHelper.narrow(b.seenBy(c, b.echo)).echoString(text), "B still serves");
            } finally {
                c.destroy();
            }
        } finally {
            b.orb.destroy();
        }
    }

    /**
     * Makes ORB A with settings unlike B's, has A and B call each other, destroys A, and waits
     * until B has let go of A's connections and buffers.
     */
    private static void liveAndDie(Side b) throws Exception {
        Side a = new Side(SMALL_FRAGMENTS_LATIN1_WORKER_POOL);
        String text = "déjà vu, ".repeat(40); // Latin-1, and longer than A's 256-octet fragments
        String wide = "日本語のテキスト".repeat(20);

        Echo bFromA = EchoHelper.narrow(b.seenBy(a.orb, b.echo));
        Echo aFromB = EchoHelper.narrow(a.seenBy(b.orb, a.echo));
        assertEquals(text, bFromA.echoString(text));
        assertEquals(wide, bFromA.echoWString(wide));
        assertEquals(text, aFromB.echoString(text));
        assertEquals(wide, aFromB.echoWString(wide));
        assertEquals(42, bFromA.callBack(CallbackHelper.narrow(a.callback), 21), "B calls back into A");
        assertEquals(42, aFromB.callBack(CallbackHelper.narrow(b.callback), 21), "A calls back into B");

        a.orb.destroy();
        Await.buffersReleased(a.orb);
        Await.until("B let go of A's connections: " + b.peregrine().statistics(),
                () -> b.peregrine().statistics().clientConnections() == 0
                        && b.peregrine().statistics().serverConnections() == 0);
        Await.buffersReleased(b.orb);
    }

    /**
     * What the sockets and selectors (an epoll instance and its wake-up eventfd or pipe) this JVM
     * has open refer to, sorted, on Linux. Other descriptors are left out: the JVM opens a jar of the class path the
     * first time it loads a class from it, which a rare path in either life may do.
     */
    private static List<String> socketsAndSelectors() {
        Path descriptors = Path.of("/proc/self/fd");
        assumeTrue(Files.isDirectory(descriptors), "needs /proc/self/fd");
        try (Stream<Path> open = Files.list(descriptors)) {
            return open.map(DifferentOrbsTest::target).filter(DifferentOrbsTest::socketOrSelector).sorted().toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** What a descriptor refers to, or "" if it was closed meanwhile (the listing's own one). */
    private static String target(Path descriptor) {
        try {
            return Files.readSymbolicLink(descriptor).toString();
        } catch (IOException e) {
            return "";
        }
    }

    private static boolean socketOrSelector(String target) {
        return target.startsWith("socket:") || target.startsWith("pipe:")
                || target.equals("anon_inode:[eventpoll]") || target.equals("anon_inode:[eventfd]");
    }
}
