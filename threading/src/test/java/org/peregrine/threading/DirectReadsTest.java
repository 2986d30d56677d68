package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Client sources of a leader/follower set that serves no requests are read by their own callers
 * with blocking reads ({@link DirectReads}); they move to the selector once the set serves
 * requests, or a caller waits with a deadline.
 */
@Timeout(30)
class DirectReadsTest {

    private static final ThreadConfig THREADS = new ThreadConfig("direct-test", 1, 8, 0);

    private final List<AutoCloseable> toClose = new ArrayList<>();
    private final ReplyCounters counters = new ReplyCounters();
    private final PendingReplies<Integer> replies = new PendingReplies<>(reply -> { }, counters);
    private LeaderFollowerStrategy strategy;
    private OctetSource client;

    @AfterEach
    void closeAll() throws Exception {
        for (int i = toClose.size() - 1; i >= 0; i--) {
            toClose.get(i).close();
        }
    }

    /** A strategy with one pool thread, serving one client source in blocking mode. */
    private void serveClient() throws IOException {
        strategy = new LeaderFollowerStrategy(THREADS, 1, 1000, true);
        toClose.add(() -> strategy.close(1000));
        client = OctetSource.replies(replies);
        toClose.add(client);
        client.channel().configureBlocking(true);
        strategy.serve(client);
    }

    private void serveRequests() throws IOException {
        OctetSource requests = OctetSource.requests(octet -> { });
        toClose.add(requests);
        strategy.serve(requests);
    }

    private int call(int id) throws Exception {
        PendingReplies.Waiter<Integer> waiter = replies.register(id);
        client.send(id);
        return strategy.await(client, waiter, 0);
    }

    /** A call waiting on a thread of its own, and that thread. */
    private record Caller(Thread thread, CompletableFuture<Integer> result) {

        /** Returns once the caller waits its turn to read (parked behind the reading caller). */
        void awaitQueued() {
            Parking.awaitParked(List.of(thread), DirectReads.class::isInstance);
        }
    }

