package org.peregrine.interop.rmi;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.testsupport.ChildJvm;
import org.peregrine.testsupport.JavaCommand;

/**
 * {@link RmiClient} against {@link RmiServer} for each (server ORB, client ORB) pair, each side in
 * a JVM of its own with its ORB's classpath, selected by the standard {@code org.omg.CORBA.ORBClass}
 * properties: every RMI-IIOP check must pass, or fail as a known deviation of the pair says. The
 * server binds an ephemeral port on 127.0.0.1 and publishes its IOR in a temporary directory; both
 * JVMs are stopped (standard input closed, then killed) whatever happens. Their logs are in
 * target/interop-logs/ and in this class's test output.
 */
class RmiInteropTest {

    private static final Duration SERVER_START = Duration.ofSeconds(30);
    private static final Duration CLIENT_RUN = Duration.ofSeconds(180);

    private final Path target = Path.of(System.getProperty("interop.target.directory", "target")).toAbsolutePath();
    private final Path logs = target.resolve("interop-logs");

    /**
     * The ORBs, selected and set up as the interop matrix's {@code PeerOrb} does (package-private
     * there): the same properties, flags and classpath files, with what RMI-IIOP needs besides.
     */
    enum Orb {

        /**
         * GlassFish ORB 5.0.0 at its defaults, 127.0.0.1 aside. It makes each stub class at run time
         * (com.sun.corba.ee.ORBUseDynamicStub is true unless set) with pfl-dynamic's code generator,
         * which needs ASM, and serves an exported object through its reflective tie; no rmic, and no
         * {@code --add-opens} on JDK 17.
         */
        GLASSFISH("glassfish", "com.sun.corba.ee.impl.orb.ORBImpl", "com.sun.corba.ee.impl.orb.ORBSingleton",
                Map.of("com.sun.corba.ee.ORBServerHost", "127.0.0.1")),

        /**
         * Peregrine on 127.0.0.1 and an ephemeral port (its defaults, spelled out); its javax.rmi
         * delegates are selected when its ORB class loads.
         */
        PEREGRINE("peregrine", "org.peregrine.orb.PeregrineOrb", "org.peregrine.orb.PeregrineOrbSingleton",
                Map.of("peregrine.listen.host", "127.0.0.1", "peregrine.listen.port", "0"));

        /** As the matrix's: short-lived JVMs start fastest with C1 and the serial collector. */
        private static final List<String> COMMON_FLAGS = List.of(
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss1m", "-Xmx1g");

        private final String id;
        private final String orbClass;
        private final String orbSingletonClass;
        private final Map<String, String> properties;

        Orb(String id, String orbClass, String orbSingletonClass, Map<String, String> properties) {
            this.id = id;
            this.orbClass = orbClass;
            this.orbSingletonClass = orbSingletonClass;
            this.properties = properties;
        }

        /**
         * A JVM running {@code mainClass} on this ORB. Its classpath: the ORB's jar list written at
         * build time (target/classpath-ID.txt, with test-support's sample classes and, for
         * GlassFish, the ASM jars of its stub generator), then target/classes.
         */
        JavaCommand command(Class<?> mainClass, List<String> arguments, Path targetDirectory) throws IOException {
            Path classpathFile = targetDirectory.resolve("classpath-" + id + ".txt");
            if (!Files.isRegularFile(classpathFile)) {
                throw new IllegalStateException(classpathFile + " is missing: run the build"
                        + " (mvn verify -pl interop) so that it lists the " + id + " jars");
            }
            List<String> classpath = List.of(Files.readString(classpathFile, StandardCharsets.UTF_8).trim(),
                    targetDirectory.resolve("classes").toString());
            List<String> options = new ArrayList<>(COMMON_FLAGS);
            options.add("-Dorg.omg.CORBA.ORBClass=" + orbClass);
            options.add("-Dorg.omg.CORBA.ORBSingletonClass=" + orbSingletonClass);
            properties.forEach((key, value) -> options.add("-D" + key + "=" + value));
            return new JavaCommand(List.of(), options, String.join(File.pathSeparator, classpath), mainClass.getName(),
                    arguments);
        }

        String title() {
            return Character.toUpperCase(id.charAt(0)) + id.substring(1);
        }
    }

