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

    private static final Deviation LATIN_1_BETWEEN_GLASSFISH_ORBS = new Deviation(
            Pattern.compile("org\\.omg\\.CORBA\\.DATA_CONVERSION\\b"),
            "Two GlassFish ORBs at their defaults both have ISO 8859-1 as native char code set, so they"
                    + " negotiate it (CORBA 3.0 §13.10.2.6: the same native code set) and refuse a character"
                    + " beyond Latin-1 in a string with DATA_CONVERSION. With a Peregrine or JacORB ORB on"
                    + " either side the pair negotiates UTF-8.");

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
        if (client == PeerOrb.GLASSFISH && server == PeerOrb.GLASSFISH) {
            for (String check : List.of("text.string.beyondLatin1", "text.string.supplementary")) {
                for (String direction : List.of(".in", ".return", ".out")) {
                    deviations.put(check + direction, LATIN_1_BETWEEN_GLASSFISH_ORBS);
                }
            }
        }
        return Map.copyOf(deviations);
    }
}
