package org.peregrine.bench.soak;

import java.util.Locale;

/**
 * The calls of one kind that the client's callers completed in one minute and the ones that
 * raised an exception, as the client prints them: {@code SOAK-CALLS,MINUTE,KIND,CALLS,ERRORS}.
 */
record MinuteCalls(int minute, CallKind kind, long calls, long errors) {

    static final String PREFIX = "SOAK-CALLS,";

    String line() {
        return String.format(Locale.ROOT, "%s%d,%s,%d,%d", PREFIX, minute, kind.id(), calls, errors);
    }

    static MinuteCalls parse(String line) {
        String[] fields = line.substring(PREFIX.length()).split(",");
        return new MinuteCalls(Integer.parseInt(fields[0]), CallKind.byId(fields[1]), Long.parseLong(fields[2]),
                Long.parseLong(fields[3]));
    }
}
