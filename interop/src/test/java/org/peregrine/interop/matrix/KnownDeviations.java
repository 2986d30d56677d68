package org.peregrine.interop.matrix;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Checks that a given (client ORB, server ORB) pair fails for a reason that lies in a peer ORB
 * and that Peregrine must not copy, each with the failure it fails with. The client reports such
 * a failure as {@code XFAIL}, and it does not fail the test; any other failure of the check, or
 * its passing, does. Every entry says which ORB deviates and how.
 */
final class KnownDeviations {

    /**
     * One deviation.
     *
     * @param failure what the start of the check's failure must match: the exception's class and
     *                message, or an assertion's message
     * @param reason  which ORB deviates from which rule of the standard
     */
    record Deviation(Pattern failure, String reason) {
    }

    private static final Deviation NON_EXISTENT_RAISED = new Deviation(
            Pattern.compile("org\\.omg\\.CORBA\\.OBJECT_NOT_EXIST\\b"),
            "JacORB's POA answers _non_existent on a deactivated object with OBJECT_NOT_EXIST,"
                    + " and the GlassFish client raises it instead of returning true"
                    + " (CORBA 3.0 §4.3.5.1); JacORB's client maps it to true.");

    private static final Deviation NO_TRUNCATION = new Deviation(
            Pattern.compile("org\\.omg\\.CORBA\\.MARSHAL\\b"),
            "The GlassFish ORB does not truncate IDL values: it sends a truncatable value"
                    + " with its most derived repository id only, not the list of its truncatable bases"
                    + " (CORBA 3.0 §15.3.4.1), so no receiver can truncate it, and as a receiver it raises"
                    + " MARSHAL (no value factory) instead of reading the first base it knows from the list.");

    private static final Deviation ABSTRACT_INTERFACE_THROUGH_RMI = new Deviation(
            Pattern.compile("java\\.lang\\.NoClassDefFoundError: javax/transaction/"),
            "JacORB 3.9 writes a value passed as an abstract interface through its RMI value handler"
                    + " (javax.rmi.CORBA.Util, for an RMI repository id), which needs classes the JDK"
                    + " dropped after Java 8 (javax.transaction, then"
                    + " sun.reflect.ReflectionFactory$GetReflectionFactoryAction): the JacORB client fails"
                    + " before sending. JacORB servers read such values from Peregrine clients.");

    private static final Deviation UNFRAGMENTED_OVER_GLASSFISH_READ_LIMIT = new Deviation(
            Pattern.compile("org\\.omg\\.CORBA\\.COMM_FAILURE\\b"),
            "The GlassFish ORB at its default settings refuses to read a GIOP message or Fragment"
                    + " over 256,000 octets (its ORBMaximumReadByteBufferSize) and drops the connection,"
                    + " and JacORB never fragments: its Request (as client) or Reply (as server) carrying"
                    + " 300,000 octets or more reaches GlassFish whole. Each of the two passes these checks"
                    + " against itself and against Peregrine, which keeps every part within the limit.");

    /** The checks whose messages are larger than the GlassFish ORB reads whole by default. */
    private static final List<String> LARGE_ECHOES = List.of(
            "sequence.octet.large", "sequence.octet.1MiB", "sequence.octet.64MiB");

    private KnownDeviations() {
    }

    /** Check name → deviation, for {@code client} calling {@code server}. */
    static Map<String, Deviation> of(PeerOrb client, PeerOrb server) {
        Map<String, Deviation> deviations = new HashMap<>();
        if (client == PeerOrb.GLASSFISH && server == PeerOrb.JACORB) {
            deviations.put("reference.nonExistentAfterDeactivation", NON_EXISTENT_RAISED);
        }
        if (client == PeerOrb.GLASSFISH || server == PeerOrb.GLASSFISH) {
            deviations.put("values.truncatedByTheClient", NO_TRUNCATION);
            deviations.put("values.truncatedByTheServer", NO_TRUNCATION);
        }
        if (client == PeerOrb.JACORB) {
            deviations.put("values.abstractInterfaceAsValue", ABSTRACT_INTERFACE_THROUGH_RMI);
        }
        if (client == PeerOrb.JACORB && server == PeerOrb.GLASSFISH
                || client == PeerOrb.GLASSFISH && server == PeerOrb.JACORB) {
            LARGE_ECHOES.forEach(check -> deviations.put(check, UNFRAGMENTED_OVER_GLASSFISH_READ_LIMIT));
        }
        return Map.copyOf(deviations);
    }
}
