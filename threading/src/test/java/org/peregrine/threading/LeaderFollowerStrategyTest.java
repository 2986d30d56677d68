package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The leader/follower set's hand-offs, on pipes whose messages are single octets, counted
 * exactly: a lone source is served with one promotion per message when the promotion is not
 * deferred and with none when it is; overlapping messages turn eager promotion on for a while; a
 * handler that blocks has its vacant leadership taken over once the delay has passed. The
 * promotion timing runs on a clock the test sets, so nothing depends on how fast threads run.
 */
@Timeout(30)
class LeaderFollowerStrategyTest {

    private static final ThreadConfig THREADS = new ThreadConfig("lf-test", 1, 8, 0);
    private static final int MESSAGES = 100;
    private static final long DELAY_MICROS = 1000;

    private final List<AutoCloseable> toClose = new ArrayList<>();
    /** The promotion timing's clock, in nanoseconds: still unless a test moves it. */
    private final AtomicLong clock = new AtomicLong();

    @AfterEach
    void closeAll() throws Exception {
        for (int i = toClose.size() - 1; i >= 0; i--) {
            toClose.get(i).close();
        }
    }

    private LeaderFollowerStrategy strategy(int poolSize, long promotionDelayMicros) throws IOException {
        return strategy(THREADS, poolSize, promotionDelayMicros);
    }

    private LeaderFollowerStrategy strategy(ThreadConfig threads, int poolSize, long promotionDelayMicros)
            throws IOException {
        LeaderFollowerStrategy strategy = new LeaderFollowerStrategy(threads, poolSize,
                new PromotionTiming(promotionDelayMicros, clock::get), true);
        toClose.add(() -> strategy.close(1000));
        return strategy;
    }

    private OctetSource source(IntConsumer handler) throws IOException {
        OctetSource source = OctetSource.requests(handler);
        toClose.add(source);
        return source;
    }

    /** Sends octets one at a time, each after the previous one was handled. */
    private static void pingPong(OctetSource source, BlockingQueue<Integer> handled, int count) throws Exception {
        for (int i = 0; i < count; i++) {
            source.send(i);
            assertEquals(i, handled.poll(10, TimeUnit.SECONDS));
        }
    }

    /**
     * Messages that never overlap: without a delay each is run after promoting a follower (none
     * counted when no other thread could lead); with one, each is run with the leadership left
     * vacant, and as the clock stands still, no follower takes it over.
     */
    @ParameterizedTest(name = "pool {0}, promotion delay {1} µs")
    @CsvSource({"4, 0, 100, 0", "1, 0, 0, 0", "4, 1000, 0, 100", "1, 1000, 0, 100"})
    void aLoneSourceShouldPromoteOncePerMessageOnlyWithoutPromotionDelay(int poolSize, long delayMicros,
            long promotions, long deferrals) throws Exception {
        LeaderFollowerStrategy strategy = strategy(poolSize, delayMicros);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource source = source(handled::add);
        strategy.serve(source);
        pingPong(source, handled, MESSAGES);
        assertEquals(new LeaderFollowerStrategy.HandOffs(promotions, deferrals, 0), strategy.handOffs());
        assertEquals(promotions, strategy.wakeUps());
    }

    @Test
    void messagesReadTogetherShouldTurnPromotionEagerForASecond() throws Exception {
        LeaderFollowerStrategy strategy = strategy(4, DELAY_MICROS);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource source = source(handled::add);
        strategy.serve(source);
        source.send(7, 8); // one read takes both: the second is buffered, so they overlap
        assertEquals(Set.of(7, 8), Set.of(handled.poll(10, TimeUnit.SECONDS), handled.poll(10, TimeUnit.SECONDS)));
        pingPong(source, handled, 20);
        assertEquals(new LeaderFollowerStrategy.HandOffs(22, 0, 0), strategy.handOffs(), "eager");
        clock.addAndGet(PromotionTiming.EAGER_AFTER_OVERLAP_NANOS);
        pingPong(source, handled, 10);
        assertEquals(new LeaderFollowerStrategy.HandOffs(22, 10, 0), strategy.handOffs(), "deferring again");
    }

