package org.peregrine.poa;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.LocalObject;
import org.omg.CORBA.Policy;
import org.omg.PortableServer.AdapterActivator;
import org.omg.PortableServer.IdAssignmentPolicy;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.IdUniquenessPolicy;
import org.omg.PortableServer.IdUniquenessPolicyValue;
import org.omg.PortableServer.ImplicitActivationPolicy;
import org.omg.PortableServer.ImplicitActivationPolicyValue;
import org.omg.PortableServer.LifespanPolicy;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAManager;
import org.omg.PortableServer.POAPackage.AdapterAlreadyExists;
import org.omg.PortableServer.POAPackage.AdapterNonExistent;
import org.omg.PortableServer.POAPackage.InvalidPolicy;
import org.omg.PortableServer.POAPackage.NoServant;
import org.omg.PortableServer.POAPackage.ObjectAlreadyActive;
import org.omg.PortableServer.POAPackage.ObjectNotActive;
import org.omg.PortableServer.POAPackage.ServantAlreadyActive;
import org.omg.PortableServer.POAPackage.ServantNotActive;
import org.omg.PortableServer.POAPackage.WrongAdapter;
import org.omg.PortableServer.POAPackage.WrongPolicy;
import org.omg.PortableServer.RequestProcessingPolicy;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.Servant;
import org.omg.PortableServer.ServantActivator;
import org.omg.PortableServer.ServantManager;
import org.omg.PortableServer.ServantRetentionPolicy;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import org.omg.PortableServer.ThreadPolicy;
import org.omg.PortableServer.ThreadPolicyValue;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.poa.demux.ActiveObjectMap;
import org.peregrine.poa.demux.ObjectKey;
import org.peregrine.poa.demux.SlotActiveObjectMap;
import org.peregrine.poa.policy.PoaPolicies;
import org.peregrine.poa.policy.StandardPolicies;

/**
 * A Portable Object Adapter (CORBA 3.0 chapter 11): its policies, children, active object map
 * and the operations of the {@code POA} interface. Request dispatch is in {@link PoaDispatcher}.
 * Thread-safe.
 */
final class PoaImpl extends LocalObject implements POA {

    private final String name;
    private final PoaImpl parent;
    private final PoaAdapter adapter;
    private final PoaManagerImpl manager;
    private final PoaPolicies policies;
    private final int index;
    private final List<String> path;
    private final Map<String, PoaImpl> children = new ConcurrentHashMap<>();
    private final ActiveObjectMap activeObjects;
    private volatile ServantManager servantManager;
    private volatile Servant defaultServant;
    private volatile AdapterActivator activator;
    private volatile boolean destroyed;

    PoaImpl(String name, PoaImpl parent, PoaAdapter adapter, PoaManagerImpl manager, PoaPolicies policies) {
        this.name = name;
        this.parent = parent;
        this.adapter = adapter;
        this.manager = manager;
        this.policies = policies;
        this.activeObjects = ActiveObjectMap.forPolicies(policies.systemId());
        List<String> names = new ArrayList<>(parent == null ? List.of() : parent.path);
        if (parent != null) {
            names.add(name);
        }
        this.path = List.copyOf(names);
        this.index = adapter.registry().register(this);
    }

    PoaManagerImpl manager() {
        return manager;
    }

    PoaAdapter adapter() {
        return adapter;
    }

    PoaPolicies policies() {
        return policies;
    }

    int index() {
        return index;
    }

    List<String> path() {
        return path;
    }

    boolean destroyed() {
        return destroyed;
    }

    ActiveObjectMap activeObjects() {
        return activeObjects;
    }

    ServantManager servantManager() {
        return servantManager;
    }

    Servant defaultServant() {
        return defaultServant;
    }

    PoaImpl child(String childName) {
        return children.get(childName);
    }

    // ---- POA hierarchy --------------------------------------------------------------------

    @Override
    public POA create_POA(String adapterName, POAManager poaManager, Policy[] policyList)
            throws AdapterAlreadyExists, InvalidPolicy {
        PoaPolicies chosen = PoaPolicies.of(policyList);
        return createChild(adapterName, poaManager == null ? new PoaManagerImpl(adapterName, adapter.upcalls()) : (PoaManagerImpl) poaManager,
                chosen);
    }

    /** {@code create_POA} with policies already checked. */
    PoaImpl createChild(String adapterName, PoaManagerImpl childManager, PoaPolicies chosen)
            throws AdapterAlreadyExists {
        synchronized (children) {
            if (children.containsKey(adapterName)) {
                throw new AdapterAlreadyExists();
            }
            PoaImpl child = new PoaImpl(adapterName, this, adapter, childManager, chosen);
            children.put(adapterName, child);
            return child;
        }
    }

    @Override
    public POA find_POA(String adapterName, boolean activateIt) throws AdapterNonExistent {
        PoaImpl child = children.get(adapterName);
        if (child == null && activateIt && activator != null && activator.unknown_adapter(this, adapterName)) {
            child = children.get(adapterName);
        }
        if (child == null) {
            throw new AdapterNonExistent();
        }
        return child;
    }

