package org.peregrine.interop.rmi;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.interop.matrix.PeerOrb;
import org.peregrine.testsupport.JavaCommand;

/**
 * Values of classes whose versions differ between client and server (a field added or removed,
 * a superclass with a field more, a custom-marshaled class with other default fields), read on
 * each side by the other side's FullValueDescription, which its SendingContext {@code CodeBase}
 * gives (Java Language to IDL Mapping §1.4.7), for each (server ORB, client ORB) pair. Each side
 * runs in a JVM of its own with its ORB's classpath at its defaults and its own version of the
 * classes (target/class-versions/client or .../server, built from src/main/versions); the client
 * runs {@code EvolutionChecks} against an {@code EvolutionImpl}, which sends each class both ways
 * ({@link RmiPairRun}).
 */
class RmiClassVersionsInteropTest {

    private static final Duration CLIENT_RUN = Duration.ofSeconds(120);
    private static final String PROGRAMS = "org.peregrine.interop.rmi.versions.";

    private static final List<PeerOrb> ORBS = List.of(PeerOrb.GLASSFISH, PeerOrb.PEREGRINE);

    private final Path target = Path.of(System.getProperty("interop.target.directory", "target")).toAbsolutePath();

    /** One cell: the server's ORB, the client's ORB, named as the test it becomes. */
    record Pair(PeerOrb server, PeerOrb client) {
        @Override
        public String toString() {
            return client.id() + "ClientShouldReadAndWriteOtherClassVersionsOf" + server.title() + "Server";
        }
    }

    static Stream<Pair> pairs() {
        return ORBS.stream().flatMap(server -> ORBS.stream().map(client -> new Pair(server, client)));
    }

    /** The checks each pair fails for a reason outside Peregrine, by name, with the start of the failure. */
    static Map<String, String> knownDeviations(Pair pair) {
        return Map.of();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void clientShouldReadAndWriteOtherClassVersionsOfServer(Pair pair, @TempDir Path iorDirectory) throws Exception {
        new RmiPairRun("versions-" + pair.client().id() + "-client-to-" + pair.server().id(), pair.server(),
                pair.client(), List.of("--servant", PROGRAMS + "EvolutionImpl"),
                List.of("--checks", PROGRAMS + "EvolutionChecks"),
                command -> withVersion("server", command), command -> withVersion("client", command))
                .assertClientPasses(iorDirectory, knownDeviations(pair), CLIENT_RUN);
    }

    /** {@code command} with one side's version of the evolving classes (and the programs) on its classpath. */
    private JavaCommand withVersion(String side, JavaCommand command) {
        Path classes = target.resolve("class-versions").resolve(side);
        if (!Files.isDirectory(classes)) {
            throw new IllegalStateException(classes + " is missing: run the build (mvn verify -pl interop)");
        }
        return new JavaCommand(command.prefix(), command.jvmOptions(),
                command.classpath() + File.pathSeparator + classes, command.mainClass(), command.arguments());
    }
}
