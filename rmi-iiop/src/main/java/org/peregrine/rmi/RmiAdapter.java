package org.peregrine.rmi;

import java.util.Map;
import java.util.WeakHashMap;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Policy;
import org.omg.CORBA.UserException;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.ImplicitActivationPolicyValue;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import org.omg.PortableServer.IdUniquenessPolicyValue;
import org.peregrine.giop.error.SystemExceptions;

/**
 * Where the ties of exported remote objects are served, and the ORB's SendingContext {@code
 * CodeBase}: in each ORB, a child of the RootPOA named {@value #POA_NAME} (transient references,
 * ids the POA assigns, one id per servant), made the first time one is activated in that ORB, with
 * its manager active, as RMI-IIOP objects are reachable as soon as they are exported and connected.
 */
final class RmiAdapter {

    static final String POA_NAME = "peregrine-rmi";

    /** The RMI POA of each ORB a tie connected to; weak, so a destroyed ORB goes. */
    private static final Map<ORB, POA> POAS = new WeakHashMap<>();
    /** The CodeBase of each ORB that named it to a peer. */
    private static final Map<ORB, org.omg.CORBA.Object> CODE_BASES = new WeakHashMap<>();
    /** The object id of each connected tie in its ORB's RMI POA. */
    private static final Map<RmiTie, Connection> CONNECTIONS = new WeakHashMap<>();

    private record Connection(POA poa, byte[] id) {
    }

    private RmiAdapter() {
    }

    /** Activates {@code tie} in {@code orb}'s RMI POA, deactivating it first where it was. */
    static synchronized void connect(RmiTie tie, ORB orb) {
        POA poa = POAS.computeIfAbsent(orb, RmiAdapter::createPoa);
        Connection current = CONNECTIONS.get(tie);
        if (current != null) {
            if (current.poa() == poa) {
                return;
            }
            deactivate(tie);
        }
        try {
            byte[] id = poa.activate_object(tie);
            CONNECTIONS.put(tie, new Connection(poa, id));
        } catch (UserException e) {
            throw SystemExceptions.of(RmiMinor.ADAPTER_FAILED, CompletionStatus.COMPLETED_NO, e, orb,
                    tie.getTarget(), e);
        }
    }

    /** The SendingContext {@code CodeBase} of {@code orb}, activated in its RMI POA the first time. */
    static synchronized org.omg.CORBA.Object codeBase(ORB orb) {
        POA poa = POAS.computeIfAbsent(orb, RmiAdapter::createPoa);
        return CODE_BASES.computeIfAbsent(orb, any -> {
            try {
                return poa.id_to_reference(poa.activate_object(new CodeBaseServant(orb)));
            } catch (UserException e) {
                throw SystemExceptions.of(RmiMinor.ADAPTER_FAILED, CompletionStatus.COMPLETED_NO, e, orb,
                        "the CodeBase", e);
            }
        });
    }

    /**
     * The object reference of {@code tie} in the RMI POA it is active in; BAD_INV_ORDER if it is
     * connected to no ORB.
     */
    static synchronized org.omg.CORBA.Object reference(RmiTie tie) {
        Connection current = CONNECTIONS.get(tie);
        if (current == null) {
            throw SystemExceptions.of(RmiMinor.NOT_CONNECTED, CompletionStatus.COMPLETED_NO, tie.getTarget());
        }
        try {
            return current.poa().id_to_reference(current.id());
        } catch (UserException e) {
            throw SystemExceptions.of(RmiMinor.ADAPTER_FAILED, CompletionStatus.COMPLETED_NO, e, current.poa(),
                    tie.getTarget(), e);
        }
    }

    /** The RMI POA {@code tie} is active in, or {@code null}. */
    static synchronized POA poaOf(RmiTie tie) {
        Connection current = CONNECTIONS.get(tie);
        return current == null ? null : current.poa();
    }

    /** Deactivates {@code tie} where it is connected; nothing if it is not. */
    static synchronized void deactivate(RmiTie tie) {
        Connection current = CONNECTIONS.remove(tie);
        if (current != null) {
            try {
                current.poa().deactivate_object(current.id());
            } catch (UserException e) {
                // already inactive: nothing left to undo
            }
        }
    }

    private static POA createPoa(ORB orb) {
        try {
            POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            Policy[] policies = {
                root.create_lifespan_policy(LifespanPolicyValue.TRANSIENT),
                root.create_id_assignment_policy(IdAssignmentPolicyValue.SYSTEM_ID),
                root.create_id_uniqueness_policy(IdUniquenessPolicyValue.UNIQUE_ID),
                root.create_servant_retention_policy(ServantRetentionPolicyValue.RETAIN),
                root.create_request_processing_policy(RequestProcessingPolicyValue.USE_ACTIVE_OBJECT_MAP_ONLY),
                root.create_implicit_activation_policy(ImplicitActivationPolicyValue.NO_IMPLICIT_ACTIVATION),
            };
            POA poa = root.create_POA(POA_NAME, root.the_POAManager(), policies);
            root.the_POAManager().activate();
            return poa;
        } catch (UserException e) {
            throw SystemExceptions.of(RmiMinor.ADAPTER_FAILED, CompletionStatus.COMPLETED_NO, e, orb, "any tie", e);
        }
    }
}
