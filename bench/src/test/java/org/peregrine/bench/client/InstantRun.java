package org.peregrine.bench.client;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Predicate;
import org.peregrine.bench.Mode;
import org.peregrine.bench.Result;

/**
 * Runs an experiment for a millisecond per row against a target whose calls do nothing, and
 * reads back the rows it reported: for tests of which rows an experiment reports, not of figures.
 */
final class InstantRun {

    private static final Mode INSTANT = new Mode("test", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);

    private InstantRun() {
    }

    /** The results {@code experiment} reports against a target that has the operations {@code supports} accepts. */
    static List<Result> results(Experiment experiment, Predicate<String> supports, String system) throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            experiment.run(new NoOpTarget(supports), INSTANT, out);
        }
        return printed.toString(StandardCharsets.UTF_8).lines()
                .map(line -> Result.parse(line, "pinned", system)).toList();
    }

    /** Calls that do nothing, for the operations it supports; it refuses to make any other. */
    private record NoOpTarget(Predicate<String> operations) implements BenchTarget {

        @Override
        public boolean supports(String key) {
            return operations.test(key);
        }

        @Override
        public Runnable call(String key) {
            if (!supports(key)) {
                throw new IllegalArgumentException("asked for " + key);
            }
            return () -> { };
        }

        @Override
        public void close() {
        }
    }
}
