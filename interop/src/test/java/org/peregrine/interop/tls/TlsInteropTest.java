package org.peregrine.interop.tls;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.IntPredicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.interop.matrix.ClientFailureReport;
import org.peregrine.interop.tls.SslIor.SslComponent;
import org.peregrine.testsupport.ChildJvm;
import org.peregrine.testsupport.tls.TestCertificates;

/**
 * IIOP over TLS between Peregrine, JacORB and omniORB, both ways: conformance servers listening
 * on TLS only ({@link ServerSetup}) and conformance clients with TLS on ({@link ClientSetup}),
 * with the certificates of {@link TestCertificates} (target/tls-certificates).
 *
 * <ul>
 *   <li>Each server's IOR offers TLS only (plain port 0, an SSLIOP component) and its TLS port
 *       answers no plain-text GIOP, so a call that succeeds went over TLS.</li>
 *   <li>Each client runs {@link #CHECKS} against each other ORB's server, without a client
 *       certificate, then presenting one to a server that requires it.</li>
 *   <li>Refusals end in a system exception, not a hang: a client presenting no certificate or
 *       the untrusted one to a server that requires a client certificate, a client facing a
 *       server whose certificate the CA did not sign, and a client with TLS off facing a
 *       TLS-only server.</li>
 * </ul>
 *
 * <p>One server per (ORB, setup) serves every client, all started before the first test; one
 * client process per cell. Logs: target/interop-logs/tls/.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TlsInteropTest {

    /**
     * What each client runs over TLS: a call and a string, a string of 200,000 characters, a
     * 1 MiB octet sequence each way, a user and a system exception, and calls from several
     * threads sharing one connection.
     */
    private static final List<String> CHECKS = List.of(
            "primitive.long",
            "string.ascii",
            "string.large",
            "sequence.octet.1MiB",
            "exception.userWithMembers",
            "exception.systemMinorAndCompletedNo",
            "concurrency.sharedReference");

    /** What a refused client tries. */
    private static final List<String> FIRST_CALL = List.of("primitive.long");

    /** How a refused call ends, whichever ORB reports it and however. */
    private static final Pattern REFUSAL =
            Pattern.compile("(org\\.omg\\.CORBA\\.|CORBA::)(COMM_FAILURE|TRANSIENT|NO_PERMISSION)\\b");

    /** SSLIOP AssociationOptions. */
    private static final int INTEGRITY = 2;
    private static final int CONFIDENTIALITY = 4;
    private static final int ESTABLISH_TRUST_IN_TARGET = 32;
    private static final int ESTABLISH_TRUST_IN_CLIENT = 64;

    private static final Duration SERVER_START = Duration.ofSeconds(30);
    private static final Duration CLIENT_RUN = Duration.ofSeconds(60);

    private final Path target = Path.of(System.getProperty("interop.target.directory", "target")).toAbsolutePath();
    private final Path logs = target.resolve("interop-logs").resolve("tls");
    private final Map<Server, ChildJvm> servers = new LinkedHashMap<>();
    private final Map<String, String> outcomes = new LinkedHashMap<>();
    private TestCertificates certificates;

    /** A server under test. */
    record Server(TlsPeer peer, ServerSetup setup) {
        @Override
        public String toString() {
            return peer.id() + "-" + setup.name().toLowerCase().replace('_', '-') + "-server";
        }
    }

    /** One client run against one server. */
    record Cell(TlsPeer client, ClientSetup setup, Server server) {
        @Override
        public String toString() {
            return client.id() + "-" + setup.name().toLowerCase().replace('_', '-') + "-client-to-" + server;
        }
    }

    static Stream<Server> servers() {
        return Stream.of(
                new Server(TlsPeer.JACORB, ServerSetup.TLS_ONLY),
                new Server(TlsPeer.OMNIORB, ServerSetup.TLS_ONLY),
                new Server(TlsPeer.PEREGRINE, ServerSetup.TLS_ONLY),
                new Server(TlsPeer.JACORB, ServerSetup.MUTUAL),
                new Server(TlsPeer.OMNIORB, ServerSetup.MUTUAL),
                new Server(TlsPeer.PEREGRINE, ServerSetup.MUTUAL),
                new Server(TlsPeer.JACORB, ServerSetup.UNTRUSTED));
    }

    /** Every client against every other ORB's server set up so. */
    private static Stream<Cell> crossPairs(ClientSetup clientSetup, ServerSetup serverSetup) {
        return Stream.of(TlsPeer.values()).flatMap(client -> Stream.of(TlsPeer.values())
                .filter(server -> server != client)
                .map(server -> new Cell(client, clientSetup, new Server(server, serverSetup))));
    }

    static Stream<Cell> serverAuthenticationCells() {
        return crossPairs(ClientSetup.TLS, ServerSetup.TLS_ONLY);
    }

    static Stream<Cell> mutualAuthenticationCells() {
        return crossPairs(ClientSetup.CLIENT_CERTIFICATE, ServerSetup.MUTUAL);
    }

    static Stream<Cell> clientWithoutCertificateCells() {
        return crossPairs(ClientSetup.TLS, ServerSetup.MUTUAL);
    }

    /** omniORB reads PEM files only and has no untrusted one, so the Java clients present it. */
    static Stream<Cell> untrustedClientCells() {
        return crossPairs(ClientSetup.UNTRUSTED_CERTIFICATE, ServerSetup.MUTUAL)
                .filter(cell -> cell.client() != TlsPeer.OMNIORB);
    }

    static Stream<Cell> untrustedServerCells() {
        Server untrusted = new Server(TlsPeer.JACORB, ServerSetup.UNTRUSTED);
        return Stream.of(new Cell(TlsPeer.OMNIORB, ClientSetup.TLS, untrusted),
                new Cell(TlsPeer.PEREGRINE, ClientSetup.TLS, untrusted));
    }

    static Stream<Cell> plainTextCells() {
        return Stream.of(
                new Cell(TlsPeer.OMNIORB, ClientSetup.PLAIN_TEXT, new Server(TlsPeer.JACORB, ServerSetup.TLS_ONLY)),
                new Cell(TlsPeer.OMNIORB, ClientSetup.PLAIN_TEXT, new Server(TlsPeer.OMNIORB, ServerSetup.TLS_ONLY)),
                new Cell(TlsPeer.OMNIORB, ClientSetup.PLAIN_TEXT, new Server(TlsPeer.PEREGRINE, ServerSetup.TLS_ONLY)),
                new Cell(TlsPeer.PEREGRINE, ClientSetup.PLAIN_TEXT, new Server(TlsPeer.JACORB, ServerSetup.TLS_ONLY)),
                new Cell(TlsPeer.PEREGRINE, ClientSetup.PLAIN_TEXT, new Server(TlsPeer.OMNIORB, ServerSetup.TLS_ONLY)));
    }

    @BeforeAll
    void startServers() throws IOException {
        certificates = TestCertificates.in(target.resolve("tls-certificates"));
        Files.createDirectories(logs);
        for (Server server : servers().toList()) {
            if (server.peer().missing(target).isPresent()) {
                continue;
            }
            Path iorFile = iorFile(server);
            Files.deleteIfExists(iorFile);
            servers.put(server, ChildJvm.start(server.toString(),
                    server.peer().server(server.setup(), iorFile, certificates, target), logs));
        }
    }

    @AfterAll
    void stopServers() {
        System.out.println("===== TLS cells");
        outcomes.forEach((cell, outcome) -> System.out.println(cell + ": " + outcome));
        for (ChildJvm server : servers.values()) {
            server.close();
            System.out.println("===== " + server.name() + " (" + server.status() + ")" + System.lineSeparator()
                    + server.output());
        }
    }

    /**
     * The server's IOR offers TLS only, with the options of its setup, and its TLS port does not
     * answer GIOP in plain text.
     */
    @ParameterizedTest(name = "{0}ShouldListenOnTlsOnly")
    @MethodSource("servers")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void serverShouldListenOnTlsOnly(Server server) throws Exception {
        SslIor ior = SslIor.parse(awaitIor(server));

        assertEquals(0, ior.plainPort(), "the IIOP profile's plain port");
        SslComponent ssl = ior.ssl().orElseGet(() -> Assertions.fail("no TAG_SSL_SEC_TRANS component"));
        assertAll(
                () -> assertNotEquals(0, ssl.port(), "TLS port"),
                () -> assertNotEquals(0, ssl.requires() & (INTEGRITY | CONFIDENTIALITY | ESTABLISH_TRUST_IN_TARGET),
                        () -> "target_requires " + ssl + " asks for no protection"),
                () -> assertEquals(server.setup() == ServerSetup.MUTUAL || server.peer() == TlsPeer.OMNIORB,
                        (ssl.requires() & ESTABLISH_TRUST_IN_CLIENT) != 0,
                        () -> "target_requires " + ssl + " has EstablishTrustInClient (omniORB always sets it)"),
                () -> assertFalse(PlainGiopProbe.answersPlainGiop(ssl.port()),
                        "the TLS port answered a plain-text GIOP LocateRequest with GIOP"));
    }

    /**
     * Peregrine's IOR carries the SSLIOP options its TLS settings promise: Integrity,
     * Confidentiality and EstablishTrustInTarget supported and the first two required, with
     * EstablishTrustInClient supported and required when it requires a client certificate.
     */
    @ParameterizedTest(name = "{0}ShouldAdvertiseItsTlsOptions")
    @MethodSource("peregrineServers")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void peregrineServerShouldAdvertiseItsTlsOptions(Server server) throws Exception {
        SslIor ior = SslIor.parse(awaitIor(server));

        int client = server.setup() == ServerSetup.MUTUAL ? ESTABLISH_TRUST_IN_CLIENT : 0;
        SslComponent ssl = ior.ssl().orElseGet(() -> Assertions.fail("no TAG_SSL_SEC_TRANS component"));
        assertAll(
                () -> assertEquals(INTEGRITY | CONFIDENTIALITY | ESTABLISH_TRUST_IN_TARGET | client, ssl.supports(),
                        "target_supports"),
                () -> assertEquals(INTEGRITY | CONFIDENTIALITY | client, ssl.requires(), "target_requires"));
    }

    static Stream<Server> peregrineServers() {
        return servers().filter(server -> server.peer() == TlsPeer.PEREGRINE);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("serverAuthenticationCells")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void clientShouldPassTheChecksOverTls(Cell cell) throws Exception {
        assertPasses(cell);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mutualAuthenticationCells")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void clientWithItsCertificateShouldPassTheChecksOverTls(Cell cell) throws Exception {
        assertPasses(cell);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("clientWithoutCertificateCells")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void clientWithoutCertificateShouldBeRefused(Cell cell) throws Exception {
        assertRefused(cell, REFUSAL);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("untrustedClientCells")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void untrustedClientShouldBeRefused(Cell cell) throws Exception {
        assertRefused(cell, REFUSAL);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("untrustedServerCells")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void clientShouldRefuseAnUntrustedServer(Cell cell) throws Exception {
        assertRefused(cell, REFUSAL);
    }

    /**
     * A client with TLS off cannot call a TLS-only server; Peregrine's raises NO_PERMISSION, as
     * its TLS settings promise for an IOR that requires protection.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("plainTextCells")
    @Timeout(value = 90, unit = TimeUnit.SECONDS)
    void plainTextClientShouldBeRefused(Cell cell) throws Exception {
        assertRefused(cell, cell.client() == TlsPeer.PEREGRINE
                ? Pattern.compile("org\\.omg\\.CORBA\\.NO_PERMISSION\\b") : REFUSAL);
    }

    /** Runs {@link #CHECKS} in {@code cell}: every one passes and the client exits with 0. */
    private void assertPasses(Cell cell) throws Exception {
        String output = runClient(cell, CHECKS, exit -> exit == 0);
        List<String> passed = output.lines().filter(line -> line.startsWith("PASS "))
                .map(line -> line.substring("PASS ".length(), line.indexOf(" (")))
                .toList();
        assertEquals(CHECKS, passed, () -> ClientFailureReport.of(output));
        outcomes.put(cell.toString(), "passed " + passed.size() + " checks");
    }

    /** Runs a first call in {@code cell}: the client fails with {@code failure}, having passed nothing. */
    private void assertRefused(Cell cell, Pattern failure) throws Exception {
        String output = runClient(cell, FIRST_CALL, exit -> exit != 0);
        assertAll(
                () -> assertTrue(output.lines().noneMatch(line -> line.startsWith("PASS ")), output),
                () -> assertTrue(failure.matcher(output).find(), () -> "no " + failure + " in:\n" + output));
        outcomes.put(cell.toString(), "refused: " + output.lines().filter(line -> failure.matcher(line).find())
                .findFirst().orElseThrow().strip());
    }

    /**
     * Runs {@code cell}'s client with {@code checks}, and returns its output once it has exited
     * as {@code expectedExit} accepts, its server still running.
     */
    private String runClient(Cell cell, List<String> checks, IntPredicate expectedExit)
            throws Exception {
        outcomes.put(cell.toString(), "failed");
        cell.client().missing(target).or(() -> cell.server().peer().missing(target)).ifPresent(Assertions::fail);
        awaitIor(cell.server());
        ChildJvm server = servers.get(cell.server());
        try (ChildJvm client = ChildJvm.start(cell.toString(), cell.client().client(cell.setup(),
                iorFile(cell.server()), checks, certificates, target), logs)) {
            int exit = client.awaitExit(CLIENT_RUN);
            String output = client.output();
            System.out.println("===== " + cell + " (exit status " + exit + ")" + System.lineSeparator() + output);
            assertAll(
                    () -> assertTrue(output.contains("ORB " + cell.client().orbClass()),
                            "client ran " + cell.client().orbClass()),
                    () -> assertTrue(server.output().contains("ORB " + cell.server().peer().orbClass()),
                            "server ran " + cell.server().peer().orbClass()),
                    () -> assertTrue(server.isAlive(), () -> "server died:\n" + server.output()),
                    () -> assertTrue(expectedExit.test(exit), () -> "exit status " + exit + ":\n" + output));
            return output;
        }
    }

    /** The IOR of {@code server}, once it has published it. */
    private String awaitIor(Server server) throws Exception {
        server.peer().missing(target).ifPresent(Assertions::fail);
        ChildJvm jvm = servers.get(server);
        jvm.awaitFile(iorFile(server), SERVER_START);
        return Files.readString(iorFile(server), StandardCharsets.US_ASCII).trim();
    }

    private Path iorFile(Server server) {
        return logs.resolve(server + ".ior");
    }
}
