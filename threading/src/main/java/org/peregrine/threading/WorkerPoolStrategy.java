package org.peregrine.threading;

import java.io.EOFException;
import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.jctools.queues.MpmcArrayQueue;

/**
 * The worker-pool baseline (the architecture Juric et al. measured in Java IDL, kept to measure
 * leader/follower against): a reader thread per connection, which hands each request to a worker
 * through a JCTools queue, and delivers replies to their parked callers.
 *
 * <p>A reader never runs an upcall, so a reply to a nested call is read while its caller (an
 * upcall) waits, and callbacks never deadlock while a worker is free. Workers start on demand up
 * to {@link ThreadConfig#maxWorkers()} and park while the queue is empty; a worker idle for
 * {@value #IDLE_SECONDS} s ends if more than {@link ThreadConfig#minWorkers()} run. The queue is
 * bounded: a request arriving when it is full is {@linkplain MessageSource#rejected rejected}.
 * Costs one thread hand-off per request and one per reply.
 */
public final class WorkerPoolStrategy implements DispatchStrategy {

    private static final System.Logger LOG = System.getLogger(WorkerPoolStrategy.class.getName());
    private static final long IDLE_SECONDS = 30;
    /** Queued requests per worker thread allowed before requests are rejected. */
    private static final int QUEUE_PER_WORKER = 4;

    private final ThreadConfig config;
    private final MpmcArrayQueue<Runnable> tasks;
    private final ConcurrentLinkedDeque<Thread> idle = new ConcurrentLinkedDeque<>();
    private final Set<Thread> readers = ConcurrentHashMap.newKeySet();
    private final AtomicInteger workers = new AtomicInteger();
    private final LongAdder wakeUps = new LongAdder();
    private final AtomicInteger workerCount = new AtomicInteger();
    private final AtomicInteger readerCount = new AtomicInteger();
    private volatile boolean closed;

    public WorkerPoolStrategy(ThreadConfig config) {
        this.config = config;
        this.tasks = new MpmcArrayQueue<>(Math.max(16, config.maxWorkers() * QUEUE_PER_WORKER));
    }

    @Override
    public <M> void serve(MessageSource<M> source) {
        if (closed) {
            throw new IllegalStateException("strategy closed");
        }
        String name = config.namePrefix() + "-reader-" + readerCount.incrementAndGet() + "-" + source.name();
        Thread reader = new Thread(null, () -> readLoop(source), name, config.stackSize());
        reader.setDaemon(true);
        readers.add(reader);
        reader.start();
    }

    private <M> void readLoop(MessageSource<M> source) {
        try {
            while (true) {
                M message;
                try {
                    message = source.read();
                } catch (Exception e) {
                    source.readFailed(e);
                    return;
                }
                if (message == null) {
                    // the same end as the selector's strategy sees: the source closes and frees its state
                    source.readFailed(new EOFException("end of stream from " + source.name()));
                    return;
                }
                dispatch(source, message);
            }
        } finally {
            readers.remove(Thread.currentThread());
        }
    }

    private <M> void dispatch(MessageSource<M> source, M message) {
        if (source.handlesInline(message)) {
            runReporting(source, message);
            return;
        }
        if (closed || !tasks.offer(() -> runReporting(source, message))) {
            source.rejected(message);
            return;
        }
        wakeWorker();
    }

    /** Unparks an idle worker, or starts one if none idles and the pool may grow. */
    private void wakeWorker() {
        Thread worker = idle.pollFirst();
        if (worker != null) {
            wakeUps.increment();
            LockSupport.unpark(worker);
            return;
        }
        int running = workers.get();
        if (running < config.maxWorkers() && workers.compareAndSet(running, running + 1)) {
            wakeUps.increment();
            Thread thread = new Thread(null, this::workLoop,
                    config.namePrefix() + "-worker-" + workerCount.incrementAndGet(), config.stackSize());
            thread.setDaemon(true);
            thread.start();
        }
    }

    private void workLoop() {
        Thread me = Thread.currentThread();
        try {
            long idleSince = System.nanoTime();
            while (!closed) {
                Runnable task = tasks.poll();
                if (task != null) {
                    task.run();
                    idleSince = System.nanoTime();
                    continue;
                }
                idle.addFirst(me);
                task = tasks.poll(); // re-check: a task offered before we were idle finds nobody to wake
                if (task == null) {
                    LockSupport.parkNanos(this, TimeUnit.SECONDS.toNanos(1));
                }
                idle.remove(me);
                if (task != null) {
                    task.run();
                    idleSince = System.nanoTime();
                } else if (System.nanoTime() - idleSince > TimeUnit.SECONDS.toNanos(IDLE_SECONDS)
                        && retire()) {
                    return;
                }
            }
        } finally {
            if (closed) {
                workers.decrementAndGet();
            }
        }
    }

    /** Ends this worker if more than the minimum run; whether it did. */
    private boolean retire() {
        int running = workers.get();
        return running > config.minWorkers() && workers.compareAndSet(running, running - 1);
    }

    private static <M> void runReporting(MessageSource<M> source, M message) {
        try {
            source.handle(message);
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "Unhandled failure while handling a message from " + source.name(), e);
        }
    }

    /** The reader thread delivers the reply; the caller just blocks. */
    @Override
    public <R> R await(MessageSource<?> source, PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        return waiter.await(timeoutMillis);
    }

    /** {@inheritDoc} Here: the sources' reader threads deliver replies; this only tests. */
    @Override
    public boolean poll(Collection<? extends MessageSource<?>> sources, BooleanSupplier done) {
        return done.getAsBoolean();
    }

    /** {@inheritDoc} Here: the sources' reader threads deliver replies; the caller just parks. */
    @Override
    public void awaitAny(Collection<? extends MessageSource<?>> sources, BooleanSupplier done, long timeoutMillis)
            throws TimeoutException, InterruptedException {
        PendingReplies.parkUntil(done, timeoutMillis);
    }

    @Override
    public void close(long timeoutMillis) {
        closed = true;
        idle.forEach(LockSupport::unpark);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (workers.get() > 0 && System.nanoTime() < deadline) {
            idle.forEach(LockSupport::unpark);
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
    }

    @Override
    public int threads() {
        return readers.size() + workers.get();
    }

    @Override
    public long wakeUps() {
        return wakeUps.sum();
    }
}
