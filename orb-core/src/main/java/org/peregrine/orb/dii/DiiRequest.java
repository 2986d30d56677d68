package org.peregrine.orb.dii;

import java.util.function.Supplier;
import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.Environment;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.Request;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.ApplicationException;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.RemarshalException;
import org.peregrine.orb.client.ClientDelegate;
import org.peregrine.orb.client.DeferredCall;

/**
 * A request of the dynamic invocation interface (CORBA 3.0 §7.2), sent through the same client
 * requests as a stub's: its delegate's {@code request}, the arguments written by their Anys'
 * TypeCodes, then {@code invoke} (or, deferred, a {@link DeferredCall} on the same pending
 * replies).
 *
 * <p>Outcomes: results land in the argument list and {@link #return_value()}; a user exception
 * in {@link #env()} as an {@code UnknownUserException} holding it; a system exception in {@link
 * #env()} too, and thrown by the call that reports the outcome ({@code invoke}, {@code
 * send_oneway}, {@code get_response}), as the JDK's ORB has always done. One thread at a time
 * may send or take the result of a request (its methods are synchronized).
 */
public final class DiiRequest extends Request {

    private final ClientDelegate delegate;
    private final org.omg.CORBA.Object target;
    private final String operation;
    private final Supplier<Any> newAny;
    private final NVList arguments;
    private final NamedValue result;
    private final ExceptionList exceptions;
    private final ContextList contexts;
    private final Environment environment = new EnvironmentImpl();
    private final RequestState state;
    private Context context;
    /** The deferred call whose reply is not read yet, or {@code null}. */
    private DeferredCall pending;
    /** The system exception a deferred call ended with, which {@code get_response} throws. */
    private SystemException failure;

    /**
     * A request whose missing argument list, result and exception list start empty; {@code
     * contexts} is {@code null} for an operation without a context clause.
     */
    public DiiRequest(ClientDelegate delegate, org.omg.CORBA.Object target, Context context, String operation,
            NVList arguments, NamedValue result, ExceptionList exceptions, ContextList contexts,
            Supplier<Any> newAny) {
        this.delegate = delegate;
        this.target = target;
        this.context = context;
        this.operation = operation;
        this.newAny = newAny;
        this.arguments = arguments != null ? arguments : new NVListImpl(newAny);
        this.result = result != null ? result : new NamedValueImpl("", newAny.get(), 0);
        this.exceptions = exceptions != null ? exceptions : new ExceptionListImpl();
        this.contexts = contexts;
        this.state = new RequestState(operation);
    }

    @Override
    public org.omg.CORBA.Object target() {
        return target;
    }

    @Override
    public String operation() {
        return operation;
    }

    @Override
    public NVList arguments() {
        return arguments;
    }

    @Override
    public NamedValue result() {
        return result;
    }

    @Override
    public Environment env() {
        return environment;
    }

    @Override
    public ExceptionList exceptions() {
        return exceptions;
    }

    /** The operation's context clause, or {@code null} if it has none. */
    @Override
    public ContextList contexts() {
        return contexts;
    }

    @Override
    public synchronized Context ctx() {
        return context;
    }

    @Override
    public synchronized void ctx(Context ctx) {
        context = ctx;
    }

    @Override
    public Any add_in_arg() {
        return arguments.add(ARG_IN.value).value();
    }

    @Override
    public Any add_named_in_arg(String name) {
        return arguments.add_item(name, ARG_IN.value).value();
    }

    @Override
    public Any add_inout_arg() {
        return arguments.add(ARG_INOUT.value).value();
    }

    @Override
    public Any add_named_inout_arg(String name) {
        return arguments.add_item(name, ARG_INOUT.value).value();
    }

    @Override
    public Any add_out_arg() {
        return arguments.add(ARG_OUT.value).value();
    }

    @Override
    public Any add_named_out_arg(String name) {
        return arguments.add_item(name, ARG_OUT.value).value();
    }

    @Override
    public void set_return_type(TypeCode type) {
        result.value().type(type);
    }

    @Override
    public Any return_value() {
        return result.value();
    }

