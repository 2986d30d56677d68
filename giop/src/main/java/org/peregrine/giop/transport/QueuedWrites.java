package org.peregrine.giop.transport;

import java.io.IOException;
import java.nio.channels.CancelledKeyException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * One ORB's thread that writes what its connections' sockets did not take at once ({@link
 * WriteBacklog}), as each socket can take more: the writing threads have gone on. It selects on a
 * selector of its own, besides any the dispatch strategy reads the channels with, and starts
 * with the first backlog, so an ORB whose peers read their messages never runs it.
 *
 * <p>Thread-safe.
 */
public final class QueuedWrites implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(QueuedWrites.class.getName());

    private final long maxQueuedBytes;
    private final String threadName;
    private final Consumer<BacklogLimitException> overflowed;
    /** Backlogs that became non-empty, for the thread to watch. */
    private final Queue<WriteBacklog> toWatch = new ConcurrentLinkedQueue<>();
    private Selector selector;
    private Thread thread;
    private volatile boolean closed;

    /**
     * @param maxQueuedBytes the most octets a connection may hold for its peer when a message
     *     starts on it; more fails the message and closes the connection
     * @param threadName the name of the thread, once it starts
     * @param overflowed told of each connection closed so (to count and log it)
     */
    public QueuedWrites(long maxQueuedBytes, String threadName, Consumer<BacklogLimitException> overflowed) {
        if (maxQueuedBytes < 0) {
            throw new IllegalArgumentException("maxQueuedBytes " + maxQueuedBytes);
        }
        this.maxQueuedBytes = maxQueuedBytes;
        this.threadName = threadName;
        this.overflowed = overflowed;
    }

    long maxQueuedBytes() {
        return maxQueuedBytes;
    }

    /** Reports a connection closed because its peer left more than the limit unread. */
    void overflowed(BacklogLimitException overflow) {
        overflowed.accept(overflow);
    }

    /** Has the thread write {@code backlog} as its socket can take it; called as it becomes non-empty. */
    void watch(WriteBacklog backlog) throws IOException {
        toWatch.add(backlog);
        Selector running = start();
        if (running == null) {
            throw new IOException("the ORB's writes have stopped");
        }
        running.wakeup();
    }

    private synchronized Selector start() throws IOException {
        if (closed) {
            return null;
        }
        if (selector == null) {
            selector = Selector.open();
            thread = new Thread(this::run, threadName);
            thread.setDaemon(true);
            thread.start();
        }
        return selector;
    }

    private void run() {
        try {
            while (!closed) {
                for (WriteBacklog backlog; (backlog = toWatch.poll()) != null; ) {
                    register(backlog);
                }
                selector.select();
                for (SelectionKey key : selector.selectedKeys()) {
                    flush(key);
                }
                selector.selectedKeys().clear();
            }
        } catch (IOException | ClosedSelectorException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.ERROR, "queued writes stopped", e);
            }
        }
    }

    private static void flush(SelectionKey key) {
        try {
            if (key.isValid() && ((WriteBacklog) key.attachment()).flush()) {
                key.interestOps(0); // watched again, after this loop, once it fills again
            }
        } catch (CancelledKeyException e) {
            // the channel closed meanwhile, which dropped its backlog
        }
    }

    /** Watches the backlog's channel for room to write; a closed channel fails the backlog. */
    private void register(WriteBacklog backlog) {
        try {
            SelectionKey key = backlog.channel().keyFor(selector);
            if (key != null && key.isValid()) {
                key.interestOps(SelectionKey.OP_WRITE);
            } else {
                backlog.channel().register(selector, SelectionKey.OP_WRITE, backlog);
            }
        } catch (ClosedChannelException | CancelledKeyException e) {
            backlog.flush(); // fails on the closed channel, which drops what is queued
        }
    }

    /** Whether the thread runs (some connection's peer was once slower than its writers). */
    public synchronized boolean running() {
        return thread != null && thread.isAlive();
    }

    /** Stops the thread; what connections still queue is dropped as they close. */
    @Override
    public void close() {
        Thread stopping;
        synchronized (this) {
            closed = true;
            stopping = thread;
            if (selector != null) {
                selector.wakeup();
            }
        }
        if (stopping != null) {
            try {
                stopping.join(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        synchronized (this) {
            if (selector != null) {
                try {
                    selector.close();
                } catch (IOException ignored) {
                    // nothing is left to release
                }
            }
        }
    }
}
