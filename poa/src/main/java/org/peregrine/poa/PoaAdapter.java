package org.peregrine.poa;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import org.omg.CORBA.portable.ServantObject;
import org.omg.PortableServer.ForwardRequest;
import org.omg.PortableServer.ServantLocator;
import org.omg.PortableServer.Servant;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.spi.IncomingRequest;
import org.peregrine.orb.spi.LocateResult;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.spi.OrbServices;
import org.peregrine.poa.demux.DecodedKeys;
import org.peregrine.poa.demux.ObjectKey;
import org.peregrine.poa.policy.PoaPolicies;
import org.peregrine.valuetypes.SupportingValue;

/**
 * The POA as the ORB core sees it: the RootPOA, the registry of all POAs, and the entry point for
 * requests and LocateRequests. One per ORB; thread-safe.
 */
final class PoaAdapter implements ObjectAdapter {

    private static final String ROOT_NAME = "RootPOA";

    private final OrbServices services;
    private final PoaRegistry registry = new PoaRegistry();
    private final DecodedKeys decodedKeys = new DecodedKeys();
    private final UpcallContext upcalls = new UpcallContext();
    private final ServantDelegateImpl servantDelegate = new ServantDelegateImpl(this);
    private final ValueActivator values = new ValueActivator(this);
    private final PoaImpl root;

    PoaAdapter(OrbServices services) {
        this.services = services;
        this.root = new PoaImpl(ROOT_NAME, null, this, new PoaManagerImpl(ROOT_NAME, upcalls), PoaPolicies.ROOT);
    }

    OrbServices services() {
        return services;
    }

    PoaRegistry registry() {
        return registry;
    }

    PoaImpl root() {
        return root;
    }

    /** The upcalls running on each thread, for this ORB's POA Current. */
    UpcallContext upcalls() {
        return upcalls;
    }

    @Override
    public org.omg.CORBA.Object rootAdapter() {
        return root;
    }

    /**
     * Runs a request. {@code _non_existent} on an object that does not exist answers {@code true}
     * rather than OBJECT_NOT_EXIST (CORBA 3.0 §4.3.5.1: the ORB knows authoritatively), which
     * clients of every ORB understand.
     */
    @Override
    public void dispatch(IncomingRequest request) {
        try {
            route(request);
        } catch (OBJECT_NOT_EXIST e) {
            String operation = request.operation();
            if (!"_non_existent".equals(operation) && !"_not_existent".equals(operation)) {
                throw e;
            }
            request.responseHandler().createReply().write_boolean(true);
        }
    }

    private void route(IncomingRequest request) {
        byte[] keyBytes = request.objectKey();
        ObjectKey key = decodedKeys.decode(keyBytes);
        if (key == null) {
            throw SystemExceptions.of(PoaMinor.NOT_A_PEREGRINE_KEY, CompletionStatus.COMPLETED_NO);
        }
        PoaImpl poa = registry.find(key, services.instanceId());
        if (poa == null) {
            throw key.persistent() || key.orbInstance() == services.instanceId()
                    ? SystemExceptions.of(OmgMinor.OBJECT_NOT_EXIST_NO_ADAPTER, CompletionStatus.COMPLETED_NO,
                            String.join("/", key.poaPath()))
                    : SystemExceptions.of(PoaMinor.STALE_TRANSIENT_KEY, CompletionStatus.COMPLETED_NO);
        }
        PoaDispatcher.dispatch(poa, key.objectId(), request);
    }

    /**
     * Admits a collocated call: the POA manager's state is checked (holding waits, discarding
     * and inactive raise as for a remote request), a missing object is OBJECT_NOT_EXIST, and the
     * upcall context is set, so {@code _this()} works in the servant. Returns {@code null}, so
     * the stub goes through the network, where the POA cannot serve the call directly: a servant
     * locator (its pre- and post-invoke belong to the request path), a forward, or a servant of
     * another type.
     */
    @Override
    public ServantObject preinvoke(byte[] objectKey, String operation, Class<?> expectedType) {
        ObjectKey key = ObjectKey.decode(objectKey);
        PoaImpl poa = key == null ? null : registry.find(key, services.instanceId());
        if (poa == null || poa.destroyed()) {
            throw SystemExceptions.of(OmgMinor.OBJECT_NOT_EXIST_NO_ADAPTER, CompletionStatus.COMPLETED_NO,
                    key == null ? "?" : String.join("/", key.poaPath()));
        }
        if (poa.servantManager() instanceof ServantLocator) {
            return null;
        }
        poa.manager().enter(poa.the_name());
        Servant servant;
        try {
            servant = PoaDispatcher.findServant(poa, key.objectId());
        } catch (ForwardRequest e) {
            poa.manager().leave();
            return null;
        } catch (RuntimeException e) {
            poa.manager().leave();
            throw e;
        }
        if (!expectedType.isInstance(servant)) {
            poa.manager().leave();
            return null;
        }
        upcalls.enter(poa, key.objectId(), servant);
        return new CollocatedCall(poa, servant);
    }

    @Override
    public void postinvoke(ServantObject call) {
        upcalls.leave();
        ((CollocatedCall) call).poa().manager().leave();
    }

    @Override
    public org.omg.CORBA.Object referenceTo(SupportingValue value) {
        return values.reference(value);
    }

    ValueActivator values() {
        return values;
    }

    @Override
    public LocateResult locate(byte[] objectKey) {
        ObjectKey key = ObjectKey.decode(objectKey);
        PoaImpl poa = key == null ? null : registry.find(key, services.instanceId());
        if (poa == null || poa.destroyed()) {
            return LocateResult.UNKNOWN;
        }
        boolean here = !poa.policies().retain() || poa.activeObjects().isActive(key.objectId())
                || poa.servantManager() != null;
        return here ? LocateResult.HERE : LocateResult.UNKNOWN;
    }

    @Override
    public void shutdown(boolean waitForCompletion) {
        root.destroy(true, waitForCompletion);
    }

    @Override
    public void setServantDelegate(Object servant) {
        ((Servant) servant)._set_delegate(servantDelegate);
    }
}