    /** Sends the request and waits for its outcome (CORBA 3.0 §7.2). */
    @Override
    public synchronized void invoke() {
        state.send(RequestState.Phase.SENT_SYNCHRONOUSLY);
        try {
            while (true) {
                OutputStream out = start(true);
                InputStream in = null;
                try {
                    in = delegate.invoke(target, out);
                    Arguments.readOut(in, result.value(), arguments);
                    return;
                } catch (RemarshalException forwarded) {
                    // the target moved: send it there
                } catch (ApplicationException raised) {
                    SystemException unlisted = reportUserException(raised);
                    if (unlisted != null) {
                        throw unlisted;
                    }
                    return;
                } finally {
                    close(out);
                    delegate.releaseReply(target, in);
                }
            }
        } catch (SystemException e) {
            environment.exception(e);
            throw e;
        }
    }

    /** Sends the request without a reply (CORBA 3.0 §7.2). */
    @Override
    public synchronized void send_oneway() {
        state.send(RequestState.Phase.SENT_SYNCHRONOUSLY);
        OutputStream out = null;
        try {
            out = start(false);
            delegate.invoke(target, out);
        } catch (ApplicationException | RemarshalException noReply) {
            throw new IllegalStateException("a oneway request got a reply", noReply);
        } catch (SystemException e) {
            environment.exception(e);
            throw e;
        } finally {
            close(out);
        }
    }

    /**
     * Sends the request without waiting (CORBA 3.0 §7.2); {@link #poll_response} and {@link
     * #get_response} take its outcome. A failure to send is thrown here, and the request is done.
     */
    @Override
    public synchronized void send_deferred() {
        state.send(RequestState.Phase.DEFERRED);
        try {
            pending = sendDeferred();
        } catch (SystemException e) {
            environment.exception(e);
            state.taken();
            throw e;
        }
    }

    /** Whether the deferred request's outcome is in, reading what arrived without blocking. */
    @Override
    public synchronized boolean poll_response() {
        state.checkDeferred();
        return pollNow();
    }

    /**
     * Waits for the deferred request's outcome and takes it (CORBA 3.0 §7.3); throws the system
     * exception it ended with.
     */
    @Override
    public synchronized void get_response() {
        state.checkDeferred();
        take();
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * Takes the outcome of a deferred request whose call is done, or waits for it: for {@code
     * get_next_response}, which reports a system exception in {@link #env()} only.
     */
    synchronized void take() {
        while (pending != null) {
            readReply(pending);
        }
        state.taken();
    }

    /** Whether the outcome is in: reads the reply if it came, without blocking. */
    synchronized boolean pollNow() {
        if (pending != null && pending.poll()) {
            readReply(pending);
        }
        return pending == null;
    }

    /** The deferred call still waiting for its reply, or {@code null}. */
    synchronized DeferredCall pending() {
        return pending;
    }

    /** Ends a deferred request whose wait failed, with that failure as its outcome. */
    synchronized void fail(SystemException cause) {
        if (pending != null) {
            pending.abandon();
            pending = null;
            failure = cause;
            environment.exception(cause);
        }
    }

    /** Reads the reply of {@code call} (waiting for it if need be) into the request. */
    private void readReply(DeferredCall call) {
        InputStream in = null;
        pending = null;
        try {
            in = call.reply();
            Arguments.readOut(in, result.value(), arguments);
        } catch (RemarshalException forwarded) {
            pending = sendDeferred(); // the target moved: send it there
        } catch (ApplicationException raised) {
            failure = reportUserException(raised);
        } catch (SystemException e) {
            failure = e;
            environment.exception(e);
        } finally {
            delegate.releaseReply(target, in);
        }
    }

    private DeferredCall sendDeferred() {
        OutputStream out = start(true);
        try {
            return delegate.invokeDeferred(out);
        } finally {
            close(out);
        }
    }

    /** Starts the request and writes its arguments and context; released if writing fails. */
    private OutputStream start(boolean responseExpected) {
        OutputStream out = delegate.request(target, operation, responseExpected);
        try {
            Arguments.writeIn(out, arguments);
            if (contexts != null) {
                RequestContexts.write(out, context, contexts);
            }
            return out;
        } catch (RuntimeException e) {
            close(out);
            throw e;
        }
    }

    /**
     * Puts a user exception in the environment; returns the UNKNOWN it is reported as if its type
     * is not in the exception list, else {@code null}.
     */
    private SystemException reportUserException(ApplicationException raised) {
        Exception reported = UserExceptions.reported(raised, exceptions, newAny);
        environment.exception(reported);
        return reported instanceof SystemException unlisted ? unlisted : null;
    }

    /** Closes a stream of Peregrine's, whose close releases its message and throws nothing. */
    static void close(java.io.Closeable stream) {
        if (stream == null) {
            return;
        }
        try {
            stream.close();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
