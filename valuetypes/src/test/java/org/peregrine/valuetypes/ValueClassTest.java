package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Date;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.DataInputStream;
import org.omg.CORBA.DataOutputStream;
import org.omg.CORBA.TypeCode;
import org.omg.CORBA.portable.CustomValue;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;
import org.peregrine.valuetypes.rmi.RmiRepositoryIds;

class ValueClassTest {

    /** A streamable value whose ids array is its own, as the IDL compiler generates it. */
    static final class Point implements StreamableValue {
        private final String[] ids = {"IDL:test/Point:1.0"};

        @Override
        public String[] _truncatable_ids() {
            return ids;
        }

        @Override
        public void _write(OutputStream out) {
        }

        @Override
        public void _read(InputStream in) {
        }

        @Override
        public TypeCode _type() {
            return null;
        }
    }

    /** A custom value with a truncatable base. */
    static final class Custom implements CustomValue {
        @Override
        public String[] _truncatable_ids() {
            return new String[] {"IDL:test/Custom:1.0", "IDL:test/Base:1.0"};
        }

        @Override
        public void marshal(DataOutputStream out) {
        }

        @Override
        public void unmarshal(DataInputStream in) {
        }
    }

    @Test
    void shouldTellStreamableCustomAndJavaClassesApart() {
        assertEquals(ValueClass.Kind.STREAMABLE, new ValueClass(Point.class).kind());
        assertEquals(ValueClass.Kind.CUSTOM, new ValueClass(Custom.class).kind());
        assertEquals(ValueClass.Kind.JAVA, new ValueClass(Date.class).kind());
        assertTrue(new ValueClass(Point.class).valueBase());
        assertFalse(new ValueClass(Date.class).valueBase());
    }

    @Test
    void shouldKeepTheIdsTheFirstInstanceTold() {
        ValueClass type = new ValueClass(Point.class);
        Point first = new Point();
        String[] ids = type.ids(first);
        assertArrayEquals(first._truncatable_ids(), ids);
        assertNotSame(first._truncatable_ids(), ids);
        assertSame(ids, type.ids(new Point()));
    }

    @Test
    void shouldChunkCustomAndTruncatableValuesOnly() {
        ValueClass point = new ValueClass(Point.class);
        assertFalse(point.chunked(point.ids(new Point())));
        ValueClass custom = new ValueClass(Custom.class);
        assertTrue(custom.chunked(custom.ids(new Custom())));
        assertTrue(point.chunked(new String[] {"IDL:test/Derived:1.0", "IDL:test/Point:1.0"}));
    }

    @Test
    void shouldGiveAJavaClassItsRmiRepositoryIdAndChunkItIfCustomMarshaled() {
        ValueClass date = new ValueClass(Date.class); // Date has its own writeObject
        assertArrayEquals(new String[] {RmiRepositoryIds.of(Date.class)}, date.ids(new Date(0)));
        assertTrue(date.chunked(date.ids(new Date(0))));
        ValueClass uuid = new ValueClass(UUID.class);
        assertFalse(uuid.chunked(uuid.ids(new UUID(1, 2))));
    }

    @Test
    void shouldFindOneValueClassPerJavaClass() {
        ValueTypes types = new ValueTypes(10);
        ValueClass point = types.classOf(Point.class);
        assertSame(point, types.classOf(Point.class));
        assertEquals(ValueClass.Kind.CUSTOM, types.classOf(Custom.class).kind());
        assertSame(point, types.classOf(Point.class));
    }
}
