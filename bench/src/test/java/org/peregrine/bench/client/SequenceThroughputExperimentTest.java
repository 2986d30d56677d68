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
 * The bulk rows: the arrays, 1 MiB of octets, then the Java collections, which an IDL target has
 * not and which are reported absent without asking it for them. Measured for a millisecond each.
 */
class SequenceThroughputExperimentTest {

    private static final Mode INSTANT = new Mode("test", 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);

    /** Calls that do nothing, for every operation IDL has. */
    private static final class IdlTarget implements BenchTarget {

        @Override
        public boolean supports(String key) {
            return !Workload.isCollection(key);
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
    void shouldReportTheCollectionsLastAndAbsentForIdl() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            new SequenceThroughputExperiment().run(new IdlTarget(), INSTANT, out);
        }

        List<Result> results = printed.toString(StandardCharsets.UTF_8).lines()
                .map(line -> Result.parse(line, "pinned", "peregrine-lf")).toList();

        assertEquals(23, results.size());
        assertEquals(List.of("octet:1048576", "list:1000", "map:1000"),
                results.subList(20, 23).stream().map(Result::row).toList());
        assertEquals(List.of("list:1000", "map:1000"), results.stream().filter(Result::absent).map(Result::row)
                .toList());
    }

    @Test
    void shouldCountTheFieldsOfSmallObjectsAndMapKeysAsPayload() {
        assertEquals(24_000, Workload.payloadBytes("send:list:1000"));
        assertEquals(28_000, Workload.payloadBytes("send:map:1000"));
        assertEquals(24 * 16, Workload.payloadBytes("send:struct:16"));
    }
}
