package org.peregrine.bench.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.peregrine.bench.Mode;
import org.peregrine.bench.Result;

/**
 * The round-trip rows {@link RoundTripExperiment} reports: one per operation of {@link Workload},
 * in order, those the target has not (the RMI models' {@code echoAny}) reported absent without
 * asking the target for them. Measured for a millisecond each; the figures are not looked at.
 */
class RoundTripExperimentTest {

    private static final Mode INSTANT = new Mode("test", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);

    /** Calls that do nothing, for every operation but {@code echoAny}, which it refuses to make. */
    private static final class TargetWithoutAny implements BenchTarget {

        @Override
        public boolean supports(String key) {
            return !key.equals(Workload.ANY_OP);
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

    @Test
    void shouldReportEveryRoundTripRowAndTheOperationsTheTargetLacksAsAbsent() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            new RoundTripExperiment().run(new TargetWithoutAny(), INSTANT, out);
        }

        List<Result> results = printed.toString(StandardCharsets.UTF_8).lines()
                .map(line -> Result.parse(line, "pinned", "rmi")).toList();

        assertEquals(List.of("ping", "echoLong", "echoDouble", "echoString", "echoStruct", "echoAny", "returnRef",
                "passRef"), results.stream().map(Result::row).toList());
        assertEquals(List.of("echoAny"), results.stream().filter(Result::absent).map(Result::row).toList());
    }
}
