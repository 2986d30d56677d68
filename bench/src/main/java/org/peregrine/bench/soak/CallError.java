package org.peregrine.bench.soak;

import java.util.Locale;

/**
 * One of the first exceptions a kind of call raised, as the client prints it before its stack
 * trace: {@code SOAK-ERROR,MINUTE,KIND,EXCEPTION} ({@code EXCEPTION} is its {@code toString()} on
 * one line, and may hold commas).
 */
record CallError(int minute, CallKind kind, String exception) {

    static final String PREFIX = "SOAK-ERROR,";

    static CallError of(int minute, CallKind kind, Throwable failure) {
        return new CallError(minute, kind, failure.toString().replaceAll("\\R", " "));
    }

    String line() {
        return String.format(Locale.ROOT, "%s%d,%s,%s", PREFIX, minute, kind.id(), exception);
    }

    static CallError parse(String line) {
        String[] fields = line.substring(PREFIX.length()).split(",", 3);
        return new CallError(Integer.parseInt(fields[0]), CallKind.byId(fields[1]), fields[2]);
    }
}
