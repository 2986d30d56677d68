package org.peregrine.orb.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PerfectHashTest {

    @Test
    void shouldGiveDistinctSlotsToTwoHundredNames() {
        List<String> names = new ArrayList<>();
        IntStream.range(0, 100).forEach(i -> names.add("op" + i));
        IntStream.range(0, 50).forEach(i -> names.add("_get_attribute" + i));
        IntStream.range(0, 50).forEach(i -> names.add("_set_attribute" + i));

        PerfectHash hash = PerfectHash.of(names);

        assertEquals(names.size(), new HashSet<>(hash.slots().values()).size());
        for (String name : names) {
            int slot = hash.slotOf(name);
            assertEquals(hash.slots().get(name), slot);
            assertTrue(slot >= 0 && slot < hash.tableSize(), name);
        }
    }

    @Test
    void shouldUseSmallestTableForFewNames() {
        PerfectHash hash = PerfectHash.of(List.of("balance", "withdraw", "deposit", "_get_owner"));

        assertEquals(4, hash.tableSize());
    }

    @Test
    void shouldUseTwoSlotsForOneName() {
        PerfectHash hash = PerfectHash.of(List.of("ping"));

        assertEquals(1, hash.bits());
    }

    @Test
    void shouldFindSameHashForSameNames() {
        List<String> names = List.of("a", "b", "c", "_get_d", "_set_d");

        assertEquals(PerfectHash.of(names), PerfectHash.of(names));
    }

    @Test
    void shouldSeparateNamesThatDifferOnlyInLengthOrHighBits() {
        List<String> names = List.of("a", "aa", "aaa", "a\u0000", "A", "q", "Q", "1");

        PerfectHash hash = PerfectHash.of(names);

        assertEquals(names.size(), new HashSet<>(hash.slots().values()).size());
    }

    @Test
    void shouldRejectDuplicateNames() {
        assertThrows(IllegalArgumentException.class, () -> PerfectHash.of(List.of("a", "a")));
    }
}
