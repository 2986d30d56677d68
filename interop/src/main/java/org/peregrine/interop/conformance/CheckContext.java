package org.peregrine.interop.conformance;

import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAPackage.ServantNotActive;
import org.omg.PortableServer.POAPackage.WrongPolicy;
import org.peregrine.interop.Callback;
import org.peregrine.interop.CallbackHelper;
import org.peregrine.interop.Conformance;

/**
 * What every check needs: the client's ORB, the server's object and an active POA of the
 * client's own, which serves the callbacks the checks hand to the server.
 */
record CheckContext(ORB orb, Conformance target, POA localPoa) {

    /** Activates a callback in the client's POA and returns its reference. */
    Callback localCallback(CallbackServant servant) {
        try {
            return CallbackHelper.narrow(localPoa.servant_to_reference(servant));
        } catch (ServantNotActive | WrongPolicy e) {
            throw new IllegalStateException("the RootPOA allows implicit activation", e);
        }
    }
}
