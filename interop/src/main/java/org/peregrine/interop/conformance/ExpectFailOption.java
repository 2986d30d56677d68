package org.peregrine.interop.conformance;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --expect-fail CHECK=PATTERN} option of the conformance client and the RMI-IIOP client,
 * a picocli mixin: the known deviations of a peer pair, which the launcher keeps and documents.
 */
public final class ExpectFailOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--expect-fail", paramLabel = "CHECK=PATTERN",
            description = "A check expected to fail, with a regular expression its failure must start with"
                    + " (the exception and minor code, or the assertion's message); repeatable.")
    private Map<String, Pattern> failures = new LinkedHashMap<>();

    /**
     * The expected failures, for a client whose checks are named {@code checks}.
     *
     * @throws ParameterException if one names no check, so that a misspelt name is a usage error
     *                            found before any ORB starts
     */
    public ExpectedFailures of(Collection<String> checks) {
        ExpectedFailures expected = new ExpectedFailures(failures);
        Set<String> unknown = expected.unknown(checks);
        if (!unknown.isEmpty()) {
            throw new ParameterException(command.commandLine(), "--expect-fail: no check named " + unknown);
        }
        return expected;
    }
}
