package org.peregrine.giop.message;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A part of a message could not be written to its connection while the message was being
 * marshalled or completed. Unchecked because it surfaces from inside {@link CdrWriter}'s
 * primitive writes, which callers (stubs, skeletons) cannot be made to declare.
 *
 * <p>{@link #partsLeft()} tells whether some part of the message may already be on the wire:
 * then the peer holds a partial message, and the caller must cancel it (GIOP 1.2 request) or
 * close the connection; either way the failure is COMPLETED_NO once cancelled.
 */
public final class MessageWriteException extends UncheckedIOException {

    private static final long serialVersionUID = 1L;

    private final boolean partsLeft;

    public MessageWriteException(String message, IOException cause, boolean partsLeft) {
        super(message, cause);
        this.partsLeft = partsLeft;
    }

    /** Whether some octets of the message may have reached the connection. */
    public boolean partsLeft() {
        return partsLeft;
    }
}
