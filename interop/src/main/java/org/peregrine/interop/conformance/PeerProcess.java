package org.peregrine.interop.conformance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.omg.CORBA.ORB;
import picocli.CommandLine;

/**
 * How a peer program deals with its launcher, the same for the conformance mains and the RMI-IIOP
 * mains: the command line, the published IOR, standard input as the stop signal, and the exit.
 * Stateless.
 */
public final class PeerProcess {

    /** How long an orderly ORB shutdown may take before the JVM is halted anyway. */
    private static final long EXIT_GRACE_MILLIS = 10_000;

    private PeerProcess() {
    }

    /**
     * The command line of a peer main (picocli): its options, then the arguments for
     * {@code ORB.init} ({@link OrbArguments}), which start with one dash ({@code -ORBInitRef ...})
     * and so are not taken for options.
     */
    public static CommandLine commandLine(Object command) {
        return new CommandLine(command).setUnmatchedOptionsArePositionalParams(true);
    }

    /**
     * Writes a server's {@code ior} to {@code iorFile} and prints it as {@code IOR IOR:...}. The file
     * appears atomically (written beside, then moved), so a launcher that sees it can read it whole.
     */
    public static void publishIor(Path iorFile, String ior) throws IOException {
        Path temporary = iorFile.resolveSibling(iorFile.getFileName() + ".tmp");
        Files.writeString(temporary, ior, StandardCharsets.US_ASCII);
        Files.move(temporary, iorFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("IOR " + ior);
        System.out.flush();
    }

    /** Returns when standard input ends (or fails): the launcher stops a server by closing it. */
    public static void awaitEndOfInput() {
        byte[] ignored = new byte[256];
        try {
            while (System.in.read(ignored) >= 0) {
                // nothing is expected on stdin; its end is the stop signal
            }
        } catch (IOException e) {
            System.err.println("stdin failed, stopping: " + e);
        }
    }

    /**
     * Shuts the ORB down and returns {@code status}, for the JVM's exit; halts the JVM if the
     * shutdown or the exit after it hangs (with {@code status}, or 3 in place of 0).
     */
    public static int shutDown(ORB orb, int status) {
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(EXIT_GRACE_MILLIS);
                System.err.println("ORB shutdown took longer than " + EXIT_GRACE_MILLIS + " ms; halting");
                System.err.flush();
                Runtime.getRuntime().halt(status == 0 ? 3 : status);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "exit-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
        try {
            orb.shutdown(true);
            orb.destroy();
        } catch (RuntimeException e) {
            System.err.println("ORB shutdown failed: " + e);
        }
        System.out.flush();
        return status;
    }
}
