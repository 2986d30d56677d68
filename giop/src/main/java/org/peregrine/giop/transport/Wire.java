package org.peregrine.giop.transport;

import java.io.IOException;
import java.nio.channels.GatheringByteChannel;
import java.nio.channels.ScatteringByteChannel;
import java.nio.channels.SocketChannel;

/**
 * The octets of one connection as GIOP reads and writes them: the socket's own ({@link
 * PlainWire}) or those TLS protects on it ({@link TlsWire}). Reads and writes follow the
 * socket's blocking mode, which the dispatch strategy sets on {@link #socket()}: in non-blocking
 * mode either may return 0.
 *
 * <p>A wire may hold octets a selector watching the socket cannot see: input already taken off
 * the socket ({@link #hasBufferedInput}), and output written but not yet on the socket ({@link
 * #flush}).
 */
public interface Wire extends ScatteringByteChannel, GatheringByteChannel {

    /** The socket underneath, for a selector to watch and a strategy to set its blocking mode. */
    SocketChannel socket();

    /**
     * Whether a read would return octets without the socket becoming readable: input this wire
     * took off the socket and has not handed out yet. The reading thread asks, or a thread that
     * holds the reading thread's lock.
     */
    boolean hasBufferedInput();

    /** How many octets a read would take at once, or more than 0 if only some are known to be there. */
    int available() throws IOException;

    /**
     * Writes what earlier writes left here; in non-blocking mode as much as the socket takes now.
     * Called by the thread that writes.
     *
     * @return whether nothing is left
     */
    boolean flush() throws IOException;
}
