package org.peregrine.bench.client;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.omg.CORBA.ORB;

/**
 * The client JVM's ORB, for the IDL stubs ({@link CorbaTarget}) and the RMI-IIOP stubs ({@link
 * RmiTarget}) alike: the ORB the standard {@code org.omg.CORBA.ORBClass} property selects, given
 * all system properties (the peer's own settings arrive that way). Stateless.
 */
final class ClientOrb {

    private ClientOrb() {
    }

    static ORB init() {
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        return ORB.init(new String[0], properties);
    }

    /** The object whose stringified IOR the server wrote to {@code iorFile}. */
    static org.omg.CORBA.Object resolve(ORB orb, Path iorFile) throws Exception {
        return orb.string_to_object(Files.readString(iorFile, StandardCharsets.US_ASCII).trim());
    }

    static void close(ORB orb) {
        try {
            orb.shutdown(false);
            orb.destroy();
        } catch (RuntimeException e) {
            System.err.println("ORB shutdown failed: " + e);
        }
    }
}
