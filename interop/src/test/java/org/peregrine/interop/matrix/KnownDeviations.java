package org.peregrine.interop.matrix;

import java.util.HashMap;
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

    private static final String VALUE_THROUGH_RMI = "JacORB 3.9's Any writes the value it holds through"
            + " write_value(Serializable), which takes an RMI repository id from javax.rmi.CORBA.Util; that"
            + " class cannot be initialised on JDK 17 (it needs javax.transaction), so no JacORB client or server"
            + " can send a value in an any.";

    private static final Deviation VALUE_IN_ANY_FROM_JACORB_CLIENT = new Deviation(
            Pattern.compile("java\\.lang\\.NoClassDefFoundError: (javax/transaction/"
                    + "|Could not initialize class javax\\.rmi\\.CORBA\\.Util)"),
            VALUE_THROUGH_RMI);

    private static final Deviation VALUE_IN_ANY_FROM_JACORB_SERVER = new Deviation(
            Pattern.compile("org\\.omg\\.CORBA\\.UNKNOWN\\b"), VALUE_THROUGH_RMI);

    private static final Deviation BOUND_DROPPED = new Deviation(
            Pattern.compile("the echoed any's TypeCode is equal to the one sent"),
            "JacORB's Any drops the bound of a string<10> TypeCode it reads (it keeps the value as a plain"
                    + " string), so the any it sends back is typed string, not equal to string<10> (CORBA 3.0 §4.11.1);"
                    + " only JacORB's own TypeCode.equal overlooks the difference.");

    private static final String ANY_AFTER_RELEASE = "The GlassFish ORB's Any keeps a value of a constructed type"
            + " read from a reply as a view of the reply's stream, which the stub's _releaseReply closes: a"
            + " Helper's extract afterwards (IDL-to-Java §1.16) fails or reads zeros.";

    private static final Deviation ANY_AFTER_RELEASE_FAILS = new Deviation(
            Pattern.compile("java\\.lang\\.NullPointerException\\b.*\"this\\.stream\" is null"), ANY_AFTER_RELEASE);

    private static final Deviation ANY_AFTER_RELEASE_READS_ZEROS = new Deviation(
            Pattern.compile("Color: expected <ULTRAVIOLET> but was <RED>"), ANY_AFTER_RELEASE);

    private static final Deviation UNION_TYPECODE_UNREADABLE = new Deviation(
            Pattern.compile("org\\.omg\\.CORBA\\.BAD_OPERATION: WARNING: 01210030: Called typecode extract on an"
                    + " uninitialized typecode"),
            "The GlassFish ORB's TypeCode.equal fails with BAD_OPERATION on a union TypeCode it read from the"
                    + " wire (its labels were never initialised), whoever wrote it.");

    private static final Deviation VALUE_TYPECODE_UNEQUAL_JACORB = new Deviation(
            Pattern.compile("IDL:org/peregrine/interop/(Labelled|Node):1\\.0 came back as a TypeCode not equal to it"),
            "JacORB reads the tk_null concrete base of a value TypeCode (CORBA 3.0 §15.3.5.1: no base) as a"
                    + " TypeCode of kind tk_null, which its TypeCode.equal then tells apart from a value TypeCode"
                    + " without a base (§4.11.1), so no value TypeCode it receives, nor one whose base or member is"
                    + " one, is equal to the one sent.");

    private static final Deviation VALUE_TYPECODE_UNEQUAL_GLASSFISH = new Deviation(
            Pattern.compile("IDL:org/peregrine/interop/(Labelled|Node):1\\.0 came back as a TypeCode not equal to it"
                    + "|the echoed any's TypeCode is equal to the one sent"),
            "The GlassFish ORB's TypeCode.equal finds a value TypeCode with a recursive member (Node.next,"
                    + " Labelled.extra) not equal to the same TypeCode read back from the wire, whoever wrote it"
                    + " (CORBA 3.0 §4.11.1); its create_value_tc drops the concrete base besides.");

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
        anyDeviations(client, server, deviations);
        return Map.copyOf(deviations);
    }

    /** The deviations of the any and TypeCode checks (AnyChecks, TypeCodeChecks). */
    private static void anyDeviations(PeerOrb client, PeerOrb server, Map<String, Deviation> deviations) {
        if (server == PeerOrb.JACORB) {
            deviations.put("any.value", VALUE_IN_ANY_FROM_JACORB_SERVER);
            if (client != PeerOrb.JACORB) {
                deviations.put("any.boundedString", BOUND_DROPPED);
            }
        }
        if (client == PeerOrb.JACORB) {
            deviations.put("any.value", VALUE_IN_ANY_FROM_JACORB_CLIENT);
            deviations.put("typeCode.truncatableValue", VALUE_TYPECODE_UNEQUAL_JACORB);
            deviations.put("typeCode.valueWithConcreteBase", VALUE_TYPECODE_UNEQUAL_JACORB);
            deviations.put("typeCode.recursiveValue", VALUE_TYPECODE_UNEQUAL_JACORB);
        }
        if (client == PeerOrb.GLASSFISH) {
            for (String check : new String[] {"any.struct", "any.union", "any.sequence", "any.array"}) {
                deviations.put(check, ANY_AFTER_RELEASE_FAILS);
            }
            deviations.put("any.enum", ANY_AFTER_RELEASE_READS_ZEROS);
            deviations.put("typeCode.unions", UNION_TYPECODE_UNREADABLE);
            deviations.put("typeCode.truncatableValue", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
            deviations.put("typeCode.valueWithConcreteBase", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
            deviations.put("typeCode.recursiveValue", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
            deviations.putIfAbsent("any.value", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
        }
    }
}
