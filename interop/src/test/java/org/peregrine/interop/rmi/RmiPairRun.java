package org.peregrine.interop.rmi;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import org.peregrine.interop.matrix.ClientFailureReport;
import org.peregrine.interop.matrix.PeerOrb;
import org.peregrine.testsupport.ChildJvm;
import org.peregrine.testsupport.JavaCommand;

/**
 * One run of {@link RmiClient} against {@link RmiServer}, each in a JVM of its own with its ORB's
 * classpath, selected by the standard {@code org.omg.CORBA.ORBClass} properties: the server binds
 * an ephemeral port on 127.0.0.1 and publishes its IOR in a file; the client runs its checks,
 * each of which must pass or fail as a known deviation says ({@code --expect-fail}). Both JVMs
 * are stopped (standard input closed, then killed) whatever happens; their logs are in
 * target/interop-logs/ and in the test's output.
 *
 * @param name the run's name, which its logs take
 * @param server the server's ORB
 * @param client the client's ORB
 * @param serverArguments {@link RmiServer}'s arguments beside the IOR file
 * @param clientArguments {@link RmiClient}'s arguments beside the IOR file and the deviations
 * @param serverClasses what the server's command gets beside its ORB's classpath (its class versions)
 * @param clientClasses what the client's command gets beside its ORB's classpath
 */
record RmiPairRun(String name, PeerOrb server, PeerOrb client, List<String> serverArguments,
        List<String> clientArguments, UnaryOperator<JavaCommand> serverClasses,
        UnaryOperator<JavaCommand> clientClasses) {

    /** A run whose JVMs have their ORBs' classpaths alone. */
    RmiPairRun(String name, PeerOrb server, PeerOrb client) {
        this(name, server, client, List.of(), List.of(), UnaryOperator.identity(), UnaryOperator.identity());
    }

    private static final Duration SERVER_START = Duration.ofSeconds(30);

    /**
     * Runs the pair, the client for at most {@code clientRun}, and asserts that each side ran its
     * ORB, the client ran its checks and exited 0, and the server is still alive.
     */
    void assertClientPasses(Path iorDirectory, Map<String, String> knownDeviations, Duration clientRun)
            throws IOException, InterruptedException {
        Path target = Path.of(System.getProperty("interop.target.directory", "target")).toAbsolutePath();
        Path logs = target.resolve("interop-logs");
        Path iorFile = iorDirectory.resolve(name + ".ior");
        List<String> serverCommand = new ArrayList<>(List.of("--ior-file", iorFile.toString()));
        serverCommand.addAll(serverArguments);
        ChildJvm serverJvm = ChildJvm.start(name + "-server",
                serverClasses.apply(server.command(RmiServer.class.getName(), serverCommand, target)), logs);
        try {
            serverJvm.awaitFile(iorFile, SERVER_START);
            List<String> clientCommand = new ArrayList<>(List.of("--ior-file", iorFile.toString()));
            clientCommand.addAll(clientArguments);
            knownDeviations.forEach((check, failure) -> clientCommand.addAll(
                    List.of("--expect-fail", check + "=" + Pattern.quote(failure))));
            try (ChildJvm clientJvm = ChildJvm.start(name,
                    clientClasses.apply(client.command(RmiClient.class.getName(), clientCommand, target)), logs)) {
                int exit = clientJvm.awaitExit(clientRun);
                String output = clientJvm.output();
                System.out.println("===== " + name + System.lineSeparator() + output);
                assertAll(
                        () -> assertTrue(output.contains("ORB " + client.orbClass()), "client ran " + client.orbClass()),
                        () -> assertTrue(serverJvm.output().contains("ORB " + server.orbClass()),
                                "server ran " + server.orbClass()),
                        () -> assertTrue(output.contains("SUMMARY"), "client ran its checks"),
                        () -> assertTrue(serverJvm.isAlive(), () -> "server died:\n" + serverJvm.output()),
                        () -> assertEquals(0, exit, () -> ClientFailureReport.of(output)));
            }
        } finally {
            serverJvm.close();
            System.out.println("===== " + serverJvm.name() + " (" + serverJvm.status() + ")" + System.lineSeparator()
                    + serverJvm.output());
        }
    }
}
