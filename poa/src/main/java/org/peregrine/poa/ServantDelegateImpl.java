package org.peregrine.poa;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAPackage.ServantNotActive;
import org.omg.PortableServer.POAPackage.WrongPolicy;
import org.omg.PortableServer.Servant;
import org.omg.PortableServer.portable.Delegate;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.error.OrbMinor;

/**
 * The servant side delegate (IDL-to-Java §1.21.8), shared by every servant of one ORB: answers
 * {@code _this()}, {@code _poa()}, {@code _object_id()} from the upcall in progress or, outside
 * upcalls, from the servant's default POA (implicit activation, §11.3.9.2). Stateless.
 */
final class ServantDelegateImpl implements Delegate {

    private static final String OBJECT_ID = "IDL:omg.org/CORBA/Object:1.0";

    private final PoaAdapter adapter;

    ServantDelegateImpl(PoaAdapter adapter) {
        this.adapter = adapter;
    }

    @Override
    public ORB orb(Servant self) {
        return adapter.services().orb();
    }

    @Override
    public org.omg.CORBA.Object this_object(Servant self) {
        UpcallContext.Upcall upcall = adapter.upcalls().on(self);
        POA poa = upcall != null ? upcall.poa() : self._default_POA();
        try {
            return poa.servant_to_reference(self);
        } catch (ServantNotActive | WrongPolicy e) {
            throw SystemExceptions.of(PoaMinor.NO_ADAPTER_FOR_SERVANT, CompletionStatus.COMPLETED_NO, e,
                    self.getClass().getName());
        }
    }

    @Override
    public POA poa(Servant self) {
        return current(self).poa();
    }

    @Override
    public byte[] object_id(Servant self) {
        return current(self).objectId().clone();
    }

    private UpcallContext.Upcall current(Servant self) {
        UpcallContext.Upcall upcall = adapter.upcalls().on(self);
        if (upcall == null) {
            throw SystemExceptions.of(PoaMinor.NOT_IN_UPCALL, CompletionStatus.COMPLETED_NO, self.getClass().getName());
        }
        return upcall;
    }

    @Override
    public POA default_POA(Servant self) {
        return adapter.root();
    }

    @Override
    public boolean is_a(Servant self, String repositoryId) {
        if (OBJECT_ID.equals(repositoryId)) {
            return true;
        }
        UpcallContext.Upcall upcall = adapter.upcalls().on(self);
        for (String id : self._all_interfaces(upcall == null ? null : upcall.poa(),
                upcall == null ? null : upcall.objectId())) {
            if (id.equals(repositoryId)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public boolean non_existent(Servant self) {
        return false;
    }

    @Override
    public org.omg.CORBA.Object get_interface_def(Servant self) {
        throw SystemExceptions.of(OrbMinor.NOT_IMPLEMENTED, CompletionStatus.COMPLETED_NO,
                "The interface repository");
    }
}
