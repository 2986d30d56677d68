package org.peregrine.interop.conformance;

import java.util.Properties;

import org.omg.CORBA.ORB;

/**
 * Start-up and exit shared by the conformance mains. Stateless.
 */
final class PeerProcess {

    /** How long an orderly ORB shutdown may take before the JVM is halted anyway. */
    private static final long EXIT_GRACE_MILLIS = 10_000;

    private PeerProcess() {
    }

    /**
     * Initialises the ORB selected by the standard {@code org.omg.CORBA.ORBClass} system property,
     * handing it all system properties (peer-specific settings such as JacORB's {@code OAIAddr}
     * or GlassFish's {@code com.sun.CORBA.ORBServerHost} arrive that way) and the ORB arguments.
     */
    static ORB initOrb(String[] orbArgs) {
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        ORB orb = ORB.init(orbArgs, properties);
        System.out.println("ORB " + orb.getClass().getName());
        return orb;
    }

    /** Shuts the ORB down and exits with {@code status}, halting if the shutdown hangs. */
    static void exit(ORB orb, int status) {
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
        System.exit(status);
    }
}
