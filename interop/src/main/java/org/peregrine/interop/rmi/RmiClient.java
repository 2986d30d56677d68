package org.peregrine.interop.rmi;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ORB;
import org.peregrine.interop.conformance.CheckResult;
import org.peregrine.interop.rmi.ExpectedRmiFailures.Verdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Runs every RMI-IIOP check against an {@link RmiServer}'s {@link Exchange}, with the ORB chosen
 * by the standard {@code org.omg.CORBA.ORBClass} property, and prints one line per check and a
 * {@code SUMMARY} line, as the conformance client does.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... RmiClient --ior-file FILE [--expect-fail CHECK=PATTERN]... [ORB arguments...]
 * </pre>
 *
 * <p>Lines: {@code PASS name (N ms)}, {@code FAIL name (N ms): detail}, and for the checks named by
 * {@code --expect-fail} {@code XFAIL} or {@code XPASS} (see {@link ExpectedRmiFailures}). Exit
 * status 0 only if every check passed or failed as expected, 1 otherwise, 2 on a usage error.
 */
@Command(name = "RmiClient", sortOptions = false, description = "Runs every RMI-IIOP check against an RmiServer.")
public final class RmiClient implements Callable<Integer> {

    @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "A file holding the IOR.")
    private Path iorFile;

    @Option(names = "--expect-fail", paramLabel = "CHECK=PATTERN",
            description = "A check expected to fail, with a regular expression its failure must start with"
                    + " (the exception, or the assertion's message); repeatable.")
    private Map<String, Pattern> expectedFailures = new LinkedHashMap<>();

    @Parameters(paramLabel = "ORB-ARGUMENT", description = "Arguments for ORB.init, such as -ORBInitRef NAME=URL.")
    private List<String> orbArgs = new ArrayList<>();

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Spec
    private CommandSpec command;

    public static void main(String[] args) {
        System.exit(RmiProcess.commandLine(new RmiClient()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        ExpectedRmiFailures expected = new ExpectedRmiFailures(expectedFailures);
        Set<String> unknown = expected.unknown(RmiChecks.names());
        if (!unknown.isEmpty()) {
            throw new ParameterException(command.commandLine(), "--expect-fail: no check named " + unknown);
        }
        ORB orb = RmiProcess.initOrb(command, orbArgs);
        org.omg.CORBA.Object reference = orb.string_to_object(
                Files.readString(iorFile, StandardCharsets.US_ASCII).trim());
        Exchange target = (Exchange) PortableRemoteObject.narrow(reference, Exchange.class);
        List<CheckResult> results = RmiChecks.runAll(RmiChecks.all(target),
                result -> System.out.println(expected.line(result)));
        Map<Verdict, Long> counts = new LinkedHashMap<>();
        for (Verdict verdict : Verdict.values()) {
            counts.put(verdict, results.stream().filter(result -> expected.verdict(result) == verdict).count());
        }
        System.out.println("SUMMARY " + counts.get(Verdict.PASS) + " passed, " + counts.get(Verdict.FAIL) + " failed, "
                + counts.get(Verdict.XFAIL) + " failed as expected, " + counts.get(Verdict.XPASS)
                + " passed unexpectedly, " + results.size() + " checks");
        boolean failed = results.stream().anyMatch(result -> expected.verdict(result).failsRun());
        return RmiProcess.shutDown(orb, failed ? 1 : 0);
    }
}
