package org.peregrine.poa.dsi;

import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.NVList;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.portable.InputStream;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.dii.Arguments;
import org.peregrine.orb.dii.RequestContexts;
import org.peregrine.orb.stream.CdrInputStream;

/**
 * Peregrine's ServerRequest (CORBA 3.0 §8.3): what a {@code DynamicImplementation} servant reads
 * its request from and answers it with. It reads the in and inout arguments into the Anys of the
 * servant's list by their TypeCodes, straight from the request message, and holds the outcome
 * for {@link DynamicReply} to write. The standard sequence is enforced with BAD_INV_ORDER: {@code
 * arguments} once (or {@code set_exception} instead), then at most one {@code ctx} and one {@code
 * set_result}; {@code set_exception} at any time. Confined to the thread running the upcall.
 */
final class DsiServerRequest extends org.omg.CORBA.ServerRequest {

    /** The name of the context a request brings, made of the properties it sends. */
    private static final String REQUEST_CONTEXT = "request";

    private enum Phase { NEW, ARGUMENTS_READ, RESULT_SET, EXCEPTION_SET }

    private final String operation;
    private final InputStream in;
    private Phase phase = Phase.NEW;
    private boolean contextRead;
    private NVList arguments;
    private Any result;
    private Any exception;

    /** @param in the request's arguments, positioned at the first */
    DsiServerRequest(String operation, InputStream in) {
        this.operation = operation;
        this.in = in;
    }

    @Override
    public String operation() {
        return operation;
    }

    /** Reads the in and inout arguments into {@code list}'s Anys, by their TypeCodes. */
    @Override
    public void arguments(NVList list) {
        if (phase != Phase.NEW) {
            throw SystemExceptions.of(DsiMinor.ARGUMENTS_OUT_OF_ORDER, CompletionStatus.COMPLETED_NO, operation);
        }
        Arguments.readIn(in, list);
        arguments = list;
        phase = Phase.ARGUMENTS_READ;
    }

    /**
     * The context the request brings after its arguments, or {@code null} if it brings none
     * (its operation has no context clause).
     */
    @Override
    public Context ctx() {
        if (phase != Phase.ARGUMENTS_READ || contextRead) {
            throw SystemExceptions.of(DsiMinor.CTX_OUT_OF_ORDER, CompletionStatus.COMPLETED_NO, operation);
        }
        contextRead = true;
        if (!((CdrInputStream) in).reader().hasMore()) {
            return null;
        }
        return RequestContexts.read(in, REQUEST_CONTEXT, in.orb()::create_any);
    }

    @Override
    public void set_result(Any value) {
        if (phase != Phase.ARGUMENTS_READ) {
            throw SystemExceptions.of(DsiMinor.SET_RESULT_OUT_OF_ORDER, CompletionStatus.COMPLETED_NO, operation);
        }
        result = value;
        phase = Phase.RESULT_SET;
    }

    /** Answers with the user or system exception {@code value} holds, replacing any result. */
    @Override
    public void set_exception(Any value) {
        if (value.type().kind() != TCKind.tk_except) {
            throw SystemExceptions.of(DsiMinor.NOT_AN_EXCEPTION, CompletionStatus.COMPLETED_NO, operation,
                    value.type().kind().value());
        }
        exception = value;
        phase = Phase.EXCEPTION_SET;
    }

    /** The exception set, or {@code null}. */
    Any exception() {
        return exception;
    }

    /** The result set, or {@code null}. */
    Any result() {
        return result;
    }

    /** The arguments read, or {@code null} if {@link #arguments} was not called. */
    NVList arguments() {
        return arguments;
    }
}
