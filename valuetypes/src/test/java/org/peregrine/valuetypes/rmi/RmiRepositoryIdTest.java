package org.peregrine.valuetypes.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.util.OptionalLong;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.MARSHAL;
import org.peregrine.testsupport.rmi.RmiTypes;
import org.peregrine.valuetypes.ValueMinor;

/**
 * Reading RMI repository ids back: every id the GlassFish ORB gave the test types names the class
 * it was made for, with its hash and serialVersionUID; ids that are not in the format are a
 * MARSHAL naming the id.
 */
class RmiRepositoryIdTest {

    @Test
    void shouldReadEveryGlassFishIdBackIntoItsClassHashAndSerialVersionUid() throws Exception {
        Properties captured = new Properties();
        try (InputStream in = getClass().getResourceAsStream("/vectors/glassfish/rmi-repository-ids.properties")) {
            captured.load(in);
        }
        int read = 0;
        for (Class<?> type : RmiTypes.ALL) {
            String id = captured.getProperty(type.getName());
            if (!id.startsWith("RMI:")) {
                continue; // String's IDL id and Remote's empty one
            }
            RmiRepositoryId parsed = RmiRepositoryId.parse(id);
            Class<?> named = type == Class.class ? javax.rmi.CORBA.ClassDesc.class : type;
            Class<?> described = elementOf(named); // an array's id carries its element's numbers
            boolean serializable = !described.isInterface() && Serializable.class.isAssignableFrom(described);
            assertEquals(named.getName(), parsed.className(), id);
            assertEquals(described.isPrimitive() ? 0 : RmiRepositoryIds.hash(described), parsed.hash(), id);
            assertEquals(serializable ? OptionalLong.of(ObjectStreamClass.lookupAny(described).getSerialVersionUID())
                    : OptionalLong.empty(), parsed.serialVersionUid(), id);
            read++;
        }
        assertEquals(RmiTypes.ALL.size() - 2, read);
    }

    @Test
    void shouldUndoTheEscapesOfAnArrayOfANestedClass() {
        RmiRepositoryId parsed = RmiRepositoryId.parse(RmiRepositoryIds.of(RmiTypes.Δelta[][].class));

        assertEquals(RmiTypes.Δelta[][].class.getName(), parsed.className());
    }

    @Test
    void shouldReadShortHexNumbersAsTheyStand() {
        RmiRepositoryId parsed = RmiRepositoryId.parse("RMI:a.B:1F:FFFFFFFFFFFFFFFF");

        assertEquals("a.B", parsed.className());
        assertEquals(0x1F, parsed.hash());
        assertEquals(OptionalLong.of(-1), parsed.serialVersionUid());
    }

    @ParameterizedTest
    @ValueSource(strings = {"IDL:a/B:1.0", "RMI:", "RMI:a.B", "RMI::0", "RMI:a.B:", "RMI:a.B:XYZ", "RMI:a.B:+1",
        "RMI:a.B:0:1:2", "RMI:a.B:00000000000000000", "RMI:a\\U12:0", "RMI:a\\U+123b:0", "RMI:a\\UZZZZb:0"})
    void shouldRefuseIdsThatAreNotInTheFormatWithAMarshalNamingThem(String id) {
        MARSHAL e = assertThrows(MARSHAL.class, () -> RmiRepositoryId.parse(id));

        assertEquals(ValueMinor.BAD_RMI_ID.value(), e.minor);
        assertTrue(e.getMessage().contains(id), e.getMessage());
    }

    private static Class<?> elementOf(Class<?> array) {
        Class<?> element = array;
        while (element.isArray()) {
            element = element.getComponentType();
        }
        return element;
    }
}
