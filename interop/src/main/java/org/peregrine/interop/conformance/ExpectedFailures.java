package org.peregrine.interop.conformance;

import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The checks a client is told will fail, each with the failure it must fail with: a pattern that
 * the start of the failure's description must match, that is the exception's class (with, for a
 * system exception, its message, minor code and completion status) or the message of a failed
 * assertion. A check that fails so is an expected failure ({@code XFAIL}); one that passes
 * ({@code XPASS}) or fails in another way ({@code FAIL}) fails the run, so that a known deviation
 * of a peer can neither outlive the deviation nor hide another failure of the same check. The
 * conformance client and the RMI-IIOP client count and log their checks so. Immutable.
 */
public final class ExpectedFailures {

    /** How one check's result counts. */
    public enum Verdict {
        PASS, FAIL, XFAIL, XPASS;

        /** Whether a check with this verdict makes the run fail. */
        public boolean failsRun() {
            return this == FAIL || this == XPASS;
        }
    }

    private final Map<String, Pattern> failures;

    /** @param failures check name → the pattern its failure's description must start with */
    public ExpectedFailures(Map<String, Pattern> failures) {
        this.failures = Map.copyOf(failures);
    }

    public Verdict verdict(CheckResult result) {
        Pattern expected = failures.get(result.name());
        if (expected == null) {
            return result.passed() ? Verdict.PASS : Verdict.FAIL;
        }
        if (result.passed()) {
            return Verdict.XPASS;
        }
        return expected.matcher(result.detail()).lookingAt() ? Verdict.XFAIL : Verdict.FAIL;
    }

    /**
     * One line for the log: {@code PASS name (3 ms)}, {@code FAIL name (3 ms): detail},
     * {@code XFAIL name (3 ms): detail} or {@code XPASS name (3 ms): ...}; the {@code FAIL} of a
     * check expected to fail otherwise names the expected failure.
     */
    public String line(CheckResult result) {
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
    public Set<String> unknown(Collection<String> checks) {
        Set<String> unknown = new TreeSet<>(failures.keySet());
        unknown.removeAll(checks);
        return unknown;
    }

    /**
     * The last line of a client's log, the count of each verdict: {@code SUMMARY 3 passed, 1 failed,
     * 0 failed as expected, 0 passed unexpectedly, 4 checks}.
     */
    public String summary(List<CheckResult> results) {
        Map<Verdict, Long> counts = new EnumMap<>(Verdict.class);
        for (Verdict verdict : Verdict.values()) {
            counts.put(verdict, results.stream().filter(result -> verdict(result) == verdict).count());
        }
        return "SUMMARY " + counts.get(Verdict.PASS) + " passed, " + counts.get(Verdict.FAIL) + " failed, "
                + counts.get(Verdict.XFAIL) + " failed as expected, " + counts.get(Verdict.XPASS)
                + " passed unexpectedly, " + results.size() + " checks";
    }

    /** Whether any of {@code results} fails the run ({@link Verdict#failsRun}). */
    public boolean failsRun(List<CheckResult> results) {
        return results.stream().anyMatch(result -> verdict(result).failsRun());
    }
}
