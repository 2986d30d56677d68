package org.peregrine.interop.rmi;


import java.nio.file.Path;
import java.util.ArrayList;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.interop.matrix.PeerOrb;
import org.peregrine.testsupport.JavaCommand;

/**
 * {@link RmiClient} against {@link RmiServer} for each (server ORB, client ORB) pair, each side in
 * a JVM of its own ({@link RmiPairRun}): every RMI-IIOP check must pass, or fail as a known
 * deviation of the pair says.
 */
class RmiInteropTest {

    private static final Duration CLIENT_RUN = Duration.ofSeconds(180);

    /**
     * The ORBs, set up as in the interop matrix, whose javax.rmi works on JDK 17: JacORB 3.9's
     * {@code javax.rmi.CORBA.Util} cannot initialise without javax.transaction (see the matrix's
     * known deviations), and omniORB is C++.
     */
    private static final List<PeerOrb> ORBS = List.of(PeerOrb.GLASSFISH, PeerOrb.PEREGRINE);

    /** One cell: the server's ORB, the client's ORB, named as the test it becomes. */
    record Pair(PeerOrb server, PeerOrb client) {
        @Override
        public String toString() {
            return client.id() + "ClientShouldPassAllRmiChecksAgainst" + server.title() + "Server";
        }
    }

    static Stream<Pair> pairs() {
        return ORBS.stream().flatMap(server -> ORBS.stream().map(client -> new Pair(server, client)));
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
        if (pair.client() == PeerOrb.GLASSFISH) {
            return Map.of("values.sample.record", "java.lang.UnsupportedOperationException: can't get field offset"
                    + " on a record class");
        }
        if (pair.server() == PeerOrb.GLASSFISH) {
            return Map.of("values.sample.record", "java.rmi.MarshalException: CORBA MARSHAL 1330446347 Maybe");
        }
        return Map.of();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pairs")
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void clientShouldPassAllRmiChecksAgainstServer(Pair pair, @TempDir Path iorDirectory) throws Exception {
        new RmiPairRun("rmi-" + pair.client().id() + "-client-to-" + pair.server().id(), pair.server(), pair.client())
                .assertClientPasses(iorDirectory, knownDeviations(pair), CLIENT_RUN);
    }

    /**
     * The same checks against a Peregrine server on {@code thread-per-connection}: the GlassFish
     * ORB's client sends every call of its threads over one connection, so the callback made
     * during a call comes back while that connection's thread waits for it.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("clientsOfAThreadPerConnectionServer")
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void clientShouldPassAllRmiChecksAgainstAThreadPerConnectionServer(PeerOrb client, @TempDir Path iorDirectory)
            throws Exception {
        Pair pair = new Pair(PeerOrb.PEREGRINE, client);
        new RmiPairRun("rmi-" + client.id() + "-client-to-peregrine-thread-per-connection", PeerOrb.PEREGRINE, client,
                List.of(), List.of(), RmiInteropTest::onThreadPerConnection, UnaryOperator.identity())
                .assertClientPasses(iorDirectory, knownDeviations(pair), CLIENT_RUN);
    }

    static Stream<PeerOrb> clientsOfAThreadPerConnectionServer() {
        return ORBS.stream();
    }

    private static JavaCommand onThreadPerConnection(JavaCommand command) {
        List<String> options = new ArrayList<>(command.jvmOptions());
        options.add("-Dperegrine.threads.strategy=thread-per-connection");
        return new JavaCommand(command.prefix(), options, command.classpath(), command.mainClass(),
                command.arguments());
    }
}