    /** One cell: the server's ORB, the client's ORB, named as the test it becomes. */
    record Pair(Orb server, Orb client) {
        @Override
        public String toString() {
            return client.id + "ClientShouldPassAllRmiChecksAgainst" + server.title() + "Server";
        }
    }

    static Stream<Pair> pairs() {
        return Stream.of(Orb.values())
                .flatMap(server -> Stream.of(Orb.values()).map(client -> new Pair(server, client)));
    }

    /**
     * The checks each pair fails for a reason outside Peregrine, by name, with the start of the
     * failure ({@code RmiClient --expect-fail}). The GlassFish ORB cannot marshal a record, either
     * way: its value handler asks {@code sun.misc.Unsafe} for the offsets of the record's fields,
     * which JDK 17 refuses. A GlassFish client's stub lets that exception escape unmapped; a
     * GlassFish server, reading one a Peregrine client sent, answers MARSHAL (OMG minor 11,
     * completion MAYBE). Between two GlassFish ORBs the client fails first.
     */
    static Map<String, String> knownDeviations(Pair pair) {
        if (pair.client() == Orb.GLASSFISH) {
            return Map.of("values.sample.record", "java.lang.UnsupportedOperationException: can't get field offset"
                    + " on a record class");
        }
        if (pair.server() == Orb.GLASSFISH) {
            return Map.of("values.sample.record", "java.rmi.MarshalException: CORBA MARSHAL 1330446347 Maybe");
        }
        return Map.of();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void clientShouldPassAllRmiChecksAgainstServer(Pair pair, @TempDir Path iorDirectory) throws Exception {
        String name = "rmi-" + pair.client().id + "-client-to-" + pair.server().id;
        Path iorFile = iorDirectory.resolve("exchange.ior");
        ChildJvm server = ChildJvm.start(name + "-server", pair.server().command(RmiServer.class,
                List.of("--ior-file", iorFile.toString()), target), logs);
        try {
            server.awaitFile(iorFile, SERVER_START);
            List<String> arguments = new ArrayList<>(List.of("--ior-file", iorFile.toString()));
            knownDeviations(pair).forEach((check, failure) -> arguments.addAll(
                    List.of("--expect-fail", check + "=" + Pattern.quote(failure))));
            try (ChildJvm client = ChildJvm.start(name, pair.client().command(RmiClient.class, arguments, target),
                    logs)) {
                int exit = client.awaitExit(CLIENT_RUN);
                String output = client.output();
                System.out.println("===== " + name + System.lineSeparator() + output);
                assertAll(
                        () -> assertTrue(output.contains("ORB " + pair.client().orbClass),
                                "client ran " + pair.client().orbClass),
                        () -> assertTrue(server.output().contains("ORB " + pair.server().orbClass),
                                "server ran " + pair.server().orbClass),
                        () -> assertTrue(server.isAlive(), () -> "server died:\n" + server.output()),
                        () -> assertEquals(0, exit, () -> failureReport(output)));
            }
        } finally {
            server.close();
            System.out.println("===== " + server.name() + " (" + server.status() + ")" + System.lineSeparator()
                    + server.output());
        }
    }

    private static String failureReport(String output) {
        String failures = output.lines()
                .filter(line -> line.startsWith("FAIL ") || line.startsWith("XPASS ") || line.startsWith("SUMMARY "))
                .collect(Collectors.joining(System.lineSeparator()));
        return "client failed:" + System.lineSeparator() + failures + System.lineSeparator()
                + "----- full client output -----" + System.lineSeparator() + output;
    }
}
