package org.peregrine.interop.matrix;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.peregrine.interop.conformance.ConformanceClient;
import org.peregrine.interop.conformance.ConformanceServer;

/**
 * omniORB 4's conformance server and client: C++ programs of this module
 * (src/main/cpp), which its build compiles into target/omniorb/ when omniORB is installed
 * ({@code bin/setup-peers} installs it). They take the Java programs' options.
 *
 * <p>omniORB runs at its defaults: the only ORB argument is the endpoint, which binds and
 * publishes 127.0.0.1 with an ephemeral port. omniORB would otherwise also read
 * {@code /etc/omniORB.cfg} (or the file {@code OMNIORB_CONFIG} names) and every {@code ORB...}
 * environment variable, so the programs run with an empty environment and an empty
 * configuration file: a machine's tuned omniORB cannot change what the matrix sees.
 */
final class OmniOrbPrograms {

    /** The script that installs omniORB, from the checkout's root. */
    static final String SETUP_SCRIPT = "bin/setup-peers";

    private static final Map<String, String> EXECUTABLES = Map.of(
            ConformanceServer.class.getName(), "conformance-server",
            ConformanceClient.class.getName(), "conformance-client");

    private static final List<String> ORB_ARGUMENTS = List.of(
            "-ORBendPoint", "giop:tcp:127.0.0.1:",
            "-ORBconfigFile", "/dev/null");

    private OmniOrbPrograms() {
    }

    /**
     * Why the programs cannot run, if they cannot: the build compiles them only where omniORB is
     * installed.
     */
    static Optional<String> missing(Path targetDirectory) {
        for (String executable : EXECUTABLES.values()) {
            Path program = directory(targetDirectory).resolve(executable);
            if (!Files.isExecutable(program)) {
                return Optional.of(program + " is missing: omniORB 4 is not installed, so the build"
                        + " did not compile it. Run " + SETUP_SCRIPT + " (it installs omniORB with"
                        + " apt-get), then the build again (mvn verify).");
            }
        }
        return Optional.empty();
    }

    /**
     * The command line of the omniORB program standing for a Java conformance main.
     *
     * @param mainClass {@link ConformanceServer} or {@link ConformanceClient}
     */
    static List<String> commandLine(String mainClass, List<String> arguments, Path targetDirectory) {
        String executable = EXECUTABLES.get(mainClass);
        if (executable == null) {
            throw new IllegalArgumentException("no omniORB program stands for " + mainClass);
        }
        List<String> command = new ArrayList<>(List.of("env", "-i",
                directory(targetDirectory).resolve(executable).toString()));
        command.addAll(arguments);
        command.addAll(ORB_ARGUMENTS);
        return command;
    }

    private static Path directory(Path targetDirectory) {
        return targetDirectory.resolve("omniorb");
    }
}
