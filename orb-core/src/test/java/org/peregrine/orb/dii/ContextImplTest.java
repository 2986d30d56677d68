package org.peregrine.orb.dii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_CONTEXT;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.CTX_RESTRICT_SCOPE;
import org.omg.CORBA.Context;
import org.omg.CORBA.NVList;
import org.omg.CORBA.ORB;

/** Context objects (CORBA 3.0 §7.6): string properties in a tree, searched upwards by pattern. */
class ContextImplTest {

    private final ORB orb = TestOrbs.peregrine();
    private final Context root = orb.get_default_context();


    @AfterEach
    void stop() {
        orb.destroy();
    }

    private Any string(String value) {
        Any any = orb.create_any();
        any.insert_string(value);
        return any;
    }

    private static Map<String, String> values(NVList list) throws Bounds {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < list.count(); i++) {
            values.put(list.item(i).name(), list.item(i).value().extract_string());
        }
        return values;
    }

    @Test
    void theDefaultContextShouldBeOnePerOrbWithoutParent() {
        assertSame(root, orb.get_default_context());
        assertEquals(null, root.parent());
    }

    @Test
    void aChildShouldHideItsParentsValuesAndInheritTheRest() throws Exception {
        root.set_one_value("user", string("root"));
        root.set_one_value("umask", string("022"));
        Context child = root.create_child("session");
        child.set_one_value("user", string("ada"));

        assertEquals(Map.of("user", "ada", "umask", "022"), values(child.get_values("", 0, "u*")));
        assertEquals(Map.of("user", "ada"), values(child.get_values("", CTX_RESTRICT_SCOPE.value, "u*")));
        assertEquals(Map.of("user", "root"), values(child.get_values(root.context_name(), 0, "user")));
        assertSame(root, child.parent());
        assertEquals("session", child.context_name());
    }

    @Test
    void aSearchShouldFailWithTheStandardMinorCodes() {
        Context child = root.create_child("session");
        child.set_one_value("user", string("ada"));

        BAD_CONTEXT noScope = assertThrows(BAD_CONTEXT.class, () -> child.get_values("elsewhere", 0, "user"));
        assertEquals(DiiMinor.NO_CONTEXT.value(), noScope.minor);
        BAD_CONTEXT noMatch = assertThrows(BAD_CONTEXT.class, () -> child.get_values("", 0, "host*"));
        assertEquals(DiiMinor.NO_CONTEXT_PROPERTY.value(), noMatch.minor);
    }

    @Test
    void deleteValuesShouldDeleteWhatThePatternMatchesHereOnly() throws Exception {
        root.set_one_value("user", string("root"));
        Context child = root.create_child("session");
        child.set_one_value("user", string("ada"));
        child.set_one_value("uid", string("7"));
        child.set_one_value("host", string("h"));

        child.delete_values("u*");

        assertEquals(Map.of("user", "root", "host", "h"), values(child.get_values("", 0, "*")));
        assertEquals(DiiMinor.NO_CONTEXT_PROPERTY.value(),
                assertThrows(BAD_CONTEXT.class, () -> child.delete_values("u*")).minor);
    }

    @Test
    void setValuesShouldTakeStringsWithFlagsZeroOnly() throws Exception {
        NVList list = orb.create_list(2);
        list.add_value("a", string("1"), 0);
        list.add_value("b", string("2"), 0);
        root.set_values(list);
        assertEquals(Map.of("a", "1", "b", "2"), values(root.get_values("", 0, "*")));

        NVList flagged = orb.create_list(1);
        flagged.add_value("c", string("3"), 1);
        assertEquals(DiiMinor.CONTEXT_FLAGS.value(), assertThrows(BAD_PARAM.class, () -> root.set_values(flagged)).minor);
        Any number = orb.create_any();
        number.insert_long(3);
        assertEquals(DiiMinor.NOT_A_STRING.value(),
                assertThrows(BAD_PARAM.class, () -> root.set_one_value("d", number)).minor);
    }
}
