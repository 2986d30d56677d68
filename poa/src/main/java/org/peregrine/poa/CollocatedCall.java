package org.peregrine.poa;

import org.omg.CORBA.portable.ServantObjectExt;
import org.omg.PortableServer.Servant;

/**
 * A call a stub makes directly on a servant of its own ORB (IDL-to-Java §1.21.6.1, local
 * invocation), between {@code _servant_preinvoke} and {@code _servant_postinvoke}: it holds the
 * POA manager's admission and the upcall context, so the POA's state is honoured as for a remote
 * request. Used by the calling thread only.
 */
final class CollocatedCall extends ServantObjectExt {

    private final PoaImpl poa;

    CollocatedCall(PoaImpl poa, Servant servant) {
        this.poa = poa;
        this.servant = servant;
    }

    PoaImpl poa() {
        return poa;
    }

    @Override
    public void normalCompletion() {
        // portable interceptors are not supported: nothing to tell
    }

    @Override
    public void exceptionalCompletion(Throwable exception) {
        // portable interceptors are not supported: nothing to tell
    }
}
