package org.peregrine.valuetypes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.StreamableValue;
import org.omg.CORBA.portable.ValueFactory;

/**
 * The ORB's value types: factories registered and looked up, behind the cache of recent lookups,
 * and classes found by the naming conventions that fail to load or initialize.
 */
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
        ValueTypes.Known known = types.known(ID, null, CompletionStatus.COMPLETED_NO);
        ValueTypes.Known again = types.known(new String(ID.toCharArray()), null, CompletionStatus.COMPLETED_NO);
        assertSame(known, again);
        assertSame(FIRST, again.maker().factory());
        assertSame(ID, again.single()[0]);
    }

    @Test
    void shouldRaiseMarshalNamingAValueClassWhoseStaticInitializerFails() {
        ValueTypes types = new ValueTypes(10);
        ValueTypes.ValueMaker maker =
                types.maker(idOf(FailingValue.class), CompletionStatus.COMPLETED_YES).orElseThrow();

        MARSHAL first = assertThrows(MARSHAL.class, () -> maker.newInstance(CompletionStatus.COMPLETED_YES));
        assertClassFailed(first, FailingValue.class.getName(), CompletionStatus.COMPLETED_YES);
        assertInstanceOf(ExceptionInInitializerError.class, first.getCause());
        MARSHAL again = assertThrows(MARSHAL.class, () -> maker.newInstance(CompletionStatus.COMPLETED_NO));
        assertClassFailed(again, FailingValue.class.getName(), CompletionStatus.COMPLETED_NO);
        assertInstanceOf(NoClassDefFoundError.class, again.getCause(), "the class stays uninitialized");
    }

    @Test
    void shouldRaiseMarshalWithTheCauseWhenADefaultFactorysConstructorThrows() {
        MARSHAL e = assertThrows(MARSHAL.class, () -> new ValueTypes(10).lookup(idOf(ThrowingFactoryValue.class)));

        assertClassFailed(e, ThrowingFactoryValueDefaultFactory.class.getName(), CompletionStatus.COMPLETED_NO);
        assertSame(ThrowingFactoryValueDefaultFactory.FAILURE, e.getCause());
    }

    @Test
    void shouldRaiseMarshalNamingAClassWhoseDependencyIsMissing() {
        String missing = "org.peregrine.valuetypes.WithoutItsBase";
        NoClassDefFoundError linkage = new NoClassDefFoundError("org/peregrine/valuetypes/MissingBase");
        ClassLoader failing = new ClassLoader(getClass().getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals(missing)) {
                    throw linkage;
                }
                return super.loadClass(name, resolve);
            }
        };
        Thread thread = Thread.currentThread();
        ClassLoader context = thread.getContextClassLoader();
        thread.setContextClassLoader(failing);
        try {
            MARSHAL e = assertThrows(MARSHAL.class,
                    () -> new ValueTypes(10).maker("IDL:org/peregrine/valuetypes/WithoutItsBase:1.0",
                            CompletionStatus.COMPLETED_MAYBE));
            assertClassFailed(e, missing, CompletionStatus.COMPLETED_MAYBE);
            assertSame(linkage, e.getCause());
        } finally {
            thread.setContextClassLoader(context);
        }
    }

    private static void assertClassFailed(MARSHAL e, String className, CompletionStatus completion) {
        assertEquals(ValueMinor.CLASS_FAILED.value(), e.minor);
        assertEquals(completion.value(), e.completed.value(), "completion status");
        assertTrue(e.getMessage().contains(className), e.getMessage());
    }

    private static String idOf(Class<?> type) {
        return "IDL:" + type.getName().replace('.', '/') + ":1.0";
    }

    /** A streamable value class whose static initializer throws. */
    public static class FailingValue implements StreamableValue {

        static {
            failInitializer();
        }

        public FailingValue() {
        }

        @Override
        public void _read(InputStream in) {
        }

        @Override
        public void _write(OutputStream out) {
        }

        @Override
        public org.omg.CORBA.TypeCode _type() {
            return null;
        }

        @Override
        public String[] _truncatable_ids() {
            return new String[] {idOf(FailingValue.class)};
        }
    }

    /** A value type whose standard default factory's constructor throws. */
    public static class ThrowingFactoryValue implements Serializable {
    }

    /** The default factory of {@link ThrowingFactoryValue}, by the naming convention. */
    public static class ThrowingFactoryValueDefaultFactory implements ValueFactory {

        static final IllegalStateException FAILURE = new IllegalStateException("a constructor that fails");

        public ThrowingFactoryValueDefaultFactory() {
            throw FAILURE;
        }

        @Override
        public Serializable read_value(org.omg.CORBA_2_3.portable.InputStream in) {
            return null;
        }
    }

    private static void failInitializer() {
        throw new IllegalStateException("a static initializer that fails");
    }
}
