package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A read that would wait forever where a poll was expected fails by the timeout. */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class SpinningReadsTest {

    /** Long enough that a poll never ends before the test sends its message. */
    private static final long FOREVER_MICROS = TimeUnit.MINUTES.toMicros(5);

    @Test
    void pollsForBytesBeforeItReadsWhenTheLastMessageCameOnItsOwnConnection() throws Exception {
        SpinningReads reads = new SpinningReads(FOREVER_MICROS, 2, 0);
        try (OctetSource source = OctetSource.requests(m -> { })) {
            SpinningReads.History history = new SpinningReads.History();
            source.send(1);
            assertEquals(1, reads.read(source, history)); // the first message: nothing to go by, it blocks
            int polls = source.polls();
            int asks = source.asks();

            CompletableFuture<Integer> next = CompletableFuture.supplyAsync(() -> read(reads, source, history));
            source.awaitAsks(asks + 3); // a blocking read asks nothing
            assertEquals(polls, source.polls(), "no read while nothing waits");
            source.send(2);

            assertEquals(2, next.get(1, TimeUnit.MINUTES));
            assertEquals(polls + 1, source.polls(), "one read, once the octet waited");
        }
    }

    @Test
    void blocksAtOnceWhenTheLastMessageCameOnAnotherConnection() throws Exception {
        SpinningReads reads = new SpinningReads(FOREVER_MICROS, 2, 0);
        try (OctetSource mine = OctetSource.requests(m -> { });
                OctetSource other = OctetSource.requests(m -> { })) {
            SpinningReads.History history = new SpinningReads.History();
            mine.send(1);
            reads.read(mine, history);
            other.send(7);
            reads.read(other, new SpinningReads.History());

            assertBlocksAtOnce(reads, mine, history);
        }
    }

    @Test
    void blocksAtOnceUntilItsConnectionAloneHasCarriedTheMessagesForTheSetTime() throws Exception {
        SpinningReads reads = new SpinningReads(FOREVER_MICROS, 2, TimeUnit.HOURS.toNanos(1));
        try (OctetSource source = OctetSource.requests(m -> { })) {
            SpinningReads.History history = new SpinningReads.History();
            source.send(1);
            reads.read(source, history); // its connection's first message: a switch from none

            assertBlocksAtOnce(reads, source, history);
        }
    }

    @Test
    void neverPollsWithASingleCpu() throws Exception {
        SpinningReads reads = new SpinningReads(FOREVER_MICROS, 1, 0);
        try (OctetSource source = OctetSource.requests(m -> { })) {
            SpinningReads.History history = new SpinningReads.History();
            source.send(1);
            reads.read(source, history);

            assertBlocksAtOnce(reads, source, history);
        }
    }

    @Test
    void skipsPollingAfterAMissForTwiceAsManyReadsEachTimeUpToTheLimit() {
        SpinningReads.History history = new SpinningReads.History();
        int expected = 1;
        for (int miss = 0; miss < 10; miss++) {
            history.missed();
            for (int skipped = 0; skipped < expected; skipped++) {
                assertTrue(history.skips(), "read " + skipped + " after miss " + miss);
            }
            assertFalse(history.skips(), "polls again after " + expected + " reads");
            expected = Math.min(2 * expected, SpinningReads.MAX_SKIPPED);
        }
        history.hit();
        history.missed();
        assertTrue(history.skips());
        assertFalse(history.skips(), "a hit starts the doubling over");
    }

    @Test
    void aMissSkipsPollingForTheNextRead() throws Exception {
        SpinningReads reads = new SpinningReads(1, 2, 0); // a microsecond: it misses unless the octet waits
        try (OctetSource source = OctetSource.requests(m -> { })) {
            SpinningReads.History history = new SpinningReads.History();
            source.send(1);
            reads.read(source, history);
            source.send(2);
            assertEquals(2, reads.read(source, history)); // a hit at the first poll
            assertFalse(history.skips());

            history.missed(); // as a poll that found nothing in its microsecond records
            assertBlocksAtOnce(reads, source, history);
        }
    }

    /** Starts a read of {@code source}, checks that it blocks without polling, then ends it. */
    private static void assertBlocksAtOnce(SpinningReads reads, OctetSource source, SpinningReads.History history)
            throws Exception {
        int polls = source.polls();
        int asks = source.asks();
        CompletableFuture<Integer> next = CompletableFuture.supplyAsync(() -> read(reads, source, history));
        source.awaitPolls(polls + 1);
        assertEquals(asks, source.asks(), "asked nothing before its read");
        source.send(9);
        assertEquals(9, next.get(1, TimeUnit.MINUTES));
    }

    private static Integer read(SpinningReads reads, OctetSource source, SpinningReads.History history) {
        try {
            return reads.read(source, history);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
