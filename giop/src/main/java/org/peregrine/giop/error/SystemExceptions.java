package org.peregrine.giop.error;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;

/**
 * The one place system exceptions are made from catalog entries, so that every exception the ORB
 * raises carries a minor code of a catalog and the message that code documents.
 */
public final class SystemExceptions {

    private SystemExceptions() {
    }

    /** Makes the exception of {@code code}'s kind with its minor code and formatted message. */
    public static SystemException of(MinorCode code, CompletionStatus completion, Object... args) {
        return code.kind().create(code.format().formatted(args), code.value(), completion);
    }

    /** As {@link #of}, with the cause chained. */
    public static SystemException of(
            MinorCode code, CompletionStatus completion, Throwable cause, Object... args) {
        SystemException exception = of(code, completion, args);
        exception.initCause(cause);
        return exception;
    }

    /**
     * A new exception like {@code exception}, with it as the cause: for rethrowing one failure
     * (say, of a connection) in each of the threads it concerns, each with its own stack trace.
     */
    public static SystemException rethrown(SystemException exception) {
        return rethrown(exception, exception.completed);
    }

    /** {@link #rethrown(SystemException)} with the completion status this thread knows to be true. */
    public static SystemException rethrown(SystemException exception, CompletionStatus completion) {
        SystemExceptionKind kind = SystemExceptionKind.of(exception);
        if (kind == null) {
            return exception;
        }
        SystemException copy = kind.create(exception.getMessage(), exception.minor, completion);
        copy.initCause(exception);
        return copy;
    }
}
