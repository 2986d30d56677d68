package org.peregrine.interop.matrix;

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
        if (client == PeerOrb.GLASSFISH && server == PeerOrb.JACORB) {
            return Map.of("reference.nonExistentAfterDeactivation",
                    "JacORB's POA answers _non_existent on a deactivated object with OBJECT_NOT_EXIST,"
                            + " and the GlassFish client raises it instead of returning true"
                            + " (CORBA 3.0 §4.3.5.1); JacORB's client maps it to true.");
        }
        return Map.of();
    }
}
