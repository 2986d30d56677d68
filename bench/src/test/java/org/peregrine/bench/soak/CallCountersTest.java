package org.peregrine.bench.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class CallCountersTest {

    @Test
    void shouldReportEachMinuteOnlyWhatWasCountedSinceTheLastReading() {
        CallCounters counters = new CallCounters();
        counters.completed(CallKind.SMALL);
        counters.completed(CallKind.SMALL);
        counters.completed(CallKind.VALUES);
        assertEquals(1, counters.failed(CallKind.OCTETS_64_KIB));

        List<MinuteCalls> first = counters.readMinute(1);
        counters.completed(CallKind.SMALL);
        assertEquals(2, counters.failed(CallKind.OCTETS_64_KIB));
        List<MinuteCalls> second = counters.readMinute(2);
        List<MinuteCalls> third = counters.readMinute(3);

        assertEquals(List.of(new MinuteCalls(1, CallKind.SMALL, 2, 0), new MinuteCalls(1, CallKind.OCTETS_64_KIB, 0, 1),
                new MinuteCalls(1, CallKind.OCTETS_1_MIB, 0, 0), new MinuteCalls(1, CallKind.VALUES, 1, 0)), first);
        assertEquals(List.of(new MinuteCalls(2, CallKind.SMALL, 1, 0), new MinuteCalls(2, CallKind.OCTETS_64_KIB, 0, 1),
                new MinuteCalls(2, CallKind.OCTETS_1_MIB, 0, 0), new MinuteCalls(2, CallKind.VALUES, 0, 0)), second);
        assertEquals(0, third.stream().mapToLong(m -> m.calls() + m.errors()).sum());
    }
}
