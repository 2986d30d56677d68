package org.peregrine.interop.matrix;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.interop.conformance.ConformanceChecks;
import org.peregrine.interop.conformance.ConformanceClient;
import org.peregrine.interop.conformance.ConformanceServer;
import org.peregrine.interop.matrix.KnownDeviations.Deviation;
import org.peregrine.testsupport.ChildJvm;

/**
 * Every (client ORB, server ORB) pair of {@link PeerOrb}, both directions and same-ORB pairs:
 * a {@link ConformanceClient} JVM runs all conformance checks against a
 * {@link ConformanceServer} JVM (for omniORB, the C++ programs standing for them). One server
 * per ORB serves every client (they start together before the first test); one client per pair.
 *
 * <p>Each peer JVM is started with {@code ${java.home}/bin/java} and stopped by closing its
 * standard input, which ends a {@code ConformanceServer}. Each peer's output is in
 * target/interop-logs/ and in this class's test output; a failed pair shows its client's failing
 * checks in the assertion message.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class InteropMatrixTest {

    private static final Duration SERVER_START = Duration.ofSeconds(30);
    private static final Duration CLIENT_RUN = Duration.ofSeconds(120);

    private final Path target = Path.of(System.getProperty("interop.target.directory", "target"))
            .toAbsolutePath();
    private final Path logs = target.resolve("interop-logs");
    private final Map<PeerOrb, Server> servers = new EnumMap<>(PeerOrb.class);
    /** The outcome of each client run, by the run's name. */
    private final Map<String, String> outcomes = new LinkedHashMap<>();
    /** Servers started for one kind of test only, such as the DSI server; stopped with the others. */
    private final List<Server> extraServers = new ArrayList<>();
    private Server dsiServer;

    /** A running server JVM and the file its IOR appears in. */
    private record Server(ChildJvm jvm, Path iorFile) {
    }

    /** One cell of the matrix, named as the test it becomes. */
    record Pair(PeerOrb client, PeerOrb server) {
        @Override
        public String toString() {
            return client.id() + "ClientShouldPassAllChecksAgainst" + server.title() + "Server";
        }
    }

    static Stream<Pair> pairs() {
        return Stream.of(PeerOrb.values())
                .flatMap(client -> Stream.of(PeerOrb.values()).map(server -> new Pair(client, server)));
    }

    @BeforeAll
    void startServers() throws IOException {
        for (PeerOrb orb : PeerOrb.values()) {
            if (orb.enabled() && orb.missing(target).isEmpty()) {
                Path iorFile = logs.resolve(orb.id() + "-server.ior");
                Files.createDirectories(logs);
                Files.deleteIfExists(iorFile);
                ChildJvm jvm = ChildJvm.start(orb.id() + "-server", orb.commandLine(ConformanceServer.class.getName(),
                        List.of("--ior-file", iorFile.toString()), target), logs);
                servers.put(orb, new Server(jvm, iorFile));
            }
        }
    }

    @AfterAll
    void stopServers() {
        System.out.println("===== matrix (client -> server)");
        outcomes.forEach((run, outcome) -> System.out.println(run + ": " + outcome));
        List<Server> all = new ArrayList<>(servers.values());
        all.addAll(extraServers);
        for (Server server : all) {
            server.jvm().close();
            System.out.println("===== " + server.jvm().name() + " (" + server.jvm().status() + ")"
                    + System.lineSeparator() + server.jvm().output());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void clientShouldPassAllChecksAgainstServer(Pair pair) throws Exception {
        String name = pair.client().id() + "-client-to-" + pair.server().id();
        outcomes.put(name, "skipped");
        assumeTrue(pair.client().enabled(), () -> pair.client() + ": " + pair.client().disabledReason());
        assumeTrue(pair.server().enabled(), () -> pair.server() + ": " + pair.server().disabledReason());
        outcomes.put(name, "failed");
        pair.client().missing(target).or(() -> pair.server().missing(target)).ifPresent(Assertions::fail);
        Server server = servers.get(pair.server());
        server.jvm().awaitFile(server.iorFile(), SERVER_START);
        assertTrue(server.jvm().isAlive(), () -> "server is not running:\n" + server.jvm().output());

        runClient(pair, server, name, KnownDeviations.of(pair.client(), pair.server()));
    }

    /**
     * Runs every check with {@code pair}'s client against {@code server}, expecting the {@code
     * deviations} to fail as they say, and records the outcome.
     */
    private void runClient(Pair pair, Server server, String name, Map<String, Deviation> deviations)
            throws Exception {
        List<String> args = new ArrayList<>(List.of("--ior-file", server.iorFile().toString()));
        args.addAll(KnownDeviations.expectFailArguments(deviations));
        try (ChildJvm client = ChildJvm.start(name, pair.client().commandLine(ConformanceClient.class.getName(),
                args, target), logs)) {
            int exit = client.awaitExit(CLIENT_RUN);
            String output = client.output();
            System.out.println("===== " + name + System.lineSeparator() + output);
            deviations.forEach((check, deviation) -> System.out.println("known deviation " + check + ": "
                    + deviation.reason()));
            assertAll(
                    () -> assertTrue(output.contains("ORB " + pair.client().orbClass()),
                            "client ran " + pair.client().orbClass()),
                    () -> assertTrue(server.jvm().output().contains("ORB " + pair.server().orbClass()),
                            "server ran " + pair.server().orbClass()),
                    () -> assertTrue(server.jvm().isAlive(), () -> "server died:\n" + server.jvm().output()),
                    () -> assertEquals(0, exit, () -> ClientFailureReport.of(output)));
            outcomes.put(name, output.lines().filter(line -> line.startsWith("SUMMARY "))
                    .findFirst().orElse("passed"));
        }
    }

    /**
     * Each ORB's client against a Peregrine server whose object is a dynamic servant (the DSI,
     * {@code ConformanceServer --dsi}): every check, answered by TypeCodes alone.
     */
    @ParameterizedTest(name = "{0}ClientShouldPassAllChecksAgainstPeregrineDsiServer")
    @EnumSource(PeerOrb.class)
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void clientShouldPassAllChecksAgainstPeregrineDsiServer(PeerOrb client) throws Exception {
        String name = client.id() + "-client-to-peregrine-dsi";
        outcomes.put(name, "skipped");
        assumeTrue(client.enabled(), () -> client + ": " + client.disabledReason());
        outcomes.put(name, "failed");
        client.missing(target).ifPresent(Assertions::fail);
        Server server = dsiServer();
        server.jvm().awaitFile(server.iorFile(), SERVER_START);
        assertTrue(server.jvm().isAlive(), () -> "DSI server is not running:\n" + server.jvm().output());
        runClient(new Pair(client, PeerOrb.PEREGRINE), server, name, KnownDeviations.ofDynamicServer(client));
    }

    /** The Peregrine server of a dynamic servant, started on first use and stopped with the others. */
    private synchronized Server dsiServer() throws IOException {
        if (dsiServer == null) {
            Path iorFile = logs.resolve("peregrine-dsi-server.ior");
            Files.createDirectories(logs);
            Files.deleteIfExists(iorFile);
            ChildJvm jvm = ChildJvm.start("peregrine-dsi-server", PeerOrb.PEREGRINE.commandLine(
                    ConformanceServer.class.getName(), List.of("--ior-file", iorFile.toString(), "--dsi"), target), logs);
            dsiServer = new Server(jvm, iorFile);
            extraServers.add(dsiServer);
        }
        return dsiServer;
    }

    /**
     * The omniORB client runs the Java client's checks, under the same names and in the same
     * order, but for those omniORB cannot run ({@link KnownDeviations#UNSUPPORTED_BY_OMNIORB}),
     * so that its cells compare like with like; a check added to the Java client must be added to
     * the C++ one (src/main/cpp) or listed there with the reason.
     */
    @Test
    void omniOrbClientShouldRunTheJavaChecksThatOmniOrbSupports() throws Exception {
        OmniOrbPrograms.missing(target).ifPresent(Assertions::fail);
        List<String> expected = new ArrayList<>(ConformanceChecks.names());
        expected.removeAll(KnownDeviations.UNSUPPORTED_BY_OMNIORB.keySet());
        try (ChildJvm lister = ChildJvm.start("omniorb-check-list", PeerOrb.OMNIORB.commandLine(
                ConformanceClient.class.getName(), List.of("--list-checks"), target), logs)) {
            assertEquals(0, lister.awaitExit(SERVER_START), lister::output);
            List<String> listed = lister.lines().stream()
                    .dropWhile(line -> !line.startsWith("ORB ")).skip(1).toList();
            assertEquals(expected, listed);
        }
    }

    @Test
    void peerOrbsShouldNotBeOnTheTestClasspath() {
        for (String peerClass : List.of("org.jacorb.orb.ORB", "com.sun.corba.ee.impl.orb.ORBImpl")) {
            assertThrows(ClassNotFoundException.class, () -> Class.forName(peerClass), peerClass);
        }
    }
}
