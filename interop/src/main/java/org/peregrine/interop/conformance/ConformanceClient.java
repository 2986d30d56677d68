package org.peregrine.interop.conformance;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.omg.CORBA.ORB;
import org.peregrine.interop.ConformanceHelper;

/**
 * Runs every conformance check against a {@code Conformance} server, with the ORB chosen by the
 * standard {@code org.omg.CORBA.ORBClass} property, and prints one line per check and a
 * {@code SUMMARY} line.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... ConformanceClient (--ior-file FILE | --ior IOR:...)
 *      [--expect-fail CHECK,CHECK...] [--shutdown-server] [ORB arguments...]
 * </pre>
 *
 * <p>Lines: {@code PASS name}, {@code FAIL name: detail}; for the checks named by
 * {@code --expect-fail} (known deviations of a peer pair, documented where the list is kept)
 * {@code XFAIL name: detail} when they fail and {@code XPASS name} when they pass.
 * Exit status 0 only if every check passed or failed as expected, 1 otherwise, 2 on a usage
 * error.
 */
public final class ConformanceClient {

    private ConformanceClient() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args);
        if (options == null) {
            System.err.println("usage: ConformanceClient (--ior-file FILE | --ior IOR:...)"
                    + " [--expect-fail CHECK,...] [--shutdown-server] [ORB arguments...]");
            System.exit(2);
            return;
        }
        ORB orb = PeerProcess.initOrb(options.orbArgs());
        org.omg.CORBA.Object server = orb.string_to_object(options.ior());
        List<CheckResult> results = ConformanceChecks.runAll(orb, server,
                result -> System.out.println(line(result, options.expectedFailures())));
        long failed = results.stream()
                .filter(result -> !result.passed() && !options.expectedFailures().contains(result.name()))
                .count();
        long expected = results.stream()
                .filter(result -> !result.passed() && options.expectedFailures().contains(result.name()))
                .count();
        System.out.println("SUMMARY " + (results.size() - failed - expected) + " passed, " + failed
                + " failed, " + expected + " failed as expected, " + results.size() + " checks");
        if (options.shutdownServer()) {
            ConformanceHelper.narrow(server).shutdown();
        }
        PeerProcess.exit(orb, failed == 0 ? 0 : 1);
    }

    private static String line(CheckResult result, Set<String> expectedFailures) {
        if (!expectedFailures.contains(result.name())) {
            return result.line();
        }
        return "X" + result.line();
    }

    private record Options(String ior, Set<String> expectedFailures, boolean shutdownServer,
            String[] orbArgs) {

        /** Returns null on a usage error. */
        static Options parse(String[] args) throws java.io.IOException {
            String ior = null;
            Set<String> expectedFailures = new HashSet<>();
            boolean shutdownServer = false;
            int i = 0;
            for (; i < args.length && args[i].startsWith("--"); i++) {
                switch (args[i]) {
                    case "--ior-file" -> ior = ++i < args.length
                            ? Files.readString(Path.of(args[i]), StandardCharsets.US_ASCII).trim() : null;
                    case "--ior" -> ior = ++i < args.length ? args[i] : null;
                    case "--expect-fail" -> {
                        if (++i < args.length && !args[i].isBlank()) {
                            expectedFailures.addAll(Arrays.asList(args[i].split(",")));
                        }
                    }
                    case "--shutdown-server" -> shutdownServer = true;
                    default -> {
                        return null;
                    }
                }
            }
            if (ior == null) {
                return null;
            }
            return new Options(ior, expectedFailures, shutdownServer,
                    Arrays.copyOfRange(args, Math.min(i, args.length), args.length));
        }
    }
}
