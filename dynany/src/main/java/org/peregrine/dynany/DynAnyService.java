package org.peregrine.dynany;

import org.omg.CORBA.ORB;
import org.peregrine.orb.spi.InitialService;

/**
 * Makes {@code resolve_initial_references("DynAnyFactory")} answer a {@link DynAnyFactoryImpl} of
 * the ORB: found by the ORB with {@link java.util.ServiceLoader} when this module is on the class
 * path.
 */
public final class DynAnyService implements InitialService {

    @Override
    public String name() {
        return "DynAnyFactory";
    }

    @Override
    public org.omg.CORBA.Object create(ORB orb) {
        return new DynAnyFactoryImpl(orb);
    }
}
