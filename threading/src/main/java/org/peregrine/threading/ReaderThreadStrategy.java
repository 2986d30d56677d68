package org.peregrine.threading;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A reader thread per source and a worker pool for the messages that may block (requests).
 *
 * <p>This is the simple, correct strategy: a reader never runs an upcall, so a reply to a
 * nested call is always read while the thread that waits for it (or any upcall) is blocked, and
 * callbacks never deadlock while the pool has a free worker. It costs one thread hand-off per
 * request, which the leader/follower strategy removes. The pool grows on demand up to {@link
 * ThreadConfig#maxWorkers()} (a synchronous hand-off, no queue), so a request either gets a
 * thread at once or is {@linkplain MessageSource#rejected rejected}.
 */
public final class ReaderThreadStrategy implements DispatchStrategy {

    private static final System.Logger LOG = System.getLogger(ReaderThreadStrategy.class.getName());

    private final ThreadConfig config;
    private final ThreadPoolExecutor workers;
    private final Set<Thread> readers = ConcurrentHashMap.newKeySet();
    private final AtomicInteger readerCount = new AtomicInteger();
    private volatile boolean closed;

    public ReaderThreadStrategy(ThreadConfig config) {
        this.config = config;
        this.workers = new ThreadPoolExecutor(config.minWorkers(), config.maxWorkers(), 30, TimeUnit.SECONDS,
                new SynchronousQueue<>(), threadFactory(config.namePrefix() + "-worker-"));
    }

    private ThreadFactory threadFactory(String prefix) {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(null, task, prefix + count.incrementAndGet(), config.stackSize());
            thread.setDaemon(true);
            return thread;
        };
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
        try {
            workers.execute(() -> runReporting(source, message));
        } catch (RejectedExecutionException e) {
            source.rejected(message);
        }
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
    public <R> R await(PendingReplies.Waiter<R> waiter, long timeoutMillis)
            throws TimeoutException, ExecutionException, InterruptedException {
        return waiter.await(timeoutMillis);
    }

    @Override
    public void close(long timeoutMillis) {
        closed = true;
        workers.shutdown();
        try {
            workers.awaitTermination(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        workers.shutdownNow();
    }

    @Override
    public int threads() {
        return readers.size() + workers.getPoolSize();
    }
}
