package org.peregrine.threading;

import java.io.IOException;
import java.nio.channels.SelectableChannel;

/**
 * A source of incoming messages, usually one connection, served by a {@link DispatchStrategy}.
 * The strategy decides which thread reads and which thread handles each message; the source
 * knows what a message means.
 *
 * <p>A source can be read two ways; the strategy picks one before it starts and never mixes them:
 * whole messages one at a time ({@link #read}, the channel in blocking mode) or reading ahead
 * ({@link #poll}). A strategy polls a channel it has switched to non-blocking mode when a selector
 * finds it readable, or a channel still in blocking mode, where each read waits for bytes; it may
 * switch a polled channel from blocking to non-blocking mode between polls.
 *
 * @param <M> the message type
 */
public interface MessageSource<M> {

    /**
     * Blocks until the next complete message has been read.
     *
     * @return the message, or {@code null} when the source has ended normally (the strategy then
     *     calls {@link #readFailed} with an {@link java.io.EOFException}, as {@link #poll} would)
     * @throws IOException when reading failed; the strategy then calls {@link #readFailed}
     */
    M read() throws IOException;

    /**
     * Reads what the channel has and returns the next complete message, or {@code null} if none
     * is complete yet. In non-blocking mode it does not wait; in blocking mode each read waits
     * for some bytes, so it returns a message.
     *
     * @throws java.io.EOFException at the end of the stream
     * @throws IOException when reading failed; the strategy then calls {@link #readFailed}
     */
    M poll() throws IOException;

    /** Whether a complete message is already buffered, so {@link #poll} returns it at once. */
    boolean hasBuffered();

    /**
     * How many bytes the channel holds that a read would take without waiting, asked of the
     * kernel without reading and in either blocking mode: for a reader that polls before it blocks.
     */
    int available() throws IOException;

    /**
     * Whether a thread is writing to this source's connection now, which includes waiting for
     * the peer to take a message; asked by another thread than the writer's.
     */
    default boolean writing() {
        return false;
    }

    /** The channel this source reads, for strategies that wait for readiness with a selector. */
    SelectableChannel channel();

    /**
     * Whether {@code message} is handled on the thread that read it: short work that never
     * blocks, such as handing a reply to its waiting caller. Other messages (requests, whose
     * upcalls may block or call out) may be handled by another thread.
     */
    boolean handlesInline(M message);

    /**
     * Whether requests arrive on this source (a server connection), so that it needs threads
     * serving it while no caller waits; a client connection is read by its waiting callers.
     */
    boolean acceptsRequests();

    /** Handles a message; owns it from here on. Exceptions are reported, not propagated. */
    void handle(M message);

    /** Called when no thread could be found to handle {@code message}; owns it. */
    void rejected(M message);

    /** Called once when reading failed; no more reads follow. */
    void readFailed(Throwable cause);

    /** A short name for thread names and logs, e.g. the peer address. */
    String name();
}
