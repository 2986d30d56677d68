package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
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
import org.peregrine.valuetypes.ValueMinor;

/**
 * {@code ValueHandler.readValue} on Peregrine's streams: the caller reads a value's tag and
 * repository id, the handler reads the rest, as the stream's own {@code read_value} would.
 */
class JavaValueHandlerTest {

    private static final int VALUE_TAG = 0x7fffff02;
    private static final int CHUNKED_VALUE_TAG = 0x7fffff0a;

    /** Refers to itself, so the value's state holds an indirection back to its tag. */
    static final class Node implements Serializable {
        private static final long serialVersionUID = 1L;
        int label;
        Node next;
    }

    /** Custom-marshaled, so its state is chunked: what its {@code writeObject} adds follows its fields. */
    static final class Stamped implements Serializable {
        private static final long serialVersionUID = 1L;
        String name;
        transient long stamp;

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeLong(stamp);
        }

        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            stamp = in.readLong();
        }
    }

    private final ORB orb = ORB.init(new String[0], props());
    private final ValueHandler handler = Util.createValueHandler();

    @AfterEach
    void destroy() {
        orb.destroy();
    }

    @Test
    void shouldReadTheStateOfAValueWhoseHeaderTheCallerReadKeepingItsCycle() {
        Node node = new Node();
        node.label = 7;
        node.next = node;
        InputStream in = written(node);

        assertEquals(VALUE_TAG, in.read_long());
        String id = in.read_string();
        Node read = (Node) handler.readValue(in, 0, Node.class, id, null);

        assertEquals(7, read.label);
        assertSame(read, read.next, "the indirection points at the tag's position");
    }

    @Test
    void shouldReadTheChunkedStateOfACustomMarshaledValue() {
        Stamped stamped = new Stamped();
        stamped.name = "ünïcode";
        stamped.stamp = 1234567890123L;
        OutputStream out = (OutputStream) orb.create_output_stream();
        out.write_value(stamped);
        out.write_long(42); // what follows the value is read after it
        InputStream in = (InputStream) out.create_input_stream();

        assertEquals(CHUNKED_VALUE_TAG, in.read_long());
        Stamped read = (Stamped) handler.readValue(in, 0, Stamped.class, in.read_string(), null);

        assertEquals("ünïcode", read.name);
        assertEquals(1234567890123L, read.stamp);
        assertEquals(42, in.read_long());
    }

    @Test
    void shouldRefuseAnIdNamingAClassThatIsNotTheOneAsked() {
        InputStream in = written(new Node());
        in.read_long();
        String id = in.read_string();

        MARSHAL e = assertThrows(MARSHAL.class, () -> handler.readValue(in, 0, Stamped.class, id, null));

        assertEquals(ValueMinor.CLASS_MISMATCH.value(), e.minor);
        assertTrue(e.getMessage().contains(Node.class.getName()), e.getMessage());
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
