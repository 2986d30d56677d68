package org.peregrine.interop.tls;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.peregrine.interop.conformance.ConformanceClient;
import org.peregrine.interop.conformance.ConformanceServer;
import org.peregrine.interop.matrix.PeerOrb;
import org.peregrine.testsupport.JavaCommand;
import org.peregrine.testsupport.tls.TestCertificates;

/**
 * An ORB of {@link TlsInteropTest} and the command lines of its conformance server and client with
 * TLS set up: the Java ORBs run the matrix's programs in the JVM {@link PeerOrb} starts, with
 * their {@link TlsSettings} as system properties; omniORB runs the TLS build of its programs
 * (target/omniorb/tls-conformance-server and -client, which link its SSL transport), as the
 * matrix runs the plain ones: empty environment, empty configuration file, settings on the
 * command line.
 */
enum TlsPeer {

    JACORB(PeerOrb.JACORB, new JacorbTls()),
    OMNIORB(PeerOrb.OMNIORB, new OmniOrbTls()),
    PEREGRINE(PeerOrb.PEREGRINE, new PeregrineTls());

    private final PeerOrb orb;
    private final TlsSettings settings;

    TlsPeer(PeerOrb orb, TlsSettings settings) {
        this.orb = orb;
        this.settings = settings;
    }

    /** Lower-case name, for logs and test names. */
    String id() {
        return orb.id();
    }

    /** What the conformance programs print after {@code ORB }: the ORB class, or omniORB's name. */
    String orbClass() {
        return orb.orbClass();
    }

    /** Why this ORB's programs cannot run here, if they cannot: omniORB's TLS programs may not be built. */
    Optional<String> missing(Path target) {
        if (this != OMNIORB) {
            return Optional.empty();
        }
        return List.of(program(target, ConformanceServer.class), program(target, ConformanceClient.class)).stream()
                .filter(program -> !Files.isExecutable(program)).findFirst()
                .map(program -> program + " is missing: omniORB 4 with its SSL transport is not installed, so the"
                        + " build did not compile it. Run bin/setup-peers, then the build again (mvn verify).");
    }

    /** A conformance server set up so, publishing its IOR in {@code iorFile}. */
    List<String> server(ServerSetup setup, Path iorFile, TestCertificates certificates, Path target)
            throws IOException {
        return command(ConformanceServer.class, List.of("--ior-file", iorFile.toString()),
                settings.server(setup, certificates), target);
    }

    /** A conformance client set up so, running {@code checks} against the object of {@code iorFile}. */
    List<String> client(ClientSetup setup, Path iorFile, List<String> checks, TestCertificates certificates,
                        Path target) throws IOException {
        List<String> arguments = new ArrayList<>(List.of("--ior-file", iorFile.toString()));
        checks.forEach(check -> arguments.addAll(List.of("--check", check)));
        return command(ConformanceClient.class, arguments, settings.client(setup, certificates), target);
    }

    private List<String> command(Class<?> program, List<String> arguments, List<String> tls, Path target)
            throws IOException {
        if (this == OMNIORB) {
            List<String> command = new ArrayList<>(List.of("env", "-i", program(target, program).toString()));
            command.addAll(arguments);
            command.addAll(List.of("-ORBconfigFile", "/dev/null"));
            command.addAll(tls);
            return command;
        }
        JavaCommand plain = orb.command(program.getName(), arguments, target);
        List<String> options = new ArrayList<>(plain.jvmOptions());
        options.addAll(tls);
        return new JavaCommand(plain.prefix(), options, plain.classpath(), plain.mainClass(), plain.arguments())
                .commandLine();
    }

    private static Path program(Path target, Class<?> program) {
        String name = program == ConformanceServer.class ? "tls-conformance-server" : "tls-conformance-client";
        return target.resolve("omniorb").resolve(name);
    }
}
