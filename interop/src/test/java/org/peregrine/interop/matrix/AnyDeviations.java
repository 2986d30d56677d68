package org.peregrine.interop.matrix;

import java.util.Map;
import java.util.regex.Pattern;

import org.peregrine.interop.matrix.KnownDeviations.Deviation;

/**
 * The {@link KnownDeviations} of the any and TypeCode checks ({@code AnyChecks},
 * {@code TypeCodeChecks}): peer bugs that fail between two peers too, each run in the directions
 * that work. A Peregrine client passes every one of these checks against every server but JacORB,
 * where only the two a JacORB server causes fail; so does the omniORB client.
 */
final class AnyDeviations {

    private static final String VALUE_THROUGH_RMI = "JacORB 3.9's Any writes the value it holds through"
            + " write_value(Serializable), which takes an RMI repository id from javax.rmi.CORBA.Util; that"
            + " class cannot be initialised on JDK 17 (it needs javax.transaction), so no JacORB client or server"
            + " can send a value in an any.";

    private static final Deviation VALUE_IN_ANY_FROM_JACORB_CLIENT = new Deviation(
            Pattern.compile("java\\.lang\\.NoClassDefFoundError: (javax/transaction/"
                    + "|Could not initialize class javax\\.rmi\\.CORBA\\.Util)"),
            VALUE_THROUGH_RMI);

    private static final Deviation VALUE_IN_ANY_FROM_JACORB_SERVER = new Deviation(
            Pattern.compile("(org\\.omg\\.CORBA\\.UNKNOWN|CORBA::MARSHAL)\\b"),
            VALUE_THROUGH_RMI + " A Java client receives the failure as UNKNOWN, the omniORB client as MARSHAL.");

    private static final Deviation VALUE_WITHOUT_TYPE_INFORMATION = new Deviation(
            Pattern.compile("(org\\.omg\\.CORBA\\.|CORBA::)MARSHAL\\b"),
            "omniORB writes a value in an any without type information (value tag 0x7fffff00: the"
                    + " any's TypeCode says what it is, CORBA 3.0 §15.3.4.1), which the GlassFish ORB cannot"
                    + " read (\"read_value(null) called, but no repository ID information on the wire\"),"
                    + " as client or as server. Peregrine reads it.");

    private static final Deviation SHORT_FIXED_IN_ANY = new Deviation(
            Pattern.compile("(org\\.omg\\.CORBA\\.|CORBA::)MARSHAL\\b"),
            "JacORB's Any writes a fixed with the digits of its value only (-1234.50 in 4 octets), not the"
                    + " (digits + 2) / 2 octets of its TypeCode's fixed<9,2> (CORBA 3.0 §15.3.2.8); the GlassFish"
                    + " ORB and omniORB read the TypeCode's octets and run past the value, as client or as"
                    + " server. Peregrine reads the short form.");

    private static final Deviation BOUND_DROPPED = new Deviation(
            Pattern.compile("the echoed any's TypeCode is equal to the one sent"),
            "JacORB's Any drops the bound of a string<10> TypeCode it reads (it keeps the value as a plain"
                    + " string), so the any it sends back is typed string, not equal to string<10> (CORBA 3.0 §4.11.1);"
                    + " only JacORB's own TypeCode.equal overlooks the difference.");

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

    private AnyDeviations() {
    }

    /** Adds the deviations of the any and TypeCode checks for {@code client} calling {@code server}. */
    static void add(PeerOrb client, PeerOrb server, Map<String, Deviation> deviations) {
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
        if (client == PeerOrb.JACORB && (server == PeerOrb.GLASSFISH || server == PeerOrb.OMNIORB)
                || server == PeerOrb.JACORB && (client == PeerOrb.GLASSFISH || client == PeerOrb.OMNIORB)) {
            deviations.put("any.fixed", SHORT_FIXED_IN_ANY);
        }
        if (client == PeerOrb.GLASSFISH && server == PeerOrb.OMNIORB
                || client == PeerOrb.OMNIORB && server == PeerOrb.GLASSFISH) {
            deviations.put("any.value", VALUE_WITHOUT_TYPE_INFORMATION);
        }
        if (client == PeerOrb.GLASSFISH) {
            deviations.put("typeCode.truncatableValue", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
            deviations.put("typeCode.valueWithConcreteBase", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
            deviations.put("typeCode.recursiveValue", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
            deviations.putIfAbsent("any.value", VALUE_TYPECODE_UNEQUAL_GLASSFISH);
        }
    }
}
