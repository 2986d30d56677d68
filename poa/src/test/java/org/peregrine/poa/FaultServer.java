package org.peregrine.poa;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/**
 * The server {@link FaultInjectionTest} starts in a JVM of its own, to kill or stop: an echo whose
 * {@code slowEcho}, and {@code echoLongs} of a sequence starting with {@link #SLOW}, first say
 * they have started (a file named by the third argument) and then take their time. Publishes its IOR to the file named by the first
 * argument; ends when its standard input closes.
 *
 * <p>Arguments: IOR file, milliseconds the slow operations take, file created as they start.
 */
public final class FaultServer {

    /** The first element of a sequence that {@code echoLongs} takes its time over. */
    static final int SLOW = -1;

    private FaultServer() {}

    public static void main(String[] args) throws Exception {
        Path iorFile = Path.of(args[0]);
        long slowMillis = Long.parseLong(args[1]);
        Path started = Path.of(args[2]);
        ORB orb = ORB.init(new String[0], TwoOrbs.props());
        POA rootPoa = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        rootPoa.the_POAManager().activate();
        String ior = orb.object_to_string(rootPoa.servant_to_reference(new SlowEcho(slowMillis, started)));
        Path written = Files.writeString(iorFile.resolveSibling(iorFile.getFileName() + ".tmp"), ior);
        Files.move(written, iorFile, StandardCopyOption.ATOMIC_MOVE);
        while (System.in.read() >= 0) {
            // runs until the test closes standard input
        }
        orb.destroy();
    }

    /** An echo whose slow operations mark their start, then sleep. */
    private static final class SlowEcho extends EchoServant {
        private final long slowMillis;
        private final Path started;

        SlowEcho(long slowMillis, Path started) {
            this.slowMillis = slowMillis;
            this.started = started;
        }

        @Override
        public int slowEcho(int v, int millis) {
            takeTime();
            return v;
        }

        @Override
        public int[] echoLongs(int[] l) {
            if (l.length > 0 && l[0] == SLOW) {
                takeTime();
            }
            return l;
        }

        private void takeTime() {
            try {
                Files.writeString(started, "started");
                Thread.sleep(slowMillis);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