    /**
     * A request run with the leadership vacant that waits inside its upcall (a servant calling
     * out, or a request waiting for its own next Fragment) leads that wait itself, reads what it
     * waits for, and leaves the leadership vacant again: no follower is woken for it.
     */
    @Test
    void aDeferredRequestsNestedWaitShouldLeaveTheLeadershipVacantAgain() throws Exception {
        LeaderFollowerStrategy strategy = strategy(4, DELAY_MICROS);
        PendingReplies<Integer> replies = new PendingReplies<>(reply -> { }, new ReplyCounters());
        OctetSource client = OctetSource.replies(replies);
        toClose.add(client);
        strategy.serve(client);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource requests = source(octet -> {
            try {
                PendingReplies.Waiter<Integer> waiter = replies.register(octet);
                client.send(octet);
                handled.add(strategy.await(client, waiter, 0));
            } catch (Exception e) {
                handled.add(-1);
            }
        });
        strategy.serve(requests);
        pingPong(requests, handled, 20);
        assertEquals(new LeaderFollowerStrategy.HandOffs(0, 20, 0), strategy.handOffs());
    }

    /**
     * Waits until one of the strategy's pool threads parks as a follower: another one then
     * leads, and keeps leading until a message arrives.
     */
    private static void awaitAFollower(LeaderFollowerStrategy strategy, String threadPrefix) {
        List<Thread> pool = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().startsWith(threadPrefix + "-lf-")).toList();
        Parking.awaitParked(pool, blocker -> blocker == strategy);
    }

    /**
     * The gate's handler blocks until the opener's message is handled; its leader left the
     * leadership vacant, so the opener's message is read only once the follower watching the
     * vacancy takes it over, after the delay. The gate is sent once a pool thread follows: one
     * that started only after the gate's leader left would take the young vacancy at once.
     */
    @Test
    void aVacancyOutlastingTheDelayShouldBeTakenOverOnce() throws Exception {
        ThreadConfig threads = new ThreadConfig("lf-takeover", 1, 8, 0); // its pool threads' names are its own
        LeaderFollowerStrategy strategy = strategy(threads, 2, DELAY_MICROS);
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch opened = new CountDownLatch(1);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource gate = source(octet -> {
            entered.countDown();
            try {
                handled.add(opened.await(20, TimeUnit.SECONDS) ? octet : -1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        OctetSource opener = source(octet -> opened.countDown());
        strategy.serve(gate);
        strategy.serve(opener);
        awaitAFollower(strategy, threads.namePrefix());
        gate.send(1);
        assertTrue(entered.await(20, TimeUnit.SECONDS), "the gate's handler runs");
        clock.addAndGet(TimeUnit.MICROSECONDS.toNanos(DELAY_MICROS));
        opener.send(2);
        assertEquals(1, handled.poll(20, TimeUnit.SECONDS), "the blocked handler was released");
        assertEquals(new LeaderFollowerStrategy.HandOffs(0, 2, 1), strategy.handOffs());
        assertEquals(1, strategy.wakeUps());
    }

    /** Selecting and parking return at once while the interrupt flag is set: the wait must end. */
    @Test
    void aCallerInterruptedWhileWaitingThroughTheSelectorShouldStopWaiting() throws Exception {
        LeaderFollowerStrategy strategy = new LeaderFollowerStrategy(THREADS, 1, 1000, false);
        toClose.add(() -> strategy.close(1000));
        PendingReplies<Integer> replies = new PendingReplies<>(reply -> { }, new ReplyCounters());
        OctetSource client = OctetSource.replies(replies);
        toClose.add(client);
        strategy.serve(client);
        PendingReplies.Waiter<Integer> interrupted = replies.register(1);
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, () -> strategy.await(client, interrupted, 0));
        assertFalse(Thread.interrupted(), "the interrupt was consumed by the exception");
        client.send(1); // the abandoned call's reply, discarded
        PendingReplies.Waiter<Integer> next = replies.register(2);
        client.send(2);
        assertEquals(2, strategy.await(client, next, 0));
    }
}
