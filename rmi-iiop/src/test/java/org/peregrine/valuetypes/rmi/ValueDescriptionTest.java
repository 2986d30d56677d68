package org.peregrine.valuetypes.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA_2_3.portable.InputStream;
import org.omg.CORBA_2_3.portable.OutputStream;

/**
 * The FullValueDescription of a class as this ORB writes and reads it, in the forms the GlassFish
 * ORB reads and writes: a field of type {@code Object} (an {@code any} on the wire) is described by
 * a value TypeCode with {@code java.lang.Object}'s repository id, never {@code tk_any}, which the
 * GlassFish ORB refuses; and the GlassFish ORB's description of such a field, a value box with that
 * id, is recognised as an {@code any}.
 */
class ValueDescriptionTest {

    private static final String OBJECT_ID = "RMI:java.lang.Object:0000000000000000";

    /** A class with a field of each kind a description names differently. */
    static final class Tagged implements Serializable {
        private static final long serialVersionUID = 1L;
        int count;
        String name;
        Object tag;
    }

    private final ORB orb = ORB.init(new String[0], props());

    @AfterEach
    void destroy() {
        orb.destroy();
    }

    @Test
    void shouldDescribeAnObjectFieldByAValueTypeCodeWithObjectsIdWhenWritingADescription() throws Exception {
        OutputStream out = (OutputStream) orb.create_output_stream();
        ValueDescription.of(Tagged.class, orb).write(out);

        ValueDescription read = ValueDescription.read((InputStream) out.create_input_stream());

        List<ValueDescription.Member> members = read.members();
        assertEquals(List.of("count", "name", "tag"), members.stream().map(ValueDescription.Member::name).toList());
        assertEquals(TCKind.tk_long, members.get(0).type().kind());
        assertEquals(TCKind.tk_value_box, members.get(1).type().kind());
        assertEquals(TCKind.tk_value, members.get(2).type().kind(), "not tk_any, which the GlassFish ORB refuses");
        assertEquals(OBJECT_ID, members.get(2).type().id());
        assertTrue(ValueDescription.declaresAny(members.get(2).type()), "read back as an any");
    }

    @Test
    void shouldReadAFieldTheGlassFishOrbDescribesAsAValueBoxOfObjectAsAnAny() throws Exception {
        assertTrue(ValueDescription.declaresAny(orb.create_value_box_tc(OBJECT_ID, "Value",
                orb.get_primitive_tc(TCKind.tk_any))));
        assertTrue(ValueDescription.declaresAny(orb.create_value_box_tc("RMI:java.io.Serializable:0000000000000000",
                "Value", orb.get_primitive_tc(TCKind.tk_any))));
        assertFalse(ValueDescription.declaresAny(orb.create_value_box_tc("IDL:omg.org/CORBA/WStringValue:1.0",
                "StringValue", orb.create_string_tc(0))), "a String field is a value");
        assertFalse(ValueDescription.declaresAny(orb.get_primitive_tc(TCKind.tk_long)), "a primitive has no id");
    }

    private static Properties props() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        return props;
    }
}
