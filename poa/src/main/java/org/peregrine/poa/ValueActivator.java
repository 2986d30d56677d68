package org.peregrine.poa;

import java.nio.ByteBuffer;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.LocalObject;
import org.omg.PortableServer.IdAssignmentPolicyValue;
import org.omg.PortableServer.IdUniquenessPolicyValue;
import org.omg.PortableServer.ImplicitActivationPolicyValue;
import org.omg.PortableServer.LifespanPolicyValue;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAManagerPackage.AdapterInactive;
import org.omg.PortableServer.POAPackage.AdapterAlreadyExists;
import org.omg.PortableServer.RequestProcessingPolicyValue;
import org.omg.PortableServer.Servant;
import org.omg.PortableServer.ServantLocator;
import org.omg.PortableServer.ServantLocatorPackage.CookieHolder;
import org.omg.PortableServer.ServantRetentionPolicyValue;
import org.omg.PortableServer.ThreadPolicyValue;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.poa.policy.PoaPolicies;
import org.peregrine.valuetypes.SupportingValue;

/**
 * Serves the values that travel as object references (Spiegel §2.3: a {@link SupportingValue}
 * passed where its interface is expected). One per ORB. The values live in the POA
 * {@value #POA_NAME}, a child of the RootPOA with its own POA manager, created and activated on
 * first use, so the application activates nothing. Its policies are USER_ID, NON_RETAIN and
 * USE_SERVANT_MANAGER: the POA keeps no servant, and its servant locator makes the value's tie
 * for each request from the weakly held value ({@link ActivatedValues}). Object ids are 8-octet
 * serial numbers, never reused within the ORB's life. Thread-safe.
 */
final class ValueActivator {

    /** The name of the POA that serves values. */
    static final String POA_NAME = "PeregrineValues";

    private static final PoaPolicies POLICIES = new PoaPolicies(ThreadPolicyValue.ORB_CTRL_MODEL,
            LifespanPolicyValue.TRANSIENT, IdUniquenessPolicyValue.MULTIPLE_ID, IdAssignmentPolicyValue.USER_ID,
            ImplicitActivationPolicyValue.NO_IMPLICIT_ACTIVATION, ServantRetentionPolicyValue.NON_RETAIN,
            RequestProcessingPolicyValue.USE_SERVANT_MANAGER);

    private final PoaAdapter adapter;
    private final ActivatedValues values = new ActivatedValues();
    private volatile PoaImpl poa;

    ValueActivator(PoaAdapter adapter) {
        this.adapter = adapter;
    }

    /** {@code value}'s object reference, activating the value the first time. */
    org.omg.CORBA.Object reference(SupportingValue value) {
        PoaImpl serving = poa();
        String typeId = value._servant()._all_interfaces(serving, null)[0];
        return values.reference(value, id -> serving.reference(objectId(id), typeId));
    }

    /** Ends {@code value}'s activation: its reference raises OBJECT_NOT_EXIST from now on. */
    boolean deactivate(SupportingValue value) {
        return values.deactivate(value);
    }

    ActivatedValues values() {
        return values;
    }

    private PoaImpl poa() {
        PoaImpl current = poa;
        if (current != null) {
            return current;
        }
        synchronized (this) {
            if (poa == null) {
                PoaManagerImpl manager = new PoaManagerImpl(POA_NAME, adapter.upcalls());
                try {
                    PoaImpl created = adapter.root().createChild(POA_NAME, manager, POLICIES);
                    created.set_servant_manager(new Locator());
                    manager.activate();
                    poa = created;
                } catch (AdapterAlreadyExists e) {
                    throw SystemExceptions.of(PoaMinor.VALUE_POA_NAME_TAKEN, CompletionStatus.COMPLETED_NO, POA_NAME);
                } catch (org.omg.PortableServer.POAPackage.WrongPolicy | AdapterInactive e) {
                    throw new IllegalStateException("the values' POA rejected its own set-up", e);
                }
            }
            return poa;
        }
    }

    private static byte[] objectId(long id) {
        return ByteBuffer.allocate(Long.BYTES).putLong(id).array();
    }

    /** Makes the servant of each request from the value its object id names. */
    private final class Locator extends LocalObject implements ServantLocator {

        @Override
        public Servant preinvoke(byte[] objectId, POA poa, String operation, CookieHolder cookie) {
            SupportingValue value = objectId.length == Long.BYTES
                    ? values.value(ByteBuffer.wrap(objectId).getLong())
                    : null;
            if (value == null) {
                throw SystemExceptions.of(PoaMinor.VALUE_GONE, CompletionStatus.COMPLETED_NO);
            }
            Servant servant = value._servant();
            adapter.setServantDelegate(servant);
            return servant;
        }

        @Override
        public void postinvoke(byte[] objectId, POA poa, String operation, Object cookie, Servant servant) {
            // the tie is dropped with the request; the value stays the application's
        }
    }
}
