package org.peregrine.examples;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Collects round-trip samples per call kind and prints them as a Markdown table. */
final class LatencyTable {

    private record Row(String call, long[] nanos) {
        long percentile(double p) {
            long[] sorted = nanos.clone();
            Arrays.sort(sorted);
            int index = (int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1);
            return sorted[Math.max(index, 0)];
        }
    }

    private final List<Row> rows = new ArrayList<>();

    /** Times {@code calls} runs of {@code call} after {@code warmup} untimed ones. */
    void measure(String name, int warmup, int calls, Runnable call) {
        for (int i = 0; i < warmup; i++) {
            call.run();
        }
        long[] nanos = new long[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            call.run();
            nanos[i] = System.nanoTime() - start;
        }
        rows.add(new Row(name, nanos));
    }

    String toMarkdown() {
        StringBuilder table = new StringBuilder();
        table.append("| call | calls | median µs | p99 µs |\n|---|---:|---:|---:|\n");
        for (Row row : rows) {
            table.append(String.format("| %s | %d | %.1f | %.1f |%n", row.call, row.nanos.length,
                    row.percentile(0.5) / 1000.0, row.percentile(0.99) / 1000.0));
        }
        return table.toString();
    }
}
