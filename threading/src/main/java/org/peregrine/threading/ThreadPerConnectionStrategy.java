package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;

/**
 * A thread per server connection, as JDK RMI and omniORB's default serve: the connection's thread
 * waits in a blocking read, runs each request it reads itself and writes the reply, so a request
 * costs one wake-up (the kernel's, of the thread that will run it) and no thread ever selects or
 * hands a connection to another. Connections are served in parallel with no lock between them,
 * where leader/follower passes one leadership from thread to thread.
 *
 * <p>The price: requests on one connection run one after another. A peer that sends several
 * concurrent calls over one connection (JacORB and the GlassFish ORB do; Peregrine's clients open
 * a connection per concurrent caller) sees a long upcall hold up the requests behind it, except
 * that a thread about to wait for the reply to a call of its own first hands its connection to a
 * new thread ({@link #handOver}), so a callback arriving on that connection is read, and call
 * chains re-entering the ORB never deadlock.
 *
 * <p>Client connections go to a leader/follower set of one pool thread that never gets a request:
 * until the ORB serves a connection, callers read their replies with blocking reads ({@link
 * DirectReads}); from then on through its selector, whose leader also notices a peer closing an
 * idle connection.
 */
public final class ThreadPerConnectionStrategy implements DispatchStrategy {

    private final ThreadConfig config;
    private final LeaderFollowerStrategy callers;
    /** The server connection the current thread reads, if it is a connection's thread. */
    private final ThreadLocal<Reading> reading = new ThreadLocal<>();
    private final Set<Thread> readers = ConcurrentHashMap.newKeySet();
    private final AtomicInteger readerCount = new AtomicInteger();
    private final LongAdder handOvers = new LongAdder();
    private volatile boolean closed;

    /** A server connection and whether the thread that started reading it still does. */
    private static final class Reading {
        final MessageSource<?> source;
        boolean current = true;
        /** Set while a timed wait for a Fragment selects on the connection (non-blocking mode). */
        Selector selector;

        Reading(MessageSource<?> source) {
            this.source = source;
        }
    }

    public ThreadPerConnectionStrategy(ThreadConfig config) throws IOException {
        this.config = config;
        // given no source that accepts requests, so its one pool thread starts only when asked
        this.callers = new LeaderFollowerStrategy(config, 1, 0, true);
    }

    /** {@inheritDoc} Here: a server connection gets a thread of its own; callers read a client one. */
    @Override
    public <M> void serve(MessageSource<M> source) {
        if (closed) {
            throw new IllegalStateException("strategy closed");
        }
        if (source.acceptsRequests()) {
            callers.startPool(); // a serving ORB's idle client connections are watched, as under leader/follower
            startReader(source);
        } else {
            callers.serve(source);
        }
    }

    private void startReader(MessageSource<?> source) {
        String name = config.namePrefix() + "-conn-" + readerCount.incrementAndGet() + "-" + source.name();
        Thread thread = new Thread(null, () -> readLoop(source), name, config.stackSize());
        thread.setDaemon(true);
        readers.add(thread);
        thread.start();
    }

    /** Reads and handles the connection's messages until it ends or another thread takes it over. */
    private <M> void readLoop(MessageSource<M> source) {
        Reading mine = new Reading(source);
        reading.set(mine);
        try {
            while (mine.current && !closed) {
                M message = next(source);
                if (message == null) {
                    return;
                }
                LeaderFollowerStrategy.handle(source, message);
            }
        } finally {
            readers.remove(Thread.currentThread());
        }
    }

    /**
     * The next message, read ahead in blocking mode (one read for a message that arrives whole);
     * {@code null} once reading failed or the stream ended, reported to the source.
     */
    private static <M> M next(MessageSource<M> source) {
        try {
            M message;
            do {
                message = source.poll();
            } while (message == null);
            return message;
        } catch (IOException | RuntimeException e) {
            source.readFailed(e);
            return null;
        }
    }

    /**
     * {@inheritDoc} Here: the Fragments of a request come on the connection its thread reads, so
     * that thread reads on, running requests that arrive meanwhile (until a nested call hands the
     * connection over); a reply is read as {@link LeaderFollowerStrategy} reads it, after the
     * thread has handed its own connection over.
     */
    @Override
    public <R> R await(MessageSource<?> source, PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        Reading mine = reading.get();
        if (mine != null && mine.current && mine.source == source) {
            long deadline = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : 0;
            readOwn(mine, source, waiter, deadline);
            if (waiter.isDone()) {
                return waiter.result();
            }
            if (closed) {
                waiter.abandon();
                throw new ExecutionException(new IllegalStateException("the ORB's threads were stopped"));
            }
            long left = deadline == 0 ? 0 : TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (mine.current || (deadline != 0 && left <= 0)) {
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
     * As the thread of {@code source}: reads and handles its messages until {@code waiter} is
     * done, the deadline (0 for none) passes, the connection fails, or a request run meanwhile
     * hands the connection over. A timed wait selects on the channel, which goes back to
     * blocking mode after the outermost such wait. Once reading failed, nobody reads on.
     */
    private <M> void readOwn(Reading mine, MessageSource<M> source, PendingReplies.Waiter<?> waiter, long deadline) {
        if (deadline == 0) {
            while (mine.current && !waiter.isDone() && !closed) {
                M message = next(source);
                if (message == null) {
                    mine.current = false;
                    return;
                }
                LeaderFollowerStrategy.handle(source, message);
            }
            return;
        }
        boolean outermost = mine.selector == null; // a request run meanwhile may wait for its own Fragments
        try {
            if (outermost) {
                mine.selector = Selector.open();
                source.channel().configureBlocking(false);
                source.channel().register(mine.selector, SelectionKey.OP_READ);
            }
            while (mine.current && !waiter.isDone() && !closed) {
                M message = source.hasBuffered() ? source.poll() : null;
                if (message == null) {
                    long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                    if (left <= 0) {
                        break;
                    }
                    mine.selector.select(left);
                    message = source.poll();
                }
                if (message != null) {
                    LeaderFollowerStrategy.handle(source, message);
                }
            }
            if (outermost && mine.selector != null) {
                stopSelecting(mine);
            }
        } catch (IOException | RuntimeException e) {
            mine.current = false;
            source.readFailed(e);
            if (outermost && mine.selector != null) {
                closeQuietly(mine.selector);
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

    /** Ends a timed wait's selecting: the selector's close deregisters the channel. */
    private static void stopSelecting(Reading mine) throws IOException {
        Selector selector = mine.selector;
        mine.selector = null;
        selector.close();
        mine.source.channel().configureBlocking(true);
    }

    /**
     * Before this thread waits for a reply: if it is a connection's thread, a new thread takes
     * over reading that connection, so that requests arriving there meanwhile (a callback of the
     * call it waits for) are served; this thread ends after its upcall.
     */
    private void handOver() {
        Reading mine = reading.get();
        if (mine == null || !mine.current || closed) {
            return;
        }
        mine.current = false;
        if (mine.selector != null) {
            try {
                stopSelecting(mine); // the new thread reads in blocking mode
            } catch (IOException e) {
                mine.source.readFailed(e);
                return;
            }
        }
        handOvers.increment();
        startReader(mine.source);
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
        for (Thread thread : Set.copyOf(readers)) {
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

    @Override
    public int threads() {
        return readers.size() + callers.threads();
    }

    /** {@inheritDoc} Here: connections handed to a new thread before a nested wait. */
    @Override
    public long wakeUps() {
        return handOvers.sum() + callers.wakeUps();
    }
}
