package org.peregrine.bench.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

import org.omg.CORBA.ORB;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.POAManagerPackage.AdapterInactive;
import org.peregrine.bench.probe.OrbBufferPool;

/**
 * What every benchmark server JVM shares: publishing its endpoint atomically, and stopping,
 * either when standard input closes (the orchestrator's signal, also given when the orchestrator
 * dies) or when the time limit passes, so that no server outlives a run. Stateless.
 */
public final class ServerSupport {

    private ServerSupport() {
    }

    /**
     * The ORB the standard {@code org.omg.CORBA.ORBClass} system property selects, given all
     * system properties (the peer's own settings arrive that way).
     */
    public static ORB initOrb() {
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        return ORB.init(new String[0], properties);
    }

    /** {@code orb}'s RootPOA, its manager activated. */
    public static POA activeRootPoa(ORB orb) throws InvalidName, AdapterInactive {
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        return root;
    }

    /**
     * Serves {@code reference} of {@code orb}, the IDL servant's or the RMI-IIOP tie's: runs the ORB,
     * starts the {@link ProbeServer} (with the ORB's buffer pool gauge, if any), publishes the IOR
     * to {@code endpoint}, and when standard input closes shuts the ORB down on a thread of its own,
     * which may take its time: the JVM exits 200 ms later whether it is done or not.
     */
    public static void serve(ORB orb, org.omg.CORBA.Object reference, Path endpoint) throws Exception {
        daemon("orb-run", orb::run);
        ProbeServer.start(endpoint, OrbBufferPool.gauge(orb));
        publish(endpoint, orb.object_to_string(reference).getBytes(StandardCharsets.US_ASCII));
        System.out.println("serving with " + orb.getClass().getName());
        System.out.flush();
        awaitEndOfInput();
        daemon("shutdown", () -> {
            orb.shutdown(true);
            orb.destroy();
        });
        Thread.sleep(200);
    }

    /** Halts the JVM after {@code seconds} whatever happens. */
    public static void startWatchdog(long seconds) {
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(seconds * 1000);
                System.err.println("time limit of " + seconds + " s reached; halting");
                Runtime.getRuntime().halt(4);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /** Writes {@code content} beside {@code file}, then moves it into place. */
    public static void publish(Path file, byte[] content) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(temporary, content);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Blocks until standard input reaches its end (or fails). */
    public static void awaitEndOfInput() {
        InputStream in = System.in;
        byte[] ignored = new byte[256];
        try {
            while (in.read(ignored) >= 0) {
                // nothing is expected on stdin; its end is the stop signal
            }
        } catch (IOException e) {
            System.err.println("stdin failed, stopping: " + e);
        }
    }

    /** Starts {@code body} on a daemon thread called {@code name}. */
    public static Thread daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
