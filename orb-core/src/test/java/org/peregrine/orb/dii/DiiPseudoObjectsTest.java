package org.peregrine.orb.dii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.Bounds;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.Environment;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NO_IMPLEMENT;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.ORB;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.UNKNOWN;

/** The DII's pseudo-objects as an ORB makes them (CORBA 3.0 §7.4): lists, named values, environments. */
class DiiPseudoObjectsTest {

    private final ORB orb = TestOrbs.peregrine();


    @AfterEach
    void stop() {
        orb.destroy();
    }

    @Test
    void anNVListShouldHoldItsItemsInOrderAndRefuseIndicesOutside() throws Exception {
        NVList list = orb.create_list(2);
        NamedValue first = list.add(ARG_IN.value);
        Any value = orb.create_any();
        NamedValue second = list.add_value("b", value, ARG_OUT.value);
        list.add_item("c", ARG_IN.value);

        assertEquals(3, list.count());
        assertSame(first, list.item(0));
        assertEquals("", first.name());
        assertEquals(TCKind.tk_null, first.value().type().kind(), "an item added without a value gets an empty Any");
        assertSame(value, second.value());
        assertEquals(ARG_OUT.value, second.flags());
        list.remove(1);
        assertEquals("c", list.item(1).name());
        assertThrows(Bounds.class, () -> list.item(2));
        assertThrows(Bounds.class, () -> list.item(-1));
        assertThrows(Bounds.class, () -> list.remove(2));
    }

    @Test
    void exceptionAndContextListsShouldHoldTheirItems() throws Exception {
        ExceptionList exceptions = orb.create_exception_list();
        exceptions.add(orb.create_exception_tc("IDL:t/E:1.0", "E", new org.omg.CORBA.StructMember[0]));
        ContextList contexts = orb.create_context_list();
        contexts.add("user");
        contexts.add("sys*");

        assertEquals("IDL:t/E:1.0", exceptions.item(0).id());
        assertEquals("sys*", contexts.item(1));
        contexts.remove(0);
        assertEquals(1, contexts.count());
        assertThrows(Bounds.class, () -> exceptions.item(1));
        assertThrows(Bounds.class, () -> contexts.remove(1));
    }

    @Test
    void aNamedValueAndAnEnvironmentShouldHoldWhatTheyAreGiven() {
        Any value = orb.create_any();
        NamedValue named = orb.create_named_value("n", value, ARG_IN.value);
        Environment environment = orb.create_environment();
        UNKNOWN exception = new UNKNOWN();

        assertEquals("n", named.name());
        assertSame(value, named.value());
        assertNull(environment.exception());
        environment.exception(exception);
        assertSame(exception, environment.exception());
        environment.clear();
        assertNull(environment.exception());
    }

    @Test
    void createOperationListShouldNameTheMissingInterfaceRepository() {
        NO_IMPLEMENT missing = assertThrows(NO_IMPLEMENT.class, () -> orb.create_operation_list(null));

        assertEquals(DiiMinor.NO_INTERFACE_REPOSITORY.value(), missing.minor);
        assertTrue(missing.getMessage().contains("interface repository"), missing.getMessage());
    }
}
