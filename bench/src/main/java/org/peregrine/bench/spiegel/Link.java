package org.peregrine.bench.spiegel;

import java.util.Locale;

/**
 * The connection between caller and callee for one sweep: loopback (127.0.0.1, no shaping) or a
 * veth pair between two network namespaces shaped to {@code bitsPerSecond} in each direction
 * (Spiegel §3.2 used Ethernet and a modem at fixed rates; §4.2 models how the trade-off moves
 * with the rate). Immutable.
 *
 * @param bitsPerSecond the shaped rate, 0 for loopback
 * @param sweep         the points measured over this link (fewer and smaller on slow links)
 */
public record Link(long bitsPerSecond, Sweep sweep) {

    /** Loopback, unshaped. */
    public static Link loopback(Sweep sweep) {
        return new Link(0, sweep);
    }

    public boolean shaped() {
        return bitsPerSecond > 0;
    }

    /** {@code loopback}, {@code 10 Mbit/s}, {@code 28.8 kbit/s}. */
    public String label() {
        if (!shaped()) {
            return "loopback";
        }
        if (bitsPerSecond >= 1_000_000) {
            return rate(bitsPerSecond / 1e6) + " Mbit/s";
        }
        return rate(bitsPerSecond / 1e3) + " kbit/s";
    }

    /** {@code loopback}, {@code 10mbit}, {@code 28.8kbit}: for file names. */
    public String id() {
        return label().replace(" ", "").replace("/s", "").toLowerCase(Locale.ROOT);
    }

    private static String rate(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
