package org.peregrine.orb.dii;

import org.omg.CORBA.Environment;

/**
 * Where a DII request leaves the exception its call ended with: an {@code
 * UnknownUserException} holding a user exception, or a system exception (CORBA 3.0 §7.2). Read
 * by whichever thread takes the request's result, so the field is volatile.
 */
final class EnvironmentImpl extends Environment {

    private volatile Exception exception;

    @Override
    public Exception exception() {
        return exception;
    }

    @Override
    public void exception(Exception raised) {
        exception = raised;
    }

    @Override
    public void clear() {
        exception = null;
    }
}
