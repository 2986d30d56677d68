package org.peregrine.interop.rmi;

import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

import org.peregrine.interop.conformance.CheckResult;

/**
 * The checks a client is told will fail ({@code --expect-fail CHECK=PATTERN}), with the same
 * meaning and the same log lines as the conformance client's: the start of a failure's
 * description must match its pattern for an expected failure ({@code XFAIL}); a check that passes
 * instead ({@code XPASS}) or fails otherwise ({@code FAIL}) fails the run, so that a known
 * deviation of a peer can neither outlive the deviation nor hide another failure. Immutable.
 */
final class ExpectedRmiFailures {

    /** How one check's result counts. */
    enum Verdict {
        PASS, FAIL, XFAIL, XPASS;

        /** Whether a check with this verdict makes the run fail. */
        boolean failsRun() {
            return this == FAIL || this == XPASS;
        }
    }

    private final Map<String, Pattern> failures;

    /** @param failures check name → the pattern its failure's description must start with */
    ExpectedRmiFailures(Map<String, Pattern> failures) {
        this.failures = Map.copyOf(failures);
    }

    Verdict verdict(CheckResult result) {
        Pattern expected = failures.get(result.name());
        if (expected == null) {
            return result.passed() ? Verdict.PASS : Verdict.FAIL;
        }
        if (result.passed()) {
            return Verdict.XPASS;
        }
        return expected.matcher(result.detail()).lookingAt() ? Verdict.XFAIL : Verdict.FAIL;
    }

    /** {@code PASS name (3 ms)}, or with {@code : detail} for the other verdicts. */
    String line(CheckResult result) {
        Verdict verdict = verdict(result);
        String head = verdict + " " + result.name() + " (" + result.millis() + " ms)";
        Pattern expected = failures.get(result.name());
        return switch (verdict) {
            case PASS -> head;
            case XFAIL -> head + ": " + result.detail();
            case XPASS -> head + ": expected to fail with " + expected + ", but passed";
            case FAIL -> head + ": " + (expected == null ? "" : "expected to fail with " + expected + ", but: ")
                    + result.detail();
        };
    }

    /** The names of expected failures that are none of {@code checks}. */
    Set<String> unknown(Collection<String> checks) {
        Set<String> unknown = new TreeSet<>(failures.keySet());
        unknown.removeAll(checks);
        return unknown;
    }
}
