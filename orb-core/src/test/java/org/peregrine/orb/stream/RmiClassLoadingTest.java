package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.Unpooled;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import org.junit.jupiter.api.Test;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * The class an RMI repository id names is found through the reading thread's context class
 * loader first, as containers expect (each application's classes are its own), then through
 * Peregrine's: the same id read under two context loaders gives instances of each loader's class.
 */
class RmiClassLoadingTest {

    /** The value's class; an application's loader below defines a class of its own from the same bytes. */
    public static class Item implements Serializable {
        private static final long serialVersionUID = 1L;
        public int x = 5;
    }

    @Test
    void shouldResolveTheClassThroughTheContextClassLoaderFirst() throws Exception {
        ClassLoader application = new ApplicationLoader();
        ClassLoader before = Thread.currentThread().getContextClassLoader();
        try {
            Thread.currentThread().setContextClassLoader(application);
            Object inApplication = read(written(new Item()));
            assertSame(application, inApplication.getClass().getClassLoader());
            assertEquals(5, inApplication.getClass().getField("x").getInt(inApplication));

            Thread.currentThread().setContextClassLoader(null);
            Object inPeregrines = read(written(new Item()));
            assertSame(Item.class, inPeregrines.getClass(), "without a context loader, Peregrine's loader");
            assertNotSame(inApplication.getClass(), inPeregrines.getClass());
        } finally {
            Thread.currentThread().setContextClassLoader(before);
        }
    }

    private static CdrWriter written(Serializable value) {
        CdrWriter writer = new CdrWriter().wrap(Unpooled.buffer(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        new CdrOutputStream(ValuesOnlyContext.DEFAULT, writer, null).write_value(value);
        return writer;
    }

    private static Object read(CdrWriter writer) {
        return CdrInputStream.over(ValuesOnlyContext.DEFAULT, writer.buffer(), false, GiopVersion.V1_2,
                CodeSets.DEFAULT).read_value();
    }

    /** An application's loader: defines {@link Item} anew from its class file; anything else from its parent. */
    private static final class ApplicationLoader extends ClassLoader {

        ApplicationLoader() {
            super(RmiClassLoadingTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals(Item.class.getName())) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded != null) {
                    return loaded;
                }
                try (InputStream in = getParent().getResourceAsStream(name.replace('.', '/') + ".class")) {
                    byte[] bytes = in.readAllBytes();
                    return defineClass(name, bytes, 0, bytes.length);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
            }
        }
    }
}
