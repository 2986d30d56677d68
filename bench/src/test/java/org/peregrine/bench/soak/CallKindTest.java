package org.peregrine.bench.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class CallKindTest {

    @Test
    void shouldGiveEachCallerARoundOfEveryKindStartingElsewhere() {
        List<CallKind> first = CallKind.cycle(0, 8);
        List<CallKind> fifth = CallKind.cycle(4, 8);

        int perRound = 0;
        for (CallKind kind : CallKind.values()) {
            perRound += kind.perRound();
            assertEquals(kind.perRound(), first.stream().filter(kind::equals).count());
            assertEquals(kind.perRound(), fifth.stream().filter(kind::equals).count());
        }
        assertEquals(perRound, first.size());
        assertEquals(CallKind.SMALL, first.get(0));
        assertEquals(first.get(4 * perRound / 8), fifth.get(0));
    }
}
