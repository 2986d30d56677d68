package org.peregrine.orb.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.INITIALIZE;
import org.omg.CORBA.INV_OBJREF;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * Object URLs and stringified IORs from untrusted text, through {@code ORB.string_to_object}
 * ({@code corbaloc:iiop:} and {@code corbaloc:rir:} URLs by {@code ObjectUrls}, {@code IOR:}
 * strings by {@code IorCodec}): the input's octets decoded as UTF-8. The ORB makes the reference
 * and decodes its IIOP profile, connecting nowhere. What the string API documents is BAD_PARAM
 * for malformed text, INV_OBJREF for an IOR whose profile is malformed, INITIALIZE for an
 * initial reference this ORB cannot make; a corbaloc URL it accepts must make a reference whose
 * profile decodes. A reference made is stringified again and must denote the same IOR.
 */
class ObjectUrlFuzzTest {

    private static ORB orb;

    @BeforeAll
    static void start() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], props);
    }

    @AfterAll
    static void stop() {
        orb.destroy();
    }

    @FuzzTest
    void stringToObject(byte[] octets) {
        String text = new String(octets, StandardCharsets.UTF_8);
        org.omg.CORBA.Object reference;
        try {
            reference = orb.string_to_object(text);
        } catch (SystemException e) {
            DocumentedFailure.check(e);
            boolean corbaloc = text.strip().regionMatches(true, 0, "corbaloc:", 0, 9);
            if (!(e instanceof BAD_PARAM || e instanceof INITIALIZE || e instanceof INV_OBJREF && !corbaloc)) {
                throw new AssertionError("string_to_object(\"" + text + "\") raised " + e, e);
            }
            return;
        }
        if (reference != null) {
            String stringified = orb.object_to_string(reference);
            assertEquals(stringified, orb.object_to_string(orb.string_to_object(stringified)),
                    "a reference stringified again");
        }
    }
}
