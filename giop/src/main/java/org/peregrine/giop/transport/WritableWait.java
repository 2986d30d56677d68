package org.peregrine.giop.transport;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;

/**
 * Waits until a non-blocking channel can take more bytes, for a writer that must write a whole
 * message from the calling thread (leader/follower: no writer thread). Each thread keeps its own
 * selector; the channel's registration with the strategy's selector is untouched.
 */
final class WritableWait {

    private static final ThreadLocal<Selector> SELECTORS = ThreadLocal.withInitial(WritableWait::openSelector);
    private static final long MAX_WAIT_MILLIS = 1_000;

    private WritableWait() {
    }

    private static Selector openSelector() {
        try {
            return Selector.open();
        } catch (IOException e) {
            throw new IllegalStateException("cannot open a selector", e);
        }
    }

    /** Returns once {@code channel} is writable (or a second passed; the caller writes again). */
    static void await(SocketChannel channel) throws IOException {
        if (channel.isBlocking()) {
            return; // a blocking write never returns 0 bytes for long
        }
        Selector selector = SELECTORS.get();
        SelectionKey key = channel.register(selector, SelectionKey.OP_WRITE);
        try {
            selector.select(MAX_WAIT_MILLIS);
        } finally {
            key.cancel();
            selector.selectNow(); // flush the cancelled key so the channel can be registered again
        }
    }
}
