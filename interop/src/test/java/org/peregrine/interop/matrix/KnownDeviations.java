package org.peregrine.interop.matrix;

import java.util.HashMap;
import java.util.Map;

/**
 * Checks that a given (client ORB, server ORB) pair fails for a reason that lies in a peer ORB
 * and that Peregrine must not copy. The client reports them as {@code XFAIL}, and they do not
 * fail the test; any other failure does. Every entry says which ORB deviates and how.
 */
final class KnownDeviations {

    private KnownDeviations() {
    }

    /** Check name → reason, for {@code client} calling {@code server}. */
    static Map<String, String> of(PeerOrb client, PeerOrb server) {
        Map<String, String> deviations = new HashMap<>();
        if (client == PeerOrb.GLASSFISH && server == PeerOrb.JACORB) {
            deviations.put("reference.nonExistentAfterDeactivation",
                    "JacORB's POA answers _non_existent on a deactivated object with OBJECT_NOT_EXIST,"
                            + " and the GlassFish client raises it instead of returning true"
                            + " (CORBA 3.0 §4.3.5.1); JacORB's client maps it to true.");
        }
        if (client == PeerOrb.GLASSFISH || server == PeerOrb.GLASSFISH) {
            String truncation = "The GlassFish ORB does not truncate IDL values: it sends a truncatable value"
                    + " with its most derived repository id only, not the list of its truncatable bases"
                    + " (CORBA 3.0 §15.3.4.1), so no receiver can truncate it, and as a receiver it raises"
                    + " MARSHAL (no value factory) instead of reading the first base it knows from the list.";
            deviations.put("values.truncatedByTheClient", truncation);
            deviations.put("values.truncatedByTheServer", truncation);
        }
        if (client == PeerOrb.JACORB) {
            deviations.put("values.abstractInterfaceAsValue",
                    "JacORB 3.9 writes a value passed as an abstract interface through its RMI value handler"
                            + " (javax.rmi.CORBA.Util, for an RMI repository id), which needs classes the JDK"
                            + " dropped after Java 8 (javax.transaction, then"
                            + " sun.reflect.ReflectionFactory$GetReflectionFactoryAction): the JacORB client fails"
                            + " before sending. JacORB servers read such values from Peregrine clients.");
        }
        return Map.copyOf(deviations);
    }
}
