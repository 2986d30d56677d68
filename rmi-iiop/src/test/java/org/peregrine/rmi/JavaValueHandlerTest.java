package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.util.Properties;
import javax.rmi.CORBA.Util;
import javax.rmi.CORBA.ValueHandler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.ORB;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;
import org.peregrine.testsupport.rmi.RmiSamples;
import org.peregrine.testsupport.rmi.RmiSamples.CustomWithExtra;
import org.peregrine.testsupport.rmi.RmiSamples.RingNode;
import org.peregrine.valuetypes.ValueMinor;

/**
 * {@code ValueHandler.readValue} on Peregrine's streams: the caller reads a value's tag and
 * repository id, the handler reads the rest, as the stream's own {@code read_value} would.
 */
class JavaValueHandlerTest {

    private static final int VALUE_TAG = 0x7fffff02;
    private static final int CHUNKED_VALUE_TAG = 0x7fffff0a;

    private final ORB orb = ORB.init(new String[0], props());
    private final ValueHandler handler = Util.createValueHandler();

    @AfterEach
    void destroy() {
        orb.destroy();
    }

    @Test
    void shouldReadTheStateOfAValueWhoseHeaderTheCallerReadKeepingItsCycle() {
        InputStream in = written(RingNode.ring("a", "b"));

        assertEquals(VALUE_TAG, in.read_long());
        String id = in.read_string();
        Serializable read = handler.readValue(in, 0, RingNode.class, id, null);

        assertEquals(RingNode.ring("a", "b"), read, "the ring closes: the indirection points at the tag's position");
    }

    @Test
    void shouldReadTheChunkedStateOfACustomMarshaledValue() {
        OutputStream out = (OutputStream) orb.create_output_stream();
        out.write_value(RmiSamples.customWithExtra());
        out.write_long(42); // what follows the value is read after it
        InputStream in = (InputStream) out.create_input_stream();

        assertEquals(CHUNKED_VALUE_TAG, in.read_long());
        Serializable read = handler.readValue(in, 0, CustomWithExtra.class, in.read_string(), null);

        assertEquals(RmiSamples.customWithExtra(), read);
        assertEquals(42, in.read_long());
    }

    @Test
    void shouldRefuseAnIdNamingAClassThatIsNotTheOneAsked() {
        InputStream in = written(RingNode.ring("a"));
        in.read_long();
        String id = in.read_string();

        MARSHAL e = assertThrows(MARSHAL.class, () -> handler.readValue(in, 0, CustomWithExtra.class, id, null));

        assertEquals(ValueMinor.CLASS_MISMATCH.value(), e.minor);
        assertTrue(e.getMessage().contains(RingNode.class.getName()), e.getMessage());
    }

    @Test
    void shouldBePeregrinesOwnHandler() {
        assertInstanceOf(JavaValueHandler.class, handler);
    }

    private InputStream written(Serializable value) {
        OutputStream out = (OutputStream) orb.create_output_stream();
        out.write_value(value);
        return (InputStream) out.create_input_stream();
    }

    private static Properties props() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        return props;
    }
}
