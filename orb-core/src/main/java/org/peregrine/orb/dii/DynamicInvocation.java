package org.peregrine.orb.dii;

import java.util.function.Supplier;
import org.omg.CORBA.Any;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.Environment;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.Request;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.client.ClientDelegate;

/**
 * An ORB's part of the dynamic invocation interface (CORBA 3.0 §7): the pseudo-objects it makes,
 * its default context, and the requests it sent deferred. Thread-safe.
 */
public final class DynamicInvocation {

    /** The name of the ORB's default context, the root of the contexts made from it. */
    static final String DEFAULT_CONTEXT = "default";

    private final Supplier<Any> newAny;
    private final ContextImpl defaultContext;
    private final DeferredRequests deferred = new DeferredRequests();

    /** @param newAny the ORB's {@code create_any}, for the values of the lists it makes */
    public DynamicInvocation(Supplier<Any> newAny) {
        this.newAny = newAny;
        this.defaultContext = new ContextImpl(DEFAULT_CONTEXT, newAny);
    }

    /** An empty list; {@code count} only tells how many items will be added. */
    public NVList createList(int count) {
        return new NVListImpl(newAny);
    }

    public NamedValue createNamedValue(String name, Any value, int flags) {
        return new NamedValueImpl(name, value, flags);
    }

    public ExceptionList createExceptionList() {
        return new ExceptionListImpl();
    }

    public ContextList createContextList() {
        return new ContextListImpl();
    }

    public Environment createEnvironment() {
        return new EnvironmentImpl();
    }

    /** The ORB's default context: one per ORB, shared by its users. */
    public Context defaultContext() {
        return defaultContext;
    }

    /** The ORB's {@code send_multiple_requests_*} and {@code *_next_response}. */
    public DeferredRequests deferred() {
        return deferred;
    }

    /**
     * The argument list of an operation of {@code target}, which only an interface repository
     * knows: NO_IMPLEMENT, naming it.
     */
    public NVList createOperationList(org.omg.CORBA.Object target) {
        throw SystemExceptions.of(DiiMinor.NO_INTERFACE_REPOSITORY, CompletionStatus.COMPLETED_NO,
                "ORB.create_operation_list");
    }

    /** A request on {@code target} through its {@code delegate} (see {@link DiiRequest}). */
    public Request createRequest(ClientDelegate delegate, org.omg.CORBA.Object target, Context ctx, String operation,
            NVList arguments, NamedValue result, ExceptionList exceptions, ContextList contexts) {
        return new DiiRequest(delegate, target, ctx, operation, arguments, result, exceptions, contexts, newAny);
    }
}
