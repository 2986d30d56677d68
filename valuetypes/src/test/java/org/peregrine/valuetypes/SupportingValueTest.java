package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.NO_IMPLEMENT;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.Servant;

/** The {@code org.omg.CORBA.Object} operations a value answers by itself. */
class SupportingValueTest {

    /** A value supporting {@code IDL:test/Counter:1.0}, which derives from {@code IDL:test/Base:1.0}. */
    private static final class Value implements SupportingValue {

        @Override
        public Servant _servant() {
            return new Servant() {
                @Override
                public String[] _all_interfaces(POA poa, byte[] objectId) {
                    return new String[] {"IDL:test/Counter:1.0", "IDL:test/Base:1.0"};
                }
            };
        }
    }

    @Test
    void shouldBeItsInterfacesItsBasesAndAnObject() {
        Value value = new Value();

        assertTrue(value._is_a("IDL:test/Counter:1.0"));
        assertTrue(value._is_a("IDL:test/Base:1.0"));
        assertTrue(value._is_a(SupportingValue.OBJECT_ID));
        assertFalse(value._is_a("IDL:test/Other:1.0"));
    }

    @Test
    void shouldBeEquivalentOnlyToItself() {
        Value value = new Value();

        assertTrue(value._is_equivalent(value));
        assertFalse(value._is_equivalent(new Value()));
        assertSame(value, value._duplicate());
        assertFalse(value._non_existent());
    }

    @Test
    void shouldHashWithinTheMaximum() {
        Value value = new Value();

        for (int maximum : new int[] {1, 7, 1000, Integer.MAX_VALUE}) {
            int hash = value._hash(maximum);
            assertTrue(hash >= 0 && hash <= maximum, () -> hash + " for maximum " + maximum);
            assertEquals(hash, value._hash(maximum));
        }
    }

    @Test
    void shouldRaiseTheCatalogsMinorWhereItsReferenceIsNeeded() {
        NO_IMPLEMENT e = assertThrows(NO_IMPLEMENT.class, () -> new Value()._request("next"));

        assertEquals(ValueMinor.NEEDS_REFERENCE.value(), e.minor);
        assertEquals(ValueMinor.NEEDS_REFERENCE.value(), SupportingValue.NEEDS_REFERENCE_MINOR);
        assertEquals(CompletionStatus.COMPLETED_NO, e.completed);
        assertThrows(NO_IMPLEMENT.class, () -> new Value()._get_policy(0));
    }
}