    /**
     * Destroys this POA and its children (§11.3.8.4): requests for their objects get
     * OBJECT_NOT_EXIST; servants are etherealized if a servant activator is set and asked for.
     */
    @Override
    public void destroy(boolean etherealize, boolean waitForCompletion) {
        if (destroyed) {
            return;
        }
        destroyed = true;
        for (PoaImpl child : List.copyOf(children.values())) {
            child.destroy(etherealize, waitForCompletion);
        }
        if (parent != null) {
            parent.children.remove(name, this);
        }
        adapter.registry().unregister(this);
        Map<byte[], Servant> active = activeObjects.clear();
        if (etherealize && servantManager instanceof ServantActivator servantActivator) {
            active.forEach((id, servant) -> servantActivator.etherealize(id, this, servant, true, false));
        }
    }

    @Override
    public String the_name() {
        return name;
    }

    @Override
    public POA the_parent() {
        return parent;
    }

    @Override
    public POA[] the_children() {
        return children.values().toArray(POA[]::new);
    }

    @Override
    public POAManager the_POAManager() {
        return manager;
    }

    @Override
    public AdapterActivator the_activator() {
        return activator;
    }

    @Override
    public void the_activator(AdapterActivator value) {
        activator = value;
    }

    @Override
    public byte[] id() {
        return String.join("/", path).getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    // ---- policy factories (§11.3.8.3) ------------------------------------------------------

    @Override
    public ThreadPolicy create_thread_policy(ThreadPolicyValue value) {
        return new StandardPolicies.Thread(value);
    }

    @Override
    public LifespanPolicy create_lifespan_policy(LifespanPolicyValue value) {
        return new StandardPolicies.Lifespan(value);
    }

    @Override
    public IdUniquenessPolicy create_id_uniqueness_policy(IdUniquenessPolicyValue value) {
        return new StandardPolicies.IdUniqueness(value);
    }

    @Override
    public IdAssignmentPolicy create_id_assignment_policy(IdAssignmentPolicyValue value) {
        return new StandardPolicies.IdAssignment(value);
    }

    @Override
    public ImplicitActivationPolicy create_implicit_activation_policy(ImplicitActivationPolicyValue value) {
        return new StandardPolicies.ImplicitActivation(value);
    }

    @Override
    public ServantRetentionPolicy create_servant_retention_policy(ServantRetentionPolicyValue value) {
        return new StandardPolicies.ServantRetention(value);
    }

    @Override
    public RequestProcessingPolicy create_request_processing_policy(RequestProcessingPolicyValue value) {
        return new StandardPolicies.RequestProcessing(value);
    }

    // ---- servant managers and default servants ---------------------------------------------

    @Override
    public ServantManager get_servant_manager() throws WrongPolicy {
        require(policies.processing() == RequestProcessingPolicyValue.USE_SERVANT_MANAGER);
        return servantManager;
    }

    @Override
    public void set_servant_manager(ServantManager manager) throws WrongPolicy {
        require(policies.processing() == RequestProcessingPolicyValue.USE_SERVANT_MANAGER);
        servantManager = manager;
    }

    @Override
    public Servant get_servant() throws NoServant, WrongPolicy {
        require(policies.processing() == RequestProcessingPolicyValue.USE_DEFAULT_SERVANT);
        Servant servant = defaultServant;
        if (servant == null) {
            throw new NoServant();
        }
        return servant;
    }

    @Override
    public void set_servant(Servant servant) throws WrongPolicy {
        require(policies.processing() == RequestProcessingPolicyValue.USE_DEFAULT_SERVANT);
        adapter.setServantDelegate(servant);
        defaultServant = servant;
    }

    // ---- activation ------------------------------------------------------------------------

    @Override
    public byte[] activate_object(Servant servant) throws ServantAlreadyActive, WrongPolicy {
        require(policies.systemId() && policies.retain());
        byte[] id = newSystemId();
        try {
            activate_object_with_id(id, servant);
        } catch (ObjectAlreadyActive e) {
            throw new IllegalStateException("fresh system id already active", e);
        }
        return id;
    }

    @Override
    public void activate_object_with_id(byte[] id, Servant servant)
            throws ServantAlreadyActive, ObjectAlreadyActive, WrongPolicy {
        require(policies.retain());
        checkAlive();
        synchronized (activeObjects) {
            if (activeObjects.isActive(id)) {
                throw new ObjectAlreadyActive();
            }
            if (policies.uniqueId() && activeObjects.isActive(servant)) {
                throw new ServantAlreadyActive();
            }
            adapter.setServantDelegate(servant);
            try {
                activeObjects.put(id, servant);
            } catch (IllegalArgumentException e) {
                // §11.3.9.16: a SYSTEM_ID POA only takes ids it generated
                throw SystemExceptions.of(OmgMinor.BAD_PARAM_INVALID_OBJECT_ID, CompletionStatus.COMPLETED_NO, e);
            }
        }
    }

    @Override
    public void deactivate_object(byte[] id) throws ObjectNotActive, WrongPolicy {
        require(policies.retain());
        Servant servant = activeObjects.remove(id);
        if (servant == null) {
            throw new ObjectNotActive();
        }
        if (servantManager instanceof ServantActivator servantActivator) {
            servantActivator.etherealize(id, this, servant, false, activeObjects.isActive(servant));
        }
    }

    private byte[] newSystemId() {
        return activeObjects.newId();
    }

    // ---- references -------------------------------------------------------------------------

    @Override
    public org.omg.CORBA.Object create_reference(String repositoryId) throws WrongPolicy {
        require(policies.systemId());
        return reference(newSystemId(), repositoryId);
    }

    @Override
    public org.omg.CORBA.Object create_reference_with_id(byte[] id, String repositoryId) {
        if (policies.systemId() && id.length != SlotActiveObjectMap.ID_LENGTH) {
            throw SystemExceptions.of(OmgMinor.BAD_PARAM_INVALID_OBJECT_ID, CompletionStatus.COMPLETED_NO);
        }
        return reference(id, repositoryId);
    }

    /** The reference for {@code id} in this POA, with {@code repositoryId} as its type. */
    org.omg.CORBA.Object reference(byte[] id, String repositoryId) {
        checkAlive();
        ObjectKey key = new ObjectKey(policies.persistent(), index, adapter.services().instanceId(),
                policies.persistent() ? path : List.of(), id);
        Ior ior = adapter.services().createIor(repositoryId, key.encode());
        return adapter.services().toObject(ior);
    }

    private org.omg.CORBA.Object reference(byte[] id, Servant servant) {
        String[] interfaces = servant._all_interfaces(this, id);
        return reference(id, interfaces.length == 0 ? "" : interfaces[0]);
    }

    @Override
    public byte[] servant_to_id(Servant servant) throws ServantNotActive, WrongPolicy {
        UpcallContext.Upcall upcall = adapter.upcalls().on(servant);
        if (policies.retain() && (policies.uniqueId() || policies.implicitActivation())) {
            byte[] id = policies.uniqueId() ? activeObjects.idOf(servant) : null;
            if (id != null) {
                return id;
            }
            if (policies.implicitActivation()) {
                try {
                    return activate_object(servant);
                } catch (ServantAlreadyActive e) {
                    throw new ServantNotActive();
                }
            }
        } else if (policies.processing() != RequestProcessingPolicyValue.USE_DEFAULT_SERVANT) {
            throw new WrongPolicy();
        }
        if (upcall != null && upcall.poa() == this) {
            return upcall.objectId().clone();
        }
        throw new ServantNotActive();
    }

    @Override
    public org.omg.CORBA.Object servant_to_reference(Servant servant) throws ServantNotActive, WrongPolicy {
        UpcallContext.Upcall upcall = adapter.upcalls().on(servant);
        if (upcall != null && upcall.poa() == this) {
            return reference(upcall.objectId(), servant);
        }
        return reference(servant_to_id(servant), servant);
    }

    @Override
    public Servant reference_to_servant(org.omg.CORBA.Object reference)
            throws ObjectNotActive, WrongPolicy, WrongAdapter {
        return id_to_servant(reference_to_id(reference));
    }

    @Override
    public byte[] reference_to_id(org.omg.CORBA.Object reference) throws WrongAdapter, WrongPolicy {
        Ior ior = adapter.services().toIor(reference);
        IiopProfile profile = ior.iiopProfile();
        ObjectKey key = profile == null ? null : ObjectKey.decode(profile.objectKey());
        if (key == null || adapter.registry().find(key, adapter.services().instanceId()) != this) {
            throw new WrongAdapter();
        }
        return key.objectId();
    }

    @Override
    public Servant id_to_servant(byte[] id) throws ObjectNotActive, WrongPolicy {
        if (!policies.retain() && policies.processing() != RequestProcessingPolicyValue.USE_DEFAULT_SERVANT) {
            throw new WrongPolicy();
        }
        Servant servant = policies.retain() ? activeObjects.servant(id) : null;
        if (servant == null && policies.processing() == RequestProcessingPolicyValue.USE_DEFAULT_SERVANT) {
            servant = defaultServant;
        }
        if (servant == null) {
            throw new ObjectNotActive();
        }
        return servant;
    }

    @Override
    public org.omg.CORBA.Object id_to_reference(byte[] id) throws ObjectNotActive, WrongPolicy {
        require(policies.retain());
        Servant servant = activeObjects.servant(id);
        if (servant == null) {
            throw new ObjectNotActive();
        }
        return reference(id, servant);
    }

    private static void require(boolean policyHolds) throws WrongPolicy {
        if (!policyHolds) {
            throw new WrongPolicy();
        }
    }

    private void checkAlive() {
        if (destroyed) {
            throw SystemExceptions.of(PoaMinor.POA_DESTROYED, CompletionStatus.COMPLETED_NO, name);
        }
    }
}
