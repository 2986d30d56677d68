package org.peregrine.bench.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class SoakLogTest {

    private static JvmSample sample(String side, int minute, long heap) {
        return new JvmSample(side, minute, heap, 2048, 1024, 3, 20, 9, 40, 8);
    }

    @Test
    void shouldGatherBothJvmsLinesByMinuteAndSkipTheRest() {
        List<String> lines = List.of(
                "java -cp ... SoakClient",
                new MinuteCalls(1, CallKind.SMALL, 1000, 0).line(),
                new MinuteCalls(1, CallKind.OCTETS_1_MIB, 10, 1).line(),
                new CallError(1, CallKind.OCTETS_1_MIB, "org.omg.CORBA.COMM_FAILURE: vmcid: 0x0, minor code: 1").line(),
                "\tat org.peregrine.bench.soak.Caller.run(Caller.java:40)",
                sample(JvmSample.CLIENT, 1, 11).line(),
                new MinuteCalls(2, CallKind.SMALL, 1200, 0).line(),
                new MinuteCalls(2, CallKind.VALUES, 300, 2).line(),
                sample(JvmSample.CLIENT, 2, 12).line(),
                sample(JvmSample.SERVER, 2, 22).line(),
                sample(JvmSample.SERVER, 1, 21).line());

        SoakLog log = SoakLog.of(lines);

        assertEquals(2, log.minutes().size());
        SoakMinute first = log.minutes().get(0);
        assertEquals(1, first.minute());
        assertEquals(1010, first.completed());
        assertEquals(1, first.failed());
        assertEquals(0, first.completed(CallKind.VALUES));
        assertEquals(sample(JvmSample.SERVER, 1, 21), first.server());
        assertEquals(sample(JvmSample.CLIENT, 1, 11), first.client());
        assertEquals(1500, log.minutes().get(1).completed());
        assertEquals(2200, log.completed(CallKind.SMALL));
        assertEquals(3, log.failed());
        assertEquals(2, log.failed(CallKind.VALUES));
        assertEquals(List.of(new CallError(1, CallKind.OCTETS_1_MIB,
                "org.omg.CORBA.COMM_FAILURE: vmcid: 0x0, minor code: 1")), log.errors());
        assertEquals(Map.of(1, 21L, 2, 22L), log.gauge(JvmSample.SERVER, Gauge.HEAP_AFTER_GC));
    }

    @Test
    void shouldKeepAMinuteOnlyOneJvmReported() {
        SoakLog log = SoakLog.of(List.of(sample(JvmSample.SERVER, 3, 30).line()));

        SoakMinute only = log.minutes().get(0);
        assertEquals(3, only.minute());
        assertEquals(0, only.completed());
        assertNull(only.client());
    }

    @Test
    void shouldReadBackEveryFigureOfASample() {
        JvmSample sample = new JvmSample(JvmSample.SERVER, 7, 1, 2, 3, 4, 5, 6, 7, 8);

        assertEquals(sample, JvmSample.parse(sample.line()));
    }
}
