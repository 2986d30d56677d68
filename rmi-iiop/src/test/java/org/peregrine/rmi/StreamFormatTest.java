package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import javax.rmi.CORBA.Tie;
import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORB;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.giop.ior.TaggedComponent;
import org.peregrine.testsupport.RecordingRelay;
import org.peregrine.testsupport.RecordingRelay.Direction;

/**
 * Custom-marshaled values travel in stream format 2 between Peregrine ORBs, as they would between
 * GlassFish ORBs (Java Language to IDL Mapping §1.4.10): an RMI-IIOP object's IOR says it reads
 * format 2, the client's requests to it say so too, and both directions then write the custom
 * data of a {@code writeObject} as a value of its own ({@code RMI:org.omg.custom.*}); towards an
 * object whose IOR says nothing, format 1. Towards a format-2 reader, an RMI-IIOP ORB, wide strings
 * start with a byte order mark, as the GlassFish ORB writes them.
 */
class StreamFormatTest {

    private static final String CUSTOM_DATA = "RMI:org.omg.custom.java.util.Date";
    /** The wide string "x" after a big-endian byte order mark, as ISO 8859-1 text. */
    private static final String MARKED_X = "\u00fe\u00ff\u0000x";
    private static final String MARK = "\u00fe\u00ff";

    @Test
    void shouldWriteFormatTwoBothWaysTowardsAnObjectThatReadsIt() throws Exception {
        String[] octets = call(true);
        assertTrue(octets[0].contains(CUSTOM_DATA), "the request carries the Date in format 2");
        assertTrue(octets[1].contains(CUSTOM_DATA), "the reply carries the Date in format 2");
        assertTrue(octets[0].contains(MARKED_X), "the request's wide string starts with a byte order mark");
        assertTrue(octets[1].contains(MARKED_X), "the reply's wide string starts with a byte order mark");
    }

    @Test
    void shouldWriteFormatOneTowardsAnObjectWhoseIorSaysNothing() throws Exception {
        String[] octets = call(false);
        assertFalse(octets[0].contains(CUSTOM_DATA), "no format-2 custom data without the IOR's component");
        assertFalse(octets[1].contains(CUSTOM_DATA), "nor in the reply to a request without the context");
        assertTrue(octets[0].contains("RMI:java.util.Date"), "the Date was sent");
        assertFalse(octets[0].contains(MARK), "no byte order mark in the request");
        assertFalse(octets[1].contains(MARK), "nor in the reply");
    }

    /** Echoes a list holding a Date through a relay; the octets to the server and back, as ISO 8859-1 text. */
    private static String[] call(boolean keepComponent) throws Exception {
        ORB server = ORB.init(new String[0], ExportedCalculator.props());
        ORB client = ORB.init(new String[0], ExportedCalculator.props());
        CalculatorImpl impl = new CalculatorImpl();
        try {
            PortableRemoteObject.exportObject(impl);
            Tie tie = Util.getTie(impl);
            tie.orb(server);
            Ior ior = IorCodec.fromString(server.object_to_string(tie.thisObject()));
            IiopProfile profile = ior.iiopProfile();
            assertNotNull(profile.component(TaggedComponent.TAG_RMI_CUSTOM_MAX_STREAM_FORMAT),
                    "an RMI-IIOP object's IOR says it reads format 2");
            try (RecordingRelay relay = new RecordingRelay("127.0.0.1", profile.port(), RecordingRelay.AS_READ)) {
                List<TaggedComponent> components = new ArrayList<>();
                for (TaggedComponent component : profile.components()) {
                    if (keepComponent || component.tag() != TaggedComponent.TAG_RMI_CUSTOM_MAX_STREAM_FORMAT) {
                        components.add(component);
                    }
                }
                IiopProfile relayed = new IiopProfile(profile.major(), profile.minor(), "127.0.0.1", relay.port(),
                        profile.objectKey(), components);
                Ior through = new Ior(ior.typeId(), List.of(relayed.toTaggedProfile()));
                Calculator calculator = (Calculator) PortableRemoteObject.narrow(
                        client.string_to_object(IorCodec.toString(through)), Calculator.class);
                List<Object> items = new ArrayList<>(List.of(new Date(42), "x"));
                assertEquals(List.of("x", new Date(42)), calculator.reverse(items));
                return new String[] {new String(relay.bytes(Direction.TO_SERVER), StandardCharsets.ISO_8859_1),
                    new String(relay.bytes(Direction.TO_CLIENT), StandardCharsets.ISO_8859_1)};
            }
        } finally {
            PortableRemoteObject.unexportObject(impl);
            client.destroy();
            server.destroy();
        }
    }
}
