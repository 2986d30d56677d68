package org.peregrine.giop.transport;

import java.io.EOFException;

/** The peer closed the connection inside a message: after some of its octets, before the last. */
public final class MessageCutOffException extends EOFException {

    private static final long serialVersionUID = 1L;

    MessageCutOffException(String message) {
        super(message);
    }
}
