package org.peregrine.bench.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.peregrine.bench.Result;

/**
 * The round-trip rows {@link RoundTripExperiment} reports: one per operation of {@link Workload},
 * in order, those the target has not (the RMI models' {@code echoAny}) reported absent without
 * asking the target for them. Measured for a millisecond each; the figures are not looked at.
 */
class RoundTripExperimentTest {

    @Test
    void shouldReportEveryRoundTripRowAndTheOperationsTheTargetLacksAsAbsent() throws Exception {
        List<Result> results = InstantRun.results(new RoundTripExperiment(() -> 0),
                key -> !key.equals(Workload.ANY_OP), "rmi");

        assertEquals(List.of("ping", "echoLong", "echoDouble", "echoString", "echoStruct", "echoAny", "returnRef",
                "passRef"), results.stream().map(Result::row).toList());
        assertEquals(List.of("echoAny"), results.stream().filter(Result::absent).map(Result::row).toList());
    }
}
