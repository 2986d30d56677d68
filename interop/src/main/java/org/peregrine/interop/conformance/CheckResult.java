package org.peregrine.interop.conformance;

/**
 * The outcome of one conformance check.
 *
 * @param name   stable check name, e.g. {@code primitives.unsignedLong}
 * @param passed whether every assertion of the check held
 * @param detail on failure what differed (expected vs actual, exception), empty on success
 * @param millis how long the check took, for the log only (never asserted on)
 */
public record CheckResult(String name, boolean passed, String detail, long millis) {

    /** One line for logs: {@code PASS name (3 ms)} or {@code FAIL name (3 ms): detail}. */
    public String line() {
        String head = name + " (" + millis + " ms)";
        return passed ? "PASS " + head : "FAIL " + head + ": " + detail;
    }
}
