package org.peregrine.bench.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The soak's report from its {@link SoakLog}: in Markdown, the totals and whether any call
 * failed, each figure's {@link Trend} for both JVMs, the tables minute by minute and the first
 * exceptions; in CSV, one row per minute with every count and figure (bytes as bytes). Immutable.
 */
final class SoakReport {

    private static final List<String> SIDES = List.of(JvmSample.SERVER, JvmSample.CLIENT);

    private final SoakLog log;

    SoakReport(SoakLog log) {
        this.log = log;
    }

    /**
     * The Markdown report under {@code title}, with {@code setting} (what ran, where) as its
     * first paragraph and {@code failures} (of the run itself, not of calls) at its end.
     */
    String markdown(String title, String setting, List<String> failures) {
        StringBuilder out = new StringBuilder("# ").append(title).append("\n\n").append(setting).append("\n\n");
        out.append(mix()).append("\n\n").append(sampling()).append("\n\n");
        out.append("## Totals\n\n").append(totals()).append('\n');
        if (!log.minutes().isEmpty()) {
            out.append("## Trends\n\n").append(trends()).append('\n');
            out.append("## Calls per minute\n\n").append(callsTable()).append('\n');
            for (String side : SIDES) {
                out.append("## ").append(capitalized(side)).append(" JVM per minute\n\n").append(gaugeTable(side))
                        .append('\n');
            }
        }
        if (!log.errors().isEmpty()) {
            out.append("## First exceptions\n\nThe first ").append(Caller.LOGGED_FAILURES)
                    .append(" of each kind, with their stack traces in the client's log:\n\n");
            log.errors().forEach(e -> out.append(String.format(Locale.ROOT, "- minute %d, %s: `%s`%n", e.minute(),
                    e.kind().id(), e.exception())));
            out.append('\n');
        }
        if (!failures.isEmpty()) {
            out.append("## Failures of the run\n\n");
            failures.forEach(f -> out.append("- ").append(f.replace("\n", "\n  ")).append('\n'));
        }
        return out.toString();
    }

    private static String mix() {
        List<String> kinds = new ArrayList<>();
        for (CallKind kind : CallKind.values()) {
            kinds.add(kind.perRound() + " × " + kind.description() + " (`" + kind.id() + "`)");
        }
        return "**Calls.** Each caller repeats a round of " + String.join(", ", kinds) + ", starting at a place of "
                + "its own in the round. Every call checks its result (echoLong a new random value each call, the "
                + "echoes every octet, byValueItems the sum the server returns); a call that raises any exception "
                + "counts as an error of its kind, and its caller pauses " + Caller.PAUSE_AFTER_FAILURE_MILLIS
                + " ms and goes on.";
    }

    private static String sampling() {
        return "**Sampling.** At the end of every minute each JVM forces full collections (`System.gc()` under the "
                + "serial collector) and reads the heap the collector left (from its own `GcInfo`, the least of three "
                + "collections: calls in progress keep their arguments live, so a reading can hold a 1 MiB echo or two "
                + "more than the floor), the JDK's direct buffer memory once it holds still (`BufferPoolMXBean` "
                + "\"direct\", Netty's pool chunks included), its ORB's `statistics()` (pooled memory, active buffers, "
                + "ORB threads, connections), its live threads and the entries of `/proc/self/fd`. The server counts "
                + "minutes from publishing its IOR, the client from just before its first call, a second or two later. "
                + "Trends: the first "
                + "and last minute's values and the least-squares slope per minute over minutes "
                + (Trend.WARM_UP_MINUTES + 1) + " to the last (the first " + Trend.WARM_UP_MINUTES
                + " are warm-up); memory slopes in KiB per minute.";
    }

