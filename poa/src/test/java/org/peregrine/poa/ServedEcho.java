package org.peregrine.poa;

import java.util.Map;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.omg.PortableServer.Servant;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.PeregrineOrb;

/**
 * A server ORB with {@code settings} serving one echo servant from its active RootPOA, for tests
 * that talk to it over raw sockets or from a client ORB of their own; {@link #close} destroys it.
 *
 * @param ior the servant's reference, stringified
 * @param profile its IIOP profile: the host, port and object key raw clients send to
 */
record ServedEcho(ORB orb, POA rootPoa, String ior, IiopProfile profile) implements AutoCloseable {

    static ServedEcho start(Map<String, String> settings, Servant servant) throws Exception {
        ORB orb = TwoOrbs.orb(settings);
        try {
            POA rootPoa = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
            rootPoa.the_POAManager().activate();
            String ior = orb.object_to_string(rootPoa.servant_to_reference(servant));
            return new ServedEcho(orb, rootPoa, ior, IorCodec.fromString(ior).iiopProfile());
        } catch (Exception | Error e) {
            orb.destroy();
            throw e;
        }
    }

    /** A raw client connected to the servant's endpoint, giving up on reads after {@code readTimeoutMillis}. */
    RawGiopClient raw(int readTimeoutMillis) throws java.io.IOException {
        return new RawGiopClient(profile.host(), profile.port(), readTimeoutMillis);
    }

    PeregrineOrb peregrine() {
        return (PeregrineOrb) orb;
    }

    @Override
    public void close() {
        orb.destroy();
    }
}
