package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Replies no caller blocks on (deferred requests): polled without blocking, awaited later by any
 * thread, or the first of several awaited together, under both strategies.
 */
@Timeout(30)
class DeferredWaitsTest {

    private static final ThreadConfig THREADS = new ThreadConfig("deferred-test", 1, 8, 0);

    private final List<AutoCloseable> toClose = new ArrayList<>();
    private final ReplyCounters counters = new ReplyCounters();
    private final PendingReplies<Integer> replies = new PendingReplies<>(reply -> { }, counters);
    private DispatchStrategy strategy;
    private OctetSource client;

    @AfterEach
    void closeAll() throws Exception {
        for (int i = toClose.size() - 1; i >= 0; i--) {
            toClose.get(i).close();
        }
    }

    /** A leader/follower set serving no requests: its client source is read directly by callers. */
    private void leaderFollower() throws IOException {
        serve(new LeaderFollowerStrategy(THREADS, 1, 1000, true), true);
    }

    private void workerPool() throws IOException {
        serve(new WorkerPoolStrategy(THREADS), true);
    }

    private void serve(DispatchStrategy chosen, boolean blocking) throws IOException {
        strategy = chosen;
        toClose.add(() -> strategy.close(1000));
        client = OctetSource.replies(replies);
        toClose.add(client);
        client.channel().configureBlocking(blocking);
        strategy.serve(client);
    }

    @Test
    void aPollShouldNotBlockAndShouldReadTheReplyOnceItCameUnderLeaderFollower() throws Exception {
        leaderFollower();
        PendingReplies.Waiter<Integer> waiter = replies.register(1);

        assertFalse(strategy.poll(List.of(client), waiter), "no reply yet, and the poll returned");
        assertFalse(client.channel().isBlocking(), "a polled source is read through the selector");
        client.send(1);
        pollUntil(waiter);

        assertEquals(1, waiter.result());
        assertEquals(0, counters.handedOff(), "the polling caller read its own reply");
    }

    @Test
    void aPollShouldOnlyTestUnderTheWorkerPoolWhoseReaderDelivers() throws Exception {
        workerPool();
        PendingReplies.Waiter<Integer> waiter = replies.register(2);
        client.send(2);
        pollUntil(waiter);

        assertEquals(2, waiter.result());
        assertEquals(1, counters.handedOff(), "the reader thread delivered it");
    }

    /** Polls until the reply is in, yielding between polls (each returns without blocking). */
    private void pollUntil(PendingReplies.Waiter<Integer> waiter) {
        while (!strategy.poll(List.of(client), waiter)) {
            Thread.yield();
        }
    }

    @Test
    void anotherThreadShouldAwaitAReplyItClaimedUnderLeaderFollower() throws Exception {
        leaderFollower();
        int before = client.polls();
        assertEquals(3, awaitOnAnotherThread(3, other -> client.awaitPolls(before + 1))); // it reads itself
    }

    @Test
    void anotherThreadShouldAwaitAReplyItClaimedUnderTheWorkerPool() throws Exception {
        workerPool();
        assertEquals(4, awaitOnAnotherThread(4,
                other -> Parking.awaitParked(List.of(other), PendingReplies.Waiter.class::isInstance)));
    }

    /** What tells that the awaiting thread waits. */
    private interface Waiting {
        void awaitWaiting(Thread other) throws InterruptedException;
    }

    /** Registers on this thread, sends the reply once another thread claimed it and waits. */
    private int awaitOnAnotherThread(int id, Waiting waiting) throws Exception {
        PendingReplies.Waiter<Integer> waiter = replies.register(id);
        CompletableFuture<Integer> result = new CompletableFuture<>();
        Thread other = new Thread(() -> {
            try {
                waiter.claim();
                result.complete(strategy.await(client, waiter, 0));
            } catch (Exception e) {
                result.completeExceptionally(e);
            }
        });
        other.start();
        waiting.awaitWaiting(other);
        client.send(id);
        return result.get(10, TimeUnit.SECONDS);
    }

    @Test
    void awaitAnyShouldReturnWithTheFirstReplyUnderLeaderFollower() throws Exception {
        leaderFollower();
        awaitAnyShouldReturnWithTheSecondOfTwo();
    }

    @Test
    void awaitAnyShouldReturnWithTheFirstReplyUnderTheWorkerPool() throws Exception {
        workerPool();
        awaitAnyShouldReturnWithTheSecondOfTwo();
    }

    private void awaitAnyShouldReturnWithTheSecondOfTwo() throws Exception {
        PendingReplies.Waiter<Integer> first = replies.register(5);
        PendingReplies.Waiter<Integer> second = replies.register(6);
        BooleanSupplier either = () -> first.isDone() || second.isDone();
        client.send(6);

        strategy.awaitAny(List.of(client), either, 0);

        assertTrue(second.isDone());
        assertFalse(first.isDone(), "only the second reply was sent");
    }

    @Test
    void awaitAnyShouldTimeOutWhenNoReplyComes() throws Exception {
        leaderFollower();
        PendingReplies.Waiter<Integer> waiter = replies.register(7);

        assertThrows(TimeoutException.class, () -> strategy.awaitAny(List.of(client), waiter, 1));
        assertFalse(waiter.isDone());
    }

    @Test
    void aCallerReadingDirectlyShouldMoveAReleasedSourceAfterItsRead() throws Exception {
        leaderFollower();
        PendingReplies.Waiter<Integer> deferred = replies.register(8);
        CompletableFuture<Integer> reading = new CompletableFuture<>();
        int before = client.polls();
        Thread caller = new Thread(() -> {
            try {
                PendingReplies.Waiter<Integer> own = replies.register(9);
                reading.complete(strategy.await(client, own, 0));
            } catch (Exception e) {
                reading.completeExceptionally(e);
            }
        });
        caller.start();
        client.awaitPolls(before + 1); // the caller reads the source directly

        assertFalse(strategy.poll(List.of(client), deferred), "the reading caller holds the source");
        client.send(8, 9);

        assertEquals(9, reading.get(10, TimeUnit.SECONDS));
        assertTrue(deferred.isDone(), "the reading caller handed over the deferred reply it read");
        assertFalse(client.channel().isBlocking(), "and then moved the source to the selector");
    }
}