    private String totals() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "- Minutes reported: %d.%n", log.minutes().size()));
        List<String> perKind = new ArrayList<>();
        for (CallKind kind : CallKind.values()) {
            perKind.add(String.format(Locale.ROOT, "`%s` %,d", kind.id(), log.completed(kind)));
        }
        out.append(String.format(Locale.ROOT, "- Calls completed: %,d (%s).%n", log.completed(),
                String.join(", ", perKind)));
        if (log.failed() == 0) {
            out.append("- Errors: **none** (zero errors).\n");
        } else {
            List<String> failedKinds = new ArrayList<>();
            for (CallKind kind : CallKind.values()) {
                failedKinds.add(String.format(Locale.ROOT, "`%s` %,d", kind.id(), log.failed(kind)));
            }
            out.append(String.format(Locale.ROOT, "- Errors: **%,d** (%s).%n", log.failed(),
                    String.join(", ", failedKinds)));
        }
        return out.toString();
    }

    private String trends() {
        int lastMinute = log.minutes().get(log.minutes().size() - 1).minute();
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "| JVM | figure | first minute | last minute "
                + "| slope per minute, minutes %d–%d |%n|---|---|---:|---:|---:|%n", Trend.WARM_UP_MINUTES + 1, lastMinute));
        for (String side : SIDES) {
            for (Gauge gauge : Gauge.values()) {
                Map<Integer, Long> values = log.gauge(side, gauge);
                if (values.isEmpty()) {
                    continue;
                }
                Trend trend = Trend.of(values, Trend.WARM_UP_MINUTES);
                out.append(String.format(Locale.ROOT, "| %s | %s | %s (min %d) | %s (min %d) | %s %s |%n", side,
                        gauge.heading(), gauge.format(trend.first()), trend.firstMinute(), gauge.format(trend.last()),
                        trend.lastMinute(), gauge.formatSlope(trend.slopePerMinute()), gauge.slopeUnit()));
            }
        }
        return out.toString();
    }

    private String callsTable() {
        StringBuilder out = new StringBuilder("| minute |");
        StringBuilder rule = new StringBuilder("|---:|");
        for (CallKind kind : CallKind.values()) {
            out.append(' ').append(kind.id()).append(" |");
            rule.append("---:|");
        }
        out.append(" total | errors |\n").append(rule).append("---:|---:|\n");
        for (SoakMinute minute : log.minutes()) {
            out.append("| ").append(minute.minute()).append(" |");
            for (CallKind kind : CallKind.values()) {
                out.append(String.format(Locale.ROOT, " %,d |", minute.completed(kind)));
            }
            out.append(String.format(Locale.ROOT, " %,d | %,d |%n", minute.completed(), minute.failed()));
        }
        return out.toString();
    }

    private String gaugeTable(String side) {
        StringBuilder out = new StringBuilder("| minute |");
        StringBuilder rule = new StringBuilder("|---:|");
        for (Gauge gauge : Gauge.values()) {
            out.append(' ').append(gauge.heading()).append(" |");
            rule.append("---:|");
        }
        out.append('\n').append(rule).append('\n');
        for (SoakMinute minute : log.minutes()) {
            JvmSample sample = minute.sample(side);
            out.append("| ").append(minute.minute()).append(" |");
            for (Gauge gauge : Gauge.values()) {
                out.append(' ').append(sample == null ? "—" : gauge.format(gauge.of(sample))).append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** One row per minute; an empty cell where a JVM reported nothing for the minute. */
    String csv() {
        List<String> header = new ArrayList<>(List.of("minute"));
        for (CallKind kind : CallKind.values()) {
            header.add("calls_" + kind.id());
            header.add("errors_" + kind.id());
        }
        header.addAll(List.of("calls_total", "errors_total"));
        for (String side : SIDES) {
            for (Gauge gauge : Gauge.values()) {
                header.add(side + "_" + gauge.column());
            }
        }
        StringBuilder out = new StringBuilder(String.join(",", header)).append('\n');
        for (SoakMinute minute : log.minutes()) {
            List<String> row = new ArrayList<>(List.of(Integer.toString(minute.minute())));
            for (CallKind kind : CallKind.values()) {
                row.add(Long.toString(minute.completed(kind)));
                row.add(Long.toString(minute.failed(kind)));
            }
            row.add(Long.toString(minute.completed()));
            row.add(Long.toString(minute.failed()));
            for (String side : SIDES) {
                JvmSample sample = minute.sample(side);
                for (Gauge gauge : Gauge.values()) {
                    row.add(sample == null ? "" : Long.toString(gauge.of(sample)));
                }
            }
            out.append(String.join(",", row)).append('\n');
        }
        return out.toString();
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
