package org.peregrine.interop.rmi;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import org.omg.CORBA.ORB;
import org.peregrine.interop.conformance.Check;
import org.peregrine.interop.conformance.CheckResult;
import org.peregrine.interop.conformance.CheckRunner;
import org.peregrine.interop.conformance.ExpectFailOption;
import org.peregrine.interop.conformance.ExpectedFailures;
import org.peregrine.interop.conformance.OrbArguments;
import org.peregrine.interop.conformance.PeerProcess;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Runs every RMI-IIOP check of a check list ({@link RmiChecks}, those of an {@link Exchange}, unless
 * {@code --checks} names another {@link RmiCheckList}) against an {@link RmiServer}'s object, with
 * the ORB chosen by the standard {@code org.omg.CORBA.ORBClass} property, and prints one line per
 * check and a {@code SUMMARY} line, as the conformance client does.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... RmiClient --ior-file FILE [--checks CLASS] [--expect-fail CHECK=PATTERN]... [ORB arguments...]
 * </pre>
 *
 * <p>Lines: {@code PASS name (N ms)}, {@code FAIL name (N ms): detail}, and for the checks named by
 * {@code --expect-fail} {@code XFAIL} or {@code XPASS} (see {@link ExpectedFailures}). Exit
 * status 0 only if every check passed or failed as expected, 1 otherwise, 2 on a usage error.
 */
@Command(name = "RmiClient", sortOptions = false, description = "Runs every RMI-IIOP check against an RmiServer.")
public final class RmiClient implements Callable<Integer> {

    @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "A file holding the IOR.")
    private Path iorFile;

    @Option(names = "--checks", paramLabel = "CLASS", defaultValue = "org.peregrine.interop.rmi.RmiChecks",
            description = "The RmiCheckList to run (default: ${DEFAULT-VALUE}).")
    private String checkList;

    @Mixin
    private ExpectFailOption expectFail;

    @Mixin
    private OrbArguments orbArguments;

    public static void main(String[] args) {
        System.exit(PeerProcess.commandLine(new RmiClient()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        // Before javax.rmi is first used: its classes pick their delegates from system properties
        // when first loaded, and an ORB may set those properties when it starts.
        ORB orb = orbArguments.initOrb();
        RmiCheckList list = (RmiCheckList) Class.forName(checkList).getConstructor().newInstance();
        ExpectedFailures expected = expectFail.of(list.checks(null).stream().map(Check::name).toList());
        org.omg.CORBA.Object reference = orb.string_to_object(
                Files.readString(iorFile, StandardCharsets.US_ASCII).trim());
        List<CheckResult> results = CheckRunner.runAll(list.checks(reference),
                result -> System.out.println(expected.line(result)));
        System.out.println(expected.summary(results));
        return PeerProcess.shutDown(orb, expected.failsRun(results) ? 1 : 0);
    }
}
