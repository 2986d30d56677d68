package org.peregrine.interop.rmi;

import java.rmi.RemoteException;

/**
 * A {@code RemoteException} of the server's own. A remote method's {@code RemoteException}s are
 * left out of its IDL {@code raises} clause (Java Language to IDL Mapping §1.3.4), so one thrown
 * by the server travels as an UNKNOWN system exception whose UnknownExceptionInfo service context
 * carries this object as a value, and reaches the client wrapped in a {@code ServerException}
 * (§1.4.8), fields and all.
 */
public final class ExchangeFailure extends RemoteException {

    private static final long serialVersionUID = 1L;

    private final int severity;

    public ExchangeFailure(String message, int severity) {
        super(message);
        this.severity = severity;
    }

    public int severity() {
        return severity;
    }
}
