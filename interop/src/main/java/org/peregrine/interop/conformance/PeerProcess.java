package org.peregrine.interop.conformance;

import org.omg.CORBA.ORB;
import picocli.CommandLine;

/**
 * The command line and the exit shared by the conformance mains. Stateless.
 */
final class PeerProcess {

    /** How long an orderly ORB shutdown may take before the JVM is halted anyway. */
    private static final long EXIT_GRACE_MILLIS = 10_000;

    private PeerProcess() {
    }

    /**
     * The command line of a conformance main (picocli): its options, then the arguments for
     * {@code ORB.init} ({@link OrbArguments}), which start with one dash ({@code -ORBInitRef ...})
     * and so are not taken for options.
     */
    static CommandLine commandLine(Object command) {
        return new CommandLine(command).setUnmatchedOptionsArePositionalParams(true);
    }

    /**
     * Shuts the ORB down and returns {@code status}, for the JVM's exit; halts the JVM if the
     * shutdown or the exit after it hangs (with {@code status}, or 3 in place of 0).
     */
    static int shutDown(ORB orb, int status) {
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
