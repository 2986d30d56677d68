package org.peregrine.rmi;

import org.omg.CORBA.ORB;
import org.peregrine.orb.spi.CodeBaseProvider;

/**
 * Provides the ORB's SendingContext {@code CodeBase} ({@link CodeBaseServant}), which RMI-IIOP
 * peers ask about the versions of classes.
 */
public final class RmiCodeBaseProvider implements CodeBaseProvider {

    @Override
    public org.omg.CORBA.Object codeBase(ORB orb) {
        return RmiAdapter.codeBase(orb);
    }
}
