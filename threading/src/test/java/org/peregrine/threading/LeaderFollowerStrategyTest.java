package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.SelectableChannel;
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
        LeaderFollowerStrategy strategy = new LeaderFollowerStrategy(THREADS, poolSize, promotionDelayMicros);
        toClose.add(() -> strategy.close(1000));
        return strategy;
    }

    private OctetSource source(IntConsumer handler) throws IOException {
        OctetSource source = new OctetSource(Pipe.open(), handler);
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

    /** A pipe whose messages are single octets, read in batches of up to 16. */
    private static final class OctetSource implements MessageSource<Integer>, AutoCloseable {
        private final Pipe pipe;
        private final IntConsumer handler;
        private final ByteBuffer readAhead = ByteBuffer.allocate(16).flip();

        OctetSource(Pipe pipe, IntConsumer handler) {
            this.pipe = pipe;
            this.handler = handler;
        }

        void send(int... octets) throws IOException {
            ByteBuffer out = ByteBuffer.allocate(octets.length);
            for (int octet : octets) {
                out.put((byte) octet);
            }
            out.flip();
            while (out.hasRemaining()) {
                pipe.sink().write(out);
            }
        }

        @Override
        public Integer read() {
            throw new UnsupportedOperationException("read by a selector");
        }

        @Override
        public Integer poll() throws IOException {
            if (!readAhead.hasRemaining()) {
                readAhead.clear();
                int read = pipe.source().read(readAhead);
                readAhead.flip();
                if (read < 0) {
                    throw new EOFException();
                }
                if (read == 0) {
                    return null;
                }
            }
            return (int) readAhead.get();
        }

        @Override
        public boolean hasBuffered() {
            return readAhead.hasRemaining();
        }

        @Override
        public SelectableChannel channel() {
            return pipe.source();
        }

        @Override
        public boolean handlesInline(Integer message) {
            return false;
        }

        @Override
        public boolean acceptsRequests() {
            return true;
        }

        @Override
        public void handle(Integer message) {
            handler.accept(message);
        }

        @Override
        public void rejected(Integer message) {
        }

        @Override
        public void readFailed(Throwable cause) {
        }

        @Override
        public String name() {
            return "octet pipe";
        }

        @Override
        public void close() throws IOException {
            pipe.sink().close();
            pipe.source().close();
        }
    }
}
