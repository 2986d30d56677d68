package org.peregrine.bench.spiegel;

import java.util.Locale;

/**
 * One measured point: the median time of a call passing {@code kind}'s parameter object by
 * {@code passing}, where {@code x} is m (by value, n = 1) or n (by reference, the parameter of
 * kind {@link ItemKind#LONGS}). The caller's JVM prints it as one line of its log, the runner
 * parses it back. Immutable.
 */
public record Point(Passing passing, ItemKind kind, int x, double micros) {

    static final String PREFIX = "POINT,";

    /** {@code POINT,passing,kind,x,micros}. */
    String line() {
        return String.format(Locale.ROOT, "%s%s,%s,%d,%.4f", PREFIX, passing, kind.id(), x, micros);
    }

    /** The point {@link #line()} printed. */
    static Point parse(String line) {
        String[] cells = line.substring(PREFIX.length()).split(",");
        return new Point(Passing.valueOf(cells[0]), ItemKind.byId(cells[1]), Integer.parseInt(cells[2]),
                Double.parseDouble(cells[3]));
    }
}
