package org.peregrine.bench.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.peregrine.bench.Result;

/**
 * The bulk rows: the arrays, 1 MiB of octets, then the Java collections, which an IDL target has
 * not and which are reported absent without asking it for them. Measured for a millisecond each.
 */
class SequenceThroughputExperimentTest {

    @Test
    void shouldReportTheCollectionsLastAndAbsentForIdl() throws Exception {
        List<Result> results = InstantRun.results(new SequenceThroughputExperiment(() -> 0),
                key -> !Workload.isCollection(key), "peregrine-lf");

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
