package org.peregrine.interop.conformance;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --check CHECK} option of the conformance client, a picocli mixin: the checks to run
 * when a launcher wants a few of them only (the TLS interop test runs a subset over each TLS
 * connection); without it every check runs.
 */
public final class CheckOption {

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Option(names = "--check", paramLabel = "CHECK",
            description = "Run only this check (the checks keep their order); repeatable. Default: every check.")
    private List<String> selected = new ArrayList<>();

    /**
     * Which of {@code checks} run.
     *
     * @throws ParameterException if a selected name is none of {@code checks}, so that a misspelt
     *                            name is a usage error found before any ORB starts
     */
    public Predicate<String> of(Collection<String> checks) {
        Set<String> unknown = new TreeSet<>(selected);
        unknown.removeAll(checks);
        if (!unknown.isEmpty()) {
            throw new ParameterException(command.commandLine(), "--check: no check named " + unknown);
        }
        Set<String> chosen = Set.copyOf(selected);
        return chosen.isEmpty() ? name -> true : chosen::contains;
    }
}
