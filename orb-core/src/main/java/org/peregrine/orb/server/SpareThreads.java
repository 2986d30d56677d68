package org.peregrine.orb.server;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.peregrine.threading.ThreadConfig;

/**
 * Threads for the requests a server must not run on the thread that read them: a fragmented
 * request read by a thread that is itself waiting for a Fragment would otherwise run nested in
 * that wait, and the request below it on the thread's stack could not go on before the nested
 * one got all its Fragments (or timed out), however soon its own arrived. Started as needed,
 * ended after a minute idle; with the ORB's thread stack size. Thread-safe.
 */
public final class SpareThreads implements AutoCloseable {

    private static final long KEEP_ALIVE_SECONDS = 60;

    private final ThreadPoolExecutor executor;

    public SpareThreads(ThreadConfig config) {
        AtomicInteger started = new AtomicInteger();
        this.executor = new ThreadPoolExecutor(0, Integer.MAX_VALUE, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS,
                new SynchronousQueue<>(), task -> {
                    Thread thread = new Thread(null, task, config.namePrefix() + "-spare-" + started.incrementAndGet(),
                            config.stackSize());
                    thread.setDaemon(true);
                    return thread;
                });
    }

    /**
     * Runs {@code task} on a spare thread, started if none is free.
     *
     * @throws RejectedExecutionException once closed
     */
    public void run(Runnable task) {
        executor.execute(task);
    }

    /** The spare threads alive now. */
    public int threads() {
        return executor.getPoolSize();
    }

    /** Takes no more tasks; waits up to {@code timeoutMillis} for those running. */
    public void close(long timeoutMillis) {
        executor.shutdown();
        try {
            executor.awaitTermination(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        close(0);
    }
}
