package org.peregrine.giop.message;

import org.omg.CORBA.SystemException;

/**
 * A violation of the GIOP framing rules by a peer (bad magic, unknown version or type, oversized
 * message, stray fragment): the connection answers with MessageError and closes (CORBA 3.0
 * §15.4.8), and callers waiting on it get {@link #exception()}.
 */
public final class GiopProtocolException extends Exception {

    private final transient SystemException exception;

    public GiopProtocolException(SystemException exception) {
        super(exception.getMessage(), exception);
        this.exception = exception;
    }

    /** The system exception that describes the violation. */
    public SystemException exception() {
        return exception;
    }
}