    /** Calls from a thread of its own: registered as the caller when this returns, then waiting. */
    private Caller awaitAsync(int id) throws InterruptedException {
        CompletableFuture<Integer> result = new CompletableFuture<>();
        CountDownLatch registered = new CountDownLatch(1);
        Thread caller = new Thread(() -> {
            try {
                PendingReplies.Waiter<Integer> waiter = replies.register(id);
                registered.countDown();
                result.complete(strategy.await(client, waiter, 0));
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        caller.start();
        registered.await();
        return new Caller(caller, result);
    }

    @Test
    void aLoneCallerShouldReadItsOwnRepliesInBlockingMode() throws Exception {
        serveClient();
        for (int id = 0; id < 50; id++) {
            assertEquals(id, call(id));
        }
        assertTrue(client.channel().isBlocking(), "read without the selector");
        assertEquals(0, strategy.threads(), "no pool thread started");
        assertEquals(50, counters.delivered());
        assertEquals(0, counters.handedOff());
    }

    @Test
    void callersSharingASourceShouldTakeTurnsReadingIt() throws Exception {
        serveClient();
        for (int round = 0; round < 20; round++) {
            int first = 2 * round;
            int second = first + 1;
            int before = client.polls();
            CompletableFuture<Integer> one = awaitAsync(first).result();
            CompletableFuture<Integer> two = awaitAsync(second).result();
            client.awaitPolls(before + 1); // one of them reads
            client.send(second, first); // whoever reads first, one reply is the other's
            assertEquals(first, one.get(10, TimeUnit.SECONDS));
            assertEquals(second, two.get(10, TimeUnit.SECONDS));
        }
        assertEquals(40, counters.delivered());
        assertTrue(client.channel().isBlocking());
    }

    /** Eight callers, each sending its own request's reply, take turns reading; none is left waiting. */
    @Test
    void manyCallersTakingTurnsShouldAllGetTheirReplies() throws Exception {
        serveClient();
        int callers = 8;
        int calls = 300;
        List<CompletableFuture<Void>> done = new ArrayList<>();
        for (int c = 0; c < callers; c++) {
            int caller = c;
            done.add(CompletableFuture.runAsync(() -> {
                try {
                    for (int round = 0; round < calls; round++) {
                        int id = caller * 15 + round % 15; // unique among waiting calls, below 128
                        assertEquals(id, call(id));
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }, runnable -> new Thread(runnable).start()));
        }
        CompletableFuture.allOf(done.toArray(CompletableFuture[]::new)).get(20, TimeUnit.SECONDS);
        assertEquals(callers * calls, counters.delivered());
        assertTrue(client.channel().isBlocking());
    }

    /**
     * The reader reads a waiting caller's reply and then its own, and leaves while that caller,
     * though woken, is still queued: the turn must still pass to the caller waiting behind it.
     */
    @Test
    void aTurnShouldPassOnWhenTheCallerWokenToReadNextHasItsReplyAlready() throws Exception {
        serveClient();
        for (int round = 0; round < 20; round++) {
            int reader = 3 * round;
            int answered = reader + 1;
            int last = reader + 2;
            int before = client.polls();
            CompletableFuture<Integer> reading = awaitAsync(reader).result();
            client.awaitPolls(before + 1);
            Caller woken = awaitAsync(answered);
            woken.awaitQueued(); // first in the queue, so the reader wakes it to read next
            Caller behind = awaitAsync(last);
            behind.awaitQueued();
            client.send(answered, reader);
            assertEquals(reader, reading.get(10, TimeUnit.SECONDS));
            assertEquals(answered, woken.result().get(10, TimeUnit.SECONDS));
            client.send(last);
            assertEquals(last, behind.result().get(10, TimeUnit.SECONDS), "the caller behind read its reply");
        }
    }

    @Test
    void servingRequestsShouldMoveAnIdleClientSourceToTheSelector() throws Exception {
        serveClient();
        assertEquals(1, call(1));
        serveRequests();
        assertFalse(client.channel().isBlocking(), "watched by the selector");
        assertEquals(2, call(2));
    }

    @Test
    void aReadingCallerShouldMoveItsSourceOnceItsReadEnds() throws Exception {
        serveClient();
        CompletableFuture<Integer> reading = awaitAsync(1).result();
        client.awaitPolls(1); // blocked in the read: nothing was sent
        serveRequests();
        assertTrue(client.channel().isBlocking(), "still read by its caller");
        client.send(1);
        assertEquals(1, reading.get(10, TimeUnit.SECONDS));
        assertFalse(client.channel().isBlocking(), "moved to the selector by its reader");
        assertEquals(2, call(2));
    }

    @Test
    void aCallerWithADeadlineShouldMoveItsSourceToTheSelector() throws Exception {
        serveClient();
        PendingReplies.Waiter<Integer> waiter = replies.register(1);
        assertThrows(TimeoutException.class, () -> strategy.await(client, waiter, 50));
        assertFalse(client.channel().isBlocking(), "a blocking read cannot time out");
        assertEquals(2, call(2));
    }

    @Test
    void anInterruptedCallerShouldNotReadAndKeepTheConnectionOpen() throws Exception {
        serveClient();
        PendingReplies.Waiter<Integer> waiter = replies.register(1);
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, () -> strategy.await(client, waiter, 0));
        assertFalse(Thread.interrupted(), "the interrupt was consumed by the exception");
        assertTrue(client.channel().isOpen(), "java.nio closes a channel read by an interrupted thread");
        client.send(1); // the abandoned call's reply, discarded
        assertEquals(2, call(2));
    }

    @Test
    void aSourceEndingWhileItsCallerReadsShouldFailTheCall() throws Exception {
        serveClient();
        CompletableFuture<Integer> reading = awaitAsync(1).result();
        client.awaitPolls(1);
        client.closeSink();
        ExecutionException failed = assertThrows(ExecutionException.class, () -> reading.get(10, TimeUnit.SECONDS));
        ExecutionException cause = assertInstanceOf(ExecutionException.class, failed.getCause());
        assertInstanceOf(EOFException.class, cause.getCause());
    }
}
