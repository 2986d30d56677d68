package org.peregrine.interop.rmi;

import java.util.List;
import java.util.Properties;

import org.omg.CORBA.ORB;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * What both RMI-IIOP mains share with the conformance mains' conventions: the command line, the
 * ORB chosen by the standard properties, and the exit. Stateless.
 */
final class RmiProcess {

    /** How long an orderly ORB shutdown may take before the JVM is halted anyway. */
    private static final long EXIT_GRACE_MILLIS = 10_000;

    private RmiProcess() {
    }

    /**
     * The command line of an RMI-IIOP main (picocli): its options, then the arguments for {@code
     * ORB.init}, which start with one dash ({@code -ORBInitRef ...}) and so are not taken for
     * options.
     */
    static CommandLine commandLine(Object command) {
        return new CommandLine(command).setUnmatchedOptionsArePositionalParams(true);
    }

    /**
     * Initialises the ORB selected by the standard {@code org.omg.CORBA.ORBClass} system property,
     * with all system properties (peer-specific settings arrive that way) and {@code orbArgs}, and
     * prints {@code ORB <class>}. It must come before the first use of {@code javax.rmi}: the
     * standard classes there pick their delegates from system properties when first loaded, and
     * an ORB may set those properties when it starts.
     *
     * @throws ParameterException if an ORB argument starts with {@code --}: a misspelt option of
     *                            the main, which {@link #commandLine} passes on
     */
    static ORB initOrb(CommandSpec command, List<String> orbArgs) {
        orbArgs.stream().filter(arg -> arg.startsWith("--")).findFirst().ifPresent(option -> {
            throw new ParameterException(command.commandLine(), "Unknown option: '" + option + "'");
        });
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        ORB orb = ORB.init(orbArgs.toArray(String[]::new), properties);
        System.out.println("ORB " + orb.getClass().getName());
        return orb;
    }

    /**
     * Shuts the ORB down and returns {@code status}, for the JVM's exit; halts the JVM if the
     * shutdown hangs (with {@code status}, or 3 in place of 0).
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
