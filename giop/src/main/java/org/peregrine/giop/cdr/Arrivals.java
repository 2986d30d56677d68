package org.peregrine.giop.cdr;

import io.netty.buffer.CompositeByteBuf;
import org.omg.CORBA.SystemException;

/**
 * The rest of a message that arrives while a {@link CdrReader} reads it: a fragmented message
 * read fragment by fragment (CORBA 3.0 §15.4.9). Called by the reader's thread.
 */
public interface Arrivals {

    /**
     * Appends the next arrived piece of the message to the buffer being read (a {@link
     * CompositeByteBuf}), waiting for it if none has arrived.
     *
     * @return false when the whole message has been appended already
     * @throws SystemException when the message cannot arrive (the connection failed, or the
     *     wait timed out or was interrupted)
     */
    boolean awaitMore();

    /**
     * Lets go of the pieces that lie wholly before buffer index {@code before}; the indices of
     * the rest move down by the number returned.
     */
    int releaseBefore(int before);

    /** At most how many more octets the message can bring beyond what has been appended. */
    long mayStillArrive();
}
