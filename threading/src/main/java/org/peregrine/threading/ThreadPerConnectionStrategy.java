package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * A thread per server connection, as JDK RMI and omniORB's default serve: the connection's thread
 * waits in a blocking read, runs each request it reads itself and writes the reply, so a request
 * costs one wake-up (the kernel's, of the thread that will run it) and no thread ever selects or
 * hands a connection to another. Connections are served in parallel with no lock between them,
 * where leader/follower passes one leadership from thread to thread.
 *
 * <p>Requests on one connection run one after another while they are short. A peer may send
 * several concurrent calls over one connection (JacORB and the GlassFish ORB do; Peregrine's
 * clients open a connection per concurrent caller), so a request must not hold up those behind
 * it for long: a thread about to wait for the reply to a call of its own first hands its
 * connection to a new thread ({@link #handOver}), so a callback arriving there is read and call
 * chains re-entering the ORB never deadlock; and a watcher hands over the connection of a request
 * that has run longer than a set time (checked as often), as omniORB serves interleaved calls
 * with more threads per connection.
 *
 * <p>Client connections go to a leader/follower set of one pool thread that never gets a request:
 * until the ORB serves a connection, callers read their replies with blocking reads ({@link
 * DirectReads}); from then on through its selector, whose leader also notices a peer closing an
 * idle connection.
 */
public final class ThreadPerConnectionStrategy implements DispatchStrategy {

    private final ThreadConfig config;
    private final long handOverAfterNanos;
    private final LeaderFollowerStrategy callers;
    private final SpinningReads spinning;
    /** The server connection the current thread reads, if it is a connection's thread. */
    private final ThreadLocal<ConnectionReading> reading = new ThreadLocal<>();
    /** Each connection thread's turn at its connection, and the thread. */
    private final Map<ConnectionReading, Thread> readers = new ConcurrentHashMap<>();
    private final AtomicInteger readerCount = new AtomicInteger();
    private final LongAdder handOvers = new LongAdder();
    private Thread watcher;
    private volatile boolean closed;

    /**
     * @param handOverAfterMillis how long a request may run before the requests behind it on its
     *     connection get a new thread, at least 1
     */
    public ThreadPerConnectionStrategy(ThreadConfig config, long handOverAfterMillis) throws IOException {
        if (handOverAfterMillis < 1) {
            throw new IllegalArgumentException("hand-over after " + handOverAfterMillis + " ms");
        }
        this.config = config;
        this.handOverAfterNanos = TimeUnit.MILLISECONDS.toNanos(handOverAfterMillis);
        // given no source that accepts requests, so its one pool thread starts only when asked
        this.callers = new LeaderFollowerStrategy(config, 1, 0, true);
        this.spinning = new SpinningReads(config.spinMicros());
    }

    /** {@inheritDoc} Here: a server connection gets a thread of its own; callers read a client one. */
    @Override
    public <M> void serve(MessageSource<M> source) {
        if (closed) {
            throw new IllegalStateException("strategy closed");
        }
        if (source.acceptsRequests()) {
            callers.startPool(); // a serving ORB's idle client connections are watched, as under leader/follower
            startWatcher();
            startReader(source);
        } else {
            callers.serve(source);
        }
    }

    private void startReader(MessageSource<?> source) {
        ConnectionReading turn = new ConnectionReading(source);
        String name = config.namePrefix() + "-conn-" + readerCount.incrementAndGet() + "-" + source.name();
        Thread thread = new Thread(null, () -> readLoop(turn), name, config.stackSize());
        thread.setDaemon(true);
        readers.put(turn, thread);
        thread.start();
    }

    /** Reads and handles the connection's messages until it ends or another thread takes it over. */
    private void readLoop(ConnectionReading mine) {
        reading.set(mine);
        try {
            serveUntil(mine, mine.source, () -> false);
        } finally {
            readers.remove(mine);
        }
    }

    /**
     * As the thread reading {@code source}: reads and handles its messages until {@code done}
     * holds, the strategy closes, reading fails (this turn then stops) or a request run meanwhile
     * has the connection handed over.
     */
    private <M> void serveUntil(ConnectionReading mine, MessageSource<M> source, BooleanSupplier done) {
        while (!done.getAsBoolean() && !closed) {
            M message = next(mine, source);
            if (message == null) {
                mine.stop();
                return;
            }
            if (!handle(mine, source, message)) {
                return;
            }
        }
    }

    /**
     * Handles {@code message} as the thread reading {@code source}; a request runs with the
     * connection marked as running one, which the watcher may then take over.
     *
     * @return whether this thread still reads the connection
     */
    private static <M> boolean handle(ConnectionReading mine, MessageSource<M> source, M message) {
        if (source.handlesInline(message)) {
            LeaderFollowerStrategy.handle(source, message);
            return true;
        }
        mine.running(System.nanoTime());
        LeaderFollowerStrategy.handle(source, message);
        return mine.reading();
    }

    private synchronized void startWatcher() {
        if (watcher != null || closed) {
            return;
        }
        watcher = new Thread(null, this::watch, config.namePrefix() + "-conn-watcher", config.stackSize());
        watcher.setDaemon(true);
        watcher.start();
    }

    /** Every hand-over time: hands over each connection whose request has run that long. */
    private void watch() {
        while (!closed) {
            LockSupport.parkNanos(this, handOverAfterNanos);
            long before = System.nanoTime() - handOverAfterNanos;
            for (ConnectionReading held : readers.keySet()) {
                if (held.takeOverIfRunningSince(before) && !closed) {
                    handOvers.increment();
                    startReader(held.source);
                }
            }
        }
    }

    /**
     * The next message, read ahead in blocking mode (one read for a message that arrives whole)
     * after polling for it a while; {@code null} once reading failed or the stream ended, reported
     * to the source.
     */
    private <M> M next(ConnectionReading mine, MessageSource<M> source) {
        try {
            M message;
            do {
                message = spinning.read(source, mine.polling);
            } while (message == null);
            return message;
        } catch (IOException | RuntimeException e) {
            source.readFailed(e);
            return null;
        }
    }

    /**
     * {@inheritDoc} Here: the Fragments of a request come on the connection its thread reads, so
     * that thread reads on, running requests that arrive meanwhile, unless the connection was
     * handed over; a reply is read as {@link LeaderFollowerStrategy} reads it, after the thread
     * has handed its own connection over.
     */
    @Override
    public <R> R await(MessageSource<?> source, PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        ConnectionReading mine = reading.get();
        if (mine != null && mine.source == source && mine.reading()) {
            long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : 0;
            readOwn(mine, source, waiter, deadline);
            boolean current = mine.isCurrent();
            if (current) {
                mine.running(System.nanoTime()); // back in the request whose Fragment it waited for
            }
            if (waiter.isDone()) {
                return waiter.result();
            }
            if (closed) {
                waiter.abandon();
                throw new ExecutionException(new IllegalStateException("the ORB's threads were stopped"));
            }
            long left = deadline == 0 ? 0 : TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (current || (deadline != 0 && left <= 0)) {
                waiter.abandon();
                throw new TimeoutException();
            }
            return waiter.await(left); // read on by the thread it was handed to, or failed
        }
        if (source.acceptsRequests()) {
            return waiter.await(timeoutMillis); // another thread reads that connection and delivers
        }
        handOver();
        return callers.await(source, waiter, timeoutMillis);
    }

    /**
     * As the thread of {@code source}, not running a request meanwhile: reads and handles its
     * messages until {@code waiter} is done, the deadline (0 for none) passes, the connection
     * fails, or the connection is handed over while a request read meanwhile runs. A timed wait
     * selects on the channel, which goes back to blocking mode after the outermost such wait.
     * Once reading failed, nobody reads on.
     */
    private <M> void readOwn(ConnectionReading mine, MessageSource<M> source, PendingReplies.Waiter<?> waiter,
            long deadline) {
        if (deadline == 0) {
            serveUntil(mine, source, waiter::isDone);
            return;
        }
        boolean outermost = mine.selector == null; // a request run meanwhile may wait for its own Fragments
        try {
            if (outermost) {
                Selector selector = Selector.open();
                source.channel().configureBlocking(false);
                source.channel().register(selector, SelectionKey.OP_READ);
                mine.selector = selector;
            }
            while (!waiter.isDone() && !closed) {
                M message = source.hasBuffered() ? source.poll() : null;
                if (message == null) {
                    long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                    if (left <= 0) {
                        break;
                    }
                    mine.selector.select(left);
                    message = source.poll();
                }
                if (message != null && !handle(mine, source, message)) {
                    return; // handed over by the request it ran, which stopped the selecting
                }
            }
            if (outermost) {
                stopSelecting(mine);
            }
        } catch (IOException | RuntimeException e) {
            mine.stop();
            source.readFailed(e);
            Selector selector = mine.selector;
            if (outermost && selector != null) {
                closeQuietly(selector);
            }
        }
    }

    private static void closeQuietly(Selector selector) {
        try {
            selector.close();
        } catch (IOException e) {
            // the connection has failed already; nothing else holds this selector
        }
    }

    /**
     * Ends a timed wait's selecting: the selector's close deregisters the channel, which returns
     * to blocking mode before the watcher may see it unselected.
     */
    private static void stopSelecting(ConnectionReading mine) throws IOException {
        Selector selector = mine.selector;
        if (selector == null) {
            return;
        }
        selector.close();
        mine.source.channel().configureBlocking(true);
        mine.selector = null;
    }

    /**
     * Before this thread waits for a reply: if it is a connection's thread, a new thread takes
     * over reading that connection, so that requests arriving there meanwhile (a callback of the
     * call it waits for) are served; this thread ends after its upcall.
     */
    private void handOver() {
        ConnectionReading mine = reading.get();
        if (mine == null || !mine.isCurrent() || closed) {
            return;
        }
        try {
            stopSelecting(mine); // the new thread reads in blocking mode
        } catch (IOException e) {
            mine.stop();
            mine.source.readFailed(e);
            return;
        }
        if (mine.stop()) {
            handOvers.increment();
            startReader(mine.source);
        }
    }

    /** {@inheritDoc} Here: true; a connection's thread reads in blocking mode but for timed waits. */
    @Override
    public boolean switchesServerChannelsToBlocking() {
        return true;
    }

    /** {@inheritDoc} Here: a poll does not block, so the connection stays with its thread. */
    @Override
    public boolean poll(Collection<? extends MessageSource<?>> sources, BooleanSupplier done) {
        return callers.poll(sources, done);
    }

    @Override
    public void awaitAny(Collection<? extends MessageSource<?>> sources, BooleanSupplier done, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        handOver();
        callers.awaitAny(sources, done, timeoutMillis);
    }

    /** {@inheritDoc} Connection threads end as the ORB closes their connections. */
    @Override
    public void close(long timeoutMillis) {
        closed = true;
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        callers.close(timeoutMillis);
        List<Thread> threads = new ArrayList<>(readers.values());
        synchronized (this) {
            if (watcher != null) {
                LockSupport.unpark(watcher);
                threads.add(watcher);
            }
        }
        for (Thread thread : threads) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (thread == Thread.currentThread() || left <= 0) {
                continue;
            }
            try {
                thread.join(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** {@inheritDoc} Here: the connections' threads, the watcher and the client connections' pool thread. */
    @Override
    public int threads() {
        Thread watching;
        synchronized (this) {
            watching = watcher;
        }
        return readers.size() + (watching != null && watching.isAlive() ? 1 : 0) + callers.threads();
    }

    /** {@inheritDoc} Here: connections handed to a new thread, before a nested wait or by the watcher. */
    @Override
    public long wakeUps() {
        return handOvers.sum() + callers.wakeUps();
    }
}
