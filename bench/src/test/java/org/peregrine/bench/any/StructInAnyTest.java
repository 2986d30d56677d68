package org.peregrine.bench.any;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.OutputStream;
import org.peregrine.bench.idl.Reading;
import org.peregrine.bench.idl.ReadingHelper;

/**
 * {@link StructInAny} on Peregrine: a struct inserted by its generated Helper comes back whole
 * through {@code write_any} and {@code read_any}.
 */
class StructInAnyTest {

    private ORB orb;

    @BeforeEach
    void startOrb() {
        Properties properties = new Properties();
        properties.put("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        properties.put("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        orb = ORB.init(new String[0], properties);
    }

    @AfterEach
    void destroyOrb() {
        orb.destroy();
    }

    @Test
    void shouldExtractTheStructInsertedAfterWriteAnyAndReadAny() {
        StructInAny<Reading> reading = StructInAny.reading(
                new Reading(7, (short) 3, true, 21.5, "sensor-0007-east", new int[] {1, 2, 3}));
        Any any = orb.create_any();
        reading.insertInto(any);
        OutputStream out = orb.create_output_stream();
        out.write_any(any);

        Any received = out.create_input_stream().read_any();
        Reading extracted = reading.extractFrom(received);

        assertTrue(received.type().equal(ReadingHelper.type()));
        assertEquals(7, extracted.id);
        assertEquals(3, extracted.kind);
        assertTrue(extracted.valid);
        assertEquals(21.5, extracted.value);
        assertEquals("sensor-0007-east", extracted.label);
        assertArrayEquals(new int[] {1, 2, 3}, extracted.history);
    }
}
