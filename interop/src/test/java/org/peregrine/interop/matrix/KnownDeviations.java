package org.peregrine.interop.matrix;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.peregrine.interop.conformance.ConformanceChecks;

/**
 * Checks that a given (client ORB, server ORB) pair fails for a reason that lies in a peer ORB
 * and that Peregrine must not copy, each with the failure it fails with. The client reports such
 * a failure as {@code XFAIL}, and it does not fail the test; any other failure of the check, or
 * its passing, does. Every entry says which ORB deviates and how. The Peregrine server of a
 * dynamic servant has entries of its own ({@link #ofDynamicServer}), which say what of Peregrine
 * or of that servant falls short.
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
            systemException("OBJECT_NOT_EXIST"),
            "JacORB's and omniORB's POAs answer _non_existent on a deactivated object with"
                    + " OBJECT_NOT_EXIST, and the GlassFish client raises it instead of returning true"
                    + " (CORBA 3.0 §4.3.5.1); the JacORB, omniORB and Peregrine clients map it to true.");

    private static final Deviation NO_TRUNCATION = new Deviation(
            systemException("MARSHAL"),
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

    /**
     * Checks of the Java client that the omniORB programs cannot run, with the reason: the C++
     * client has no such check, and a Java client calling the omniORB server fails it as
     * {@link #of} says.
     */
    static final Map<String, String> UNSUPPORTED_BY_OMNIORB = unsupportedByOmniOrb();

    private static Map<String, String> unsupportedByOmniOrb() {
        Map<String, String> checks = new HashMap<>();
        checks.put("values.custom", "omniidl rejects custom valuetypes (\"Unsupported IDL construct found in input"
                + " (custom valuetypes)\"), so the omniORB programs have no Tally and their Conformance"
                + " no echoTally.");
        ConformanceChecks.names().stream().filter(check -> check.startsWith("dii.")).forEach(check -> checks.put(check,
                "The C++ client has no DII checks (not written yet); the Java clients call every server,"
                        + " omniORB's included, through their ORBs' DII."));
        return Map.copyOf(checks);
    }

    private static final Deviation NO_CUSTOM_VALUES_IN_OMNIORB = new Deviation(
            systemException("BAD_OPERATION"),
            "omniORB's Conformance has no echoTally: " + UNSUPPORTED_BY_OMNIORB.get("values.custom"));

    private static final Deviation UNFRAGMENTED_OVER_GLASSFISH_READ_LIMIT = new Deviation(
            systemException("COMM_FAILURE"),
            "The GlassFish ORB at its default settings refuses to read a GIOP message or Fragment"
                    + " over 256,000 octets (its ORBMaximumReadByteBufferSize) and drops the connection,"
                    + " and JacORB and omniORB at theirs send such a message unfragmented: their Request (as"
                    + " client) or Reply (as server) carrying 300,000 octets or more reaches GlassFish whole."
                    + " Each passes these checks against itself and against Peregrine, which keeps every part"
                    + " within the limit.");

    private static final Deviation OVER_OMNIORB_MESSAGE_LIMIT = new Deviation(
            Pattern.compile("(org\\.omg\\.CORBA\\.|CORBA::)(MARSHAL|COMM_FAILURE)\\b"),
            "omniORB at its default settings sends and reads no GIOP message over 2 MiB, its Fragments"
                    + " counted together (giopMaxMsgSize): a 64 MiB Request or Reply is refused whichever ORB"
                    + " is at the other end, omniORB included.");

    /** The checks whose messages are larger than the GlassFish ORB reads whole by default. */
    private static final List<String> LARGE_ECHOES = List.of(
            "sequence.octet.large", "sequence.octet.1MiB", "sequence.octet.64MiB");

    private static final Deviation LATIN_1_BETWEEN_GLASSFISH_ORBS = new Deviation(
            systemException("DATA_CONVERSION"),
            "Two GlassFish ORBs at their defaults both have ISO 8859-1 as native char code set, so they"
                    + " negotiate it (CORBA 3.0 §13.10.2.6: the same native code set) and refuse a character"
                    + " beyond Latin-1 in a string with DATA_CONVERSION. With a Peregrine or JacORB ORB on"
                    + " either side the pair negotiates UTF-8.");

    private static final Deviation OMNIORB_STRINGS_IN_LATIN_1 = new Deviation(
            systemException("DATA_CONVERSION"),
            "omniORB at its defaults has ISO 8859-1 as native char code set, and its C++ mapping holds a"
                    + " string (char*) in the native code set: text beyond Latin-1 has no form there. An omniORB"
                    + " client cannot put it in a string (its check fails with DATA_CONVERSION before sending),"
                    + " an omniORB servant cannot return it, and omniORB refuses such a string it receives with"
                    + " DATA_CONVERSION (CannotMapChar), whichever char code set the pair negotiated: UTF-8 with"
                    + " JacORB and Peregrine (their native set, which omniORB converts to and from), ISO 8859-1"
                    + " with the GlassFish ORB and omniORB (the same native set, CORBA 3.0 §13.10.2.6).");

    private static final Deviation OMNIORB_MESSAGE_ERROR_FOR_ITS_REPLY = new Deviation(
            systemException("COMM_FAILURE"),
            "An omniORB server that cannot marshal its own reply answers with a GIOP MessageError instead"
                    + " of a Reply carrying the system exception (CORBA 3.0 §15.4.8 keeps MessageError for"
                    + " messages that cannot be interpreted), and the client raises COMM_FAILURE: JacORB and"
                    + " Peregrine clients negotiate UTF-8 with omniORB (their native char code set, which omniORB"
                    + " converts from), in which the char U+00E9 takes two octets, so omniORB raises"
                    + " DATA_CONVERSION marshalling it as a char. With the GlassFish ORB, which negotiates"
                    + " ISO 8859-1 with it, the char arrives intact.");

    /** The text checks of a string beyond Latin-1, every direction. */
    private static final List<String> STRINGS_BEYOND_LATIN_1 = List.of(
            "text.string.beyondLatin1.in", "text.string.beyondLatin1.return", "text.string.beyondLatin1.out",
            "text.string.supplementary.in", "text.string.supplementary.return", "text.string.supplementary.out");

    private KnownDeviations() {
    }

    /**
     * A failure that is the system exception {@code name}, as every client prints it: the Java
     * clients as {@code org.omg.CORBA.NAME}, the omniORB client as {@code CORBA::NAME}.
     */
    private static Pattern systemException(String name) {
        return Pattern.compile("(org\\.omg\\.CORBA\\.|CORBA::)" + name + "\\b");
    }

    /** Whether {@code orb} at its defaults sends a message of 300,000 octets unfragmented. */
    private static boolean unfragmenting(PeerOrb orb) {
        return orb == PeerOrb.JACORB || orb == PeerOrb.OMNIORB;
    }

    /**
     * Check name → deviation, for {@code client} calling the Peregrine server of a dynamic
     * servant: those of the client with a Peregrine server, but the truncation by the client,
     * which passes (the dynamic servant reads the value by its TypeCode and sends a Node).
     */
    static Map<String, Deviation> ofDynamicServer(PeerOrb client) {
        Map<String, Deviation> deviations = new HashMap<>(of(client, PeerOrb.PEREGRINE));
        deviations.remove("values.truncatedByTheClient");
        return Map.copyOf(deviations);
    }

    /** The conformance clients' {@code --expect-fail CHECK=PATTERN} arguments for {@code deviations}. */
    static List<String> expectFailArguments(Map<String, Deviation> deviations) {
        List<String> arguments = new ArrayList<>();
        deviations.forEach((check, deviation) -> arguments.addAll(List.of("--expect-fail",
                check + "=" + deviation.failure().pattern())));
        return arguments;
    }

    /** Check name → deviation, for {@code client} calling {@code server}. */
    static Map<String, Deviation> of(PeerOrb client, PeerOrb server) {
        Map<String, Deviation> deviations = new HashMap<>();
        if (client == PeerOrb.GLASSFISH && (server == PeerOrb.JACORB || server == PeerOrb.OMNIORB)) {
            deviations.put("reference.nonExistentAfterDeactivation", NON_EXISTENT_RAISED);
        }
        if (client == PeerOrb.GLASSFISH || server == PeerOrb.GLASSFISH) {
            deviations.put("values.truncatedByTheClient", NO_TRUNCATION);
            deviations.put("values.truncatedByTheServer", NO_TRUNCATION);
        }
        if (client == PeerOrb.JACORB) {
            deviations.put("values.abstractInterfaceAsValue", ABSTRACT_INTERFACE_THROUGH_RMI);
        }
        if (server == PeerOrb.OMNIORB && client != PeerOrb.OMNIORB) {
            deviations.put("values.custom", NO_CUSTOM_VALUES_IN_OMNIORB);
        }
        if (unfragmenting(client) && server == PeerOrb.GLASSFISH
                || client == PeerOrb.GLASSFISH && unfragmenting(server)) {
            LARGE_ECHOES.forEach(check -> deviations.put(check, UNFRAGMENTED_OVER_GLASSFISH_READ_LIMIT));
        }
        if (client == PeerOrb.OMNIORB || server == PeerOrb.OMNIORB) {
            deviations.put("sequence.octet.64MiB", OVER_OMNIORB_MESSAGE_LIMIT);
        }
        if (client == PeerOrb.GLASSFISH && server == PeerOrb.GLASSFISH) {
            STRINGS_BEYOND_LATIN_1.forEach(check -> deviations.put(check, LATIN_1_BETWEEN_GLASSFISH_ORBS));
        }
        if (client == PeerOrb.OMNIORB || server == PeerOrb.OMNIORB) {
            STRINGS_BEYOND_LATIN_1.forEach(check -> deviations.put(check, OMNIORB_STRINGS_IN_LATIN_1));
        }
        if ((client == PeerOrb.JACORB || client == PeerOrb.PEREGRINE) && server == PeerOrb.OMNIORB) {
            deviations.put("text.char.beyondAscii.out", OMNIORB_MESSAGE_ERROR_FOR_ITS_REPLY);
        }
        AnyDeviations.add(client, server, deviations);
        return Map.copyOf(deviations);
    }
}
