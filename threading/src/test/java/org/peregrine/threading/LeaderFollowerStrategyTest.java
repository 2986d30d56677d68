package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The leader/follower set's promotion rules, on pipes whose messages are single octets: a lone
 * source is served without waking followers when the promotion is deferred and with a wake-up
 * per message when it is not; overlapping messages turn eager promotion on; a handler that
 * blocks does not keep another source's message from being handled.
 */
@Timeout(30)
class LeaderFollowerStrategyTest {

    private static final ThreadConfig THREADS = new ThreadConfig("lf-test", 1, 8, 0);
    private static final int MESSAGES = 100;

    private final List<AutoCloseable> toClose = new ArrayList<>();

    @AfterEach
    void closeAll() throws Exception {
        for (int i = toClose.size() - 1; i >= 0; i--) {
            toClose.get(i).close();
        }
    }

    private LeaderFollowerStrategy strategy(int poolSize, long promotionDelayMicros) throws IOException {
        LeaderFollowerStrategy strategy = new LeaderFollowerStrategy(THREADS, poolSize, promotionDelayMicros, true);
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

    /** A deferred promotion wakes no follower for a lone source (at most the watcher, once). */
    @ParameterizedTest(name = "promotion delay {0} µs")
    @CsvSource({"1000, false", "0, true"})
    void aLoneSourceShouldWakeAFollowerPerMessageOnlyWithoutPromotionDelay(long delayMicros, boolean perMessage)
            throws Exception {
        LeaderFollowerStrategy strategy = strategy(4, delayMicros);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource source = source(handled::add);
        strategy.serve(source);
        pingPong(source, handled, MESSAGES); // warm: a slow first upcall lets the watcher take over
        long before = strategy.wakeUps();
        pingPong(source, handled, MESSAGES);
        long wakeUps = strategy.wakeUps() - before;
        // a leader wakes whoever is parked; now and then no follower has parked yet
        assertTrue(perMessage ? wakeUps >= MESSAGES / 2 : wakeUps < MESSAGES / 3,
                wakeUps + " wake-ups for " + MESSAGES + " messages");
    }

    @Test
    void messagesReadTogetherShouldTurnPromotionEager() throws Exception {
        LeaderFollowerStrategy strategy = strategy(4, 1000);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource source = source(handled::add);
        strategy.serve(source);
        source.send(7, 8); // one read takes both: the second is buffered, so they overlap
        assertNotNull(handled.poll(10, TimeUnit.SECONDS));
        assertNotNull(handled.poll(10, TimeUnit.SECONDS));
        long before = strategy.wakeUps();
        pingPong(source, handled, 20); // well within the eager second
        // a leader promotes whoever is parked; now and then nobody is yet, so not quite 20
        assertTrue(strategy.wakeUps() - before >= 10, (strategy.wakeUps() - before) + " wake-ups for 20 messages");
    }

    @Test
    void aBlockingHandlerShouldNotKeepAnotherSourceWaitingForGood() throws Exception {
        LeaderFollowerStrategy strategy = strategy(2, 1000);
        CountDownLatch opened = new CountDownLatch(1);
        BlockingQueue<Integer> handled = new LinkedBlockingQueue<>();
        OctetSource gate = source(octet -> {
            try {
                handled.add(opened.await(20, TimeUnit.SECONDS) ? octet : -1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        OctetSource opener = source(octet -> opened.countDown());
        strategy.serve(gate);
        strategy.serve(opener);
        gate.send(1);
        opener.send(2);
        assertEquals(1, handled.poll(20, TimeUnit.SECONDS), "the blocked handler was released");
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
