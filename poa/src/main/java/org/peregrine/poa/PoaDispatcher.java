package org.peregrine.poa;

import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.InvokeHandler;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.DynamicImplementation;
import org.omg.PortableServer.ForwardRequest;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.Servant;
import org.omg.PortableServer.ServantActivator;
import org.omg.PortableServer.ServantLocator;
import org.omg.PortableServer.ServantLocatorPackage.CookieHolder;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.spi.IncomingRequest;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.poa.dsi.DynamicReply;

/**
 * Runs one request on a POA (CORBA 3.0 §11.2.6): admits it through the POA manager, finds the
 * servant (active object map, default servant, or servant manager), answers the operations every
 * object has ({@code _is_a}, {@code _non_existent}), and otherwise runs the operation: through
 * the dispatcher Peregrine's IDL backend generated (perfect hash over the name), else the
 * skeleton's {@code _invoke}, or a dynamic servant's {@code invoke} ({@link DynamicReply}).
 */
final class PoaDispatcher {

    private PoaDispatcher() {
    }

    static void dispatch(PoaImpl poa, byte[] objectId, IncomingRequest request) {
        if (poa.destroyed()) {
            throw SystemExceptions.of(PoaMinor.POA_DESTROYED, CompletionStatus.COMPLETED_NO, poa.the_name());
        }
        poa.manager().enter(poa.the_name());
        try {
            if (poa.policies().processing() == RequestProcessingPolicyValue.USE_SERVANT_MANAGER
                    && poa.servantManager() instanceof ServantLocator locator) {
                dispatchWithLocator(poa, objectId, request, locator);
            } else {
                Servant servant;
                try {
                    servant = findServant(poa, objectId);
                } catch (ForwardRequest forward) {
                    request.replyLocationForward(forward.forward_reference);
                    return;
                }
                invoke(poa, objectId, servant, request);
            }
        } finally {
            poa.manager().leave();
        }
    }

    /**
     * The servant for {@code objectId} without a servant locator: the active object map, the
     * default servant, or a servant activator's incarnation (which may forward).
     *
     * @throws org.omg.CORBA.OBJECT_NOT_EXIST if there is none
     */
    static Servant findServant(PoaImpl poa, byte[] objectId) throws ForwardRequest {
        Servant servant = poa.policies().retain() ? poa.activeObjects().servant(objectId) : null;
        if (servant != null) {
            return servant;
        }
        RequestProcessingPolicyValue processing = poa.policies().processing();
        if (processing == RequestProcessingPolicyValue.USE_DEFAULT_SERVANT && poa.defaultServant() != null) {
            return poa.defaultServant();
        }
        if (processing == RequestProcessingPolicyValue.USE_SERVANT_MANAGER
                && poa.servantManager() instanceof ServantActivator activator) {
            byte[] own = objectId.clone(); // the request's id is shared (DecodedKeys): user code gets a copy
            servant = activator.incarnate(own, poa);
            poa.activeObjects().put(own, servant);
            return servant;
        }
        throw SystemExceptions.of(PoaMinor.OBJECT_NOT_ACTIVE, CompletionStatus.COMPLETED_NO, poa.the_name());
    }

    private static void dispatchWithLocator(PoaImpl poa, byte[] objectId, IncomingRequest request,
            ServantLocator locator) {
        objectId = objectId.clone(); // the request's id is shared (DecodedKeys): the locator gets a copy
        CookieHolder cookie = new CookieHolder();
        Servant servant;
        try {
            servant = locator.preinvoke(objectId, poa, request.operation(), cookie);
        } catch (ForwardRequest forward) {
            request.replyLocationForward(forward.forward_reference);
            return;
        }
        if (servant == null) {
            throw SystemExceptions.of(PoaMinor.OBJECT_NOT_ACTIVE, CompletionStatus.COMPLETED_NO, poa.the_name());
        }
        try {
            invoke(poa, objectId, servant, request);
        } finally {
            locator.postinvoke(objectId, poa, request.operation(), cookie.value, servant);
        }
    }

    private static void invoke(PoaImpl poa, byte[] objectId, Servant servant, IncomingRequest request) {
        UpcallContext upcalls = poa.adapter().upcalls();
        UpcallContext.Upcall upcall = upcalls.enter(poa, objectId, servant);
        try {
            String operation = request.operation();
            InputStream arguments = request.arguments();
            ResponseHandler handler = request.responseHandler();
            switch (operation) {
                case "_is_a" -> {
                    boolean result = servant._is_a(arguments.read_string());
                    handler.createReply().write_boolean(result);
                }
                case "_non_existent", "_not_existent" -> handler.createReply().write_boolean(servant._non_existent());
                default -> upcall(servant, upcall, operation, arguments, handler);
            }
        } finally {
            upcalls.leave();
        }
    }

    private static void upcall(Servant servant, UpcallContext.Upcall upcall, String operation, InputStream arguments,
            ResponseHandler handler) {
        OperationDispatcher generated = GeneratedDispatchers.of(servant);
        if (generated != null) {
            if (!generated.dispatch(upcall.operation(operation), servant, arguments, handler)) {
                throw SystemExceptions.of(OmgMinor.BAD_OPERATION_UNKNOWN_OPERATION, CompletionStatus.COMPLETED_NO,
                        operation);
            }
        } else if (servant instanceof InvokeHandler skeleton) {
            try {
                skeleton._invoke(operation, arguments, handler); // the reply went to the handler
            } catch (BAD_OPERATION e) {
                throw unknownOperation(e, operation);
            }
        } else if (servant instanceof DynamicImplementation dynamic) {
            DynamicReply.dispatch(dynamic, operation, arguments, handler);
        } else {
            throw SystemExceptions.of(PoaMinor.WRONG_SERVANT_KIND, CompletionStatus.COMPLETED_NO,
                    servant.getClass().getName());
        }
    }

    /**
     * Skeletons of the JacORB IDL compiler answer an unknown operation with {@code new
     * BAD_OPERATION(op + " not found")}, minor 0; the standard answer is OMG minor 2 (CORBA 3.0
     * §4.12.3, BAD_OPERATION). Any other BAD_OPERATION is the servant's own and passes unchanged.
     */
    private static BAD_OPERATION unknownOperation(BAD_OPERATION thrown, String operation) {
        if (thrown.minor == 0 && (operation + " not found").equals(thrown.getMessage())) {
            return (BAD_OPERATION) SystemExceptions.of(OmgMinor.BAD_OPERATION_UNKNOWN_OPERATION,
                    CompletionStatus.COMPLETED_NO, thrown, operation);
        }
        return thrown;
    }
}
