package org.peregrine.interop.conformance;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Predicate;

import org.omg.CORBA.ORB;
import org.peregrine.interop.ConformanceHelper;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Runs every conformance check against a {@code Conformance} server, with the ORB chosen by the
 * standard {@code org.omg.CORBA.ORBClass} property, and prints one line per check and a
 * {@code SUMMARY} line.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... ConformanceClient (--ior-file FILE | --ior IOR:...)
 *      [--check CHECK]... [--expect-fail CHECK=PATTERN]... [--shutdown-server] [ORB arguments...]
 * </pre>
 *
 * <p>{@code --check} runs only the checks it names ({@link CheckOption}), in the order of the
 * full list.
 *
 * <p>Lines: {@code PASS name}, {@code FAIL name: detail}; for the checks named by
 * {@code --expect-fail} (known deviations of a peer pair, documented where the list is kept)
 * {@code XFAIL name: detail} when they fail as {@code PATTERN} says and {@code XPASS name} when
 * they pass (see {@link ExpectedFailures}). Exit status 0 only if every check passed or failed as
 * expected, 1 otherwise, 2 on a usage error.
 */
@Command(name = "ConformanceClient", sortOptions = false,
        description = "Runs every conformance check against a Conformance server.")
public final class ConformanceClient implements Callable<Integer> {

    @ArgGroup(multiplicity = "1")
    private Server server;

    /** The server's object, from a file or on the command line. */
    static final class Server {

        @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "A file holding the IOR.")
        private Path iorFile;

        @Option(names = "--ior", required = true, paramLabel = "IOR", description = "The stringified IOR.")
        private String ior;

        String ior() throws java.io.IOException {
            return ior != null ? ior : Files.readString(iorFile, StandardCharsets.US_ASCII).trim();
        }
    }

    @Mixin
    private CheckOption checks;

    @Mixin
    private ExpectFailOption expectFail;

    @Option(names = "--shutdown-server", description = "Call the server's shutdown() after the checks.")
    private boolean shutdownServer;

    @Mixin
    private OrbArguments orbArguments;

    public static void main(String[] args) {
        System.exit(PeerProcess.commandLine(new ConformanceClient()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        Predicate<String> selected = checks.of(ConformanceChecks.names());
        ExpectedFailures expected = expectFail.of(ConformanceChecks.names());
        ORB orb = orbArguments.initOrb();
        org.omg.CORBA.Object target = orb.string_to_object(server.ior());
        List<CheckResult> results = ConformanceChecks.run(orb, target, selected,
                result -> System.out.println(expected.line(result)));
        System.out.println(expected.summary(results));
        if (shutdownServer) {
            ConformanceHelper.narrow(target).shutdown();
        }
        return PeerProcess.shutDown(orb, expected.failsRun(results) ? 1 : 0);
    }
}
