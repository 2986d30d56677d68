package org.peregrine.interop.conformance;

/**
 * The outcome of one conformance check.
 *
 * @param name   stable check name, e.g. {@code primitives.unsignedLong}
 * @param passed whether every assertion of the check held
 * @param detail on failure what differed: the message of the failed assertion, or the exception
 *               (its {@code toString()} first) with its stack trace; empty on success
 * @param millis how long the check took, for the log only (never asserted on)
 */
public record CheckResult(String name, boolean passed, String detail, long millis) {
}
