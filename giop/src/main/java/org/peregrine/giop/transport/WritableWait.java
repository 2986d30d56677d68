package org.peregrine.giop.transport;

import java.io.IOException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;

/**
 * Waits until a connection's non-blocking channel can take more bytes, for a writer that must
 * write a whole message from the calling thread: on a channel without a {@link WriteBacklog} (one
 * a strategy switches between modes, such as a thread-per-connection reader's during a timed
 * wait). The connection's own selector, opened the first time a write has to wait and closed with
 * the connection; the channel's registration with the strategy's selector is untouched. Used
 * under the connection's write lock, by one thread at a time.
 */
final class WritableWait implements AutoCloseable {

    private static final long MAX_WAIT_MILLIS = 1_000;

    private final SocketChannel channel;
    private Selector selector;
    private boolean closed;

    WritableWait(SocketChannel channel) {
        this.channel = channel;
    }

    /** Returns once the channel is writable (or a second passed; the caller writes again). */
    void await() throws IOException {
        if (channel.isBlocking()) {
            return; // a blocking write never returns 0 bytes for long
        }
        try {
            Selector waiting = selector();
            SelectionKey key = channel.register(waiting, SelectionKey.OP_WRITE);
            try {
                waiting.select(MAX_WAIT_MILLIS);
            } finally {
                key.cancel();
                waiting.selectNow(); // flush the cancelled key so the channel can be registered again
            }
        } catch (ClosedSelectorException e) {
            throw new IOException("connection closed while a write waited", e);
        }
    }

    private synchronized Selector selector() throws IOException {
        if (closed) {
            throw new ClosedSelectorException();
        }
        if (selector == null) {
            selector = Selector.open();
        }
        return selector;
    }

    /** Whether a selector is open: one was needed, and the connection is not closed yet. */
    synchronized boolean selectorOpen() {
        return selector != null && selector.isOpen();
    }

    /** Closes the selector, if one was opened; a write waiting on it then fails. */
    @Override
    public synchronized void close() {
        closed = true;
        if (selector != null) {
            try {
                selector.close();
            } catch (IOException ignored) {
                // nothing is left to release
            }
        }
    }
}
