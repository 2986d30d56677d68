package org.peregrine.threading;

import java.io.IOException;

/**
 * A source of incoming messages, usually one connection, served by a {@link DispatchStrategy}.
 * The strategy decides which thread reads and which thread handles each message; the source
 * knows what a message means.
 *
 * @param <M> the message type
 */
public interface MessageSource<M> {

    /**
     * Blocks until the next complete message has been read.
     *
     * @return the message, or {@code null} when the source has ended normally
     * @throws IOException when reading failed; the strategy then calls {@link #readFailed}
     */
    M read() throws IOException;

    /**
     * Whether {@code message} is handled on the thread that read it: short work that never
     * blocks, such as handing a reply to its waiting caller. Other messages (requests, whose
     * upcalls may block or call out) may be handed to other threads.
     */
    boolean handlesInline(M message);

    /** Handles a message; owns it from here on. Exceptions are reported, not propagated. */
    void handle(M message);

    /** Called when no thread could be found to handle {@code message}; owns it. */
    void rejected(M message);

    /** Called once when {@link #read} failed; no more reads follow. */
    void readFailed(Throwable cause);

    /** A short name for thread names and logs, e.g. the peer address. */
    String name();
}
