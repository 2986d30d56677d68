package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.portable.ValueFactory;

/** The ORB's value types: factories registered and looked up, behind the cache of recent lookups. */
class ValueTypesTest {

    private static final String ID = "IDL:test/Unknown:1.0";
    private static final ValueFactory FIRST = in -> null;
    private static final ValueFactory SECOND = in -> null;

    @Test
    void aFactoryRegisteredOrUnregisteredAfterALookupIsSeenByTheNextOne() {
        ValueTypes types = new ValueTypes(10);
        assertNull(types.lookup(ID), "no class and no factory for the id");

        types.register(ID, FIRST);
        assertSame(FIRST, types.lookup(ID));
        assertSame(FIRST, types.lookup(ID), "looked up again, from the cache");

        assertSame(FIRST, types.register(ID, SECOND));
        assertSame(SECOND, types.lookup(ID));

        types.unregister(ID);
        assertNull(types.lookup(ID));
        assertThrows(BAD_PARAM.class, () -> types.unregister(ID));
    }

    @Test
    void anIdInAnotherStringFindsTheSameKnowledge() {
        ValueTypes types = new ValueTypes(10);
        types.register(ID, FIRST);
        ValueTypes.Known known = types.known(ID);
        ValueTypes.Known again = types.known(new String(ID.toCharArray()));
        assertSame(known, again);
        assertSame(FIRST, again.maker().factory());
        assertSame(ID, again.single()[0]);
    }
}
