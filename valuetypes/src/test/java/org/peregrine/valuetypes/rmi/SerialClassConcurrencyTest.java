package org.peregrine.valuetypes.rmi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Many threads meeting a class for the first time at once all get the same, complete
 * descriptor: every round loads the fixture classes afresh in a class loader of their own (so
 * each round is a first meeting), releases the threads together, and checks that every thread
 * got one descriptor per class with every field, in wire order, and every method.
 */
class SerialClassConcurrencyTest {

    private static final int THREADS = 8;
    private static final int ROUNDS = 50;

    /** A fixture: a Serializable superclass, fields of several kinds, its own writeObject and readObject. */
    public static class Base implements Serializable {
        private static final long serialVersionUID = 1L;
        int b;
        String a;
    }

    /** The class the threads meet: a subclass with its own methods and fields. */
    public static class Derived extends Base {
        private static final long serialVersionUID = 2L;
        long z;
        double y;
        Object x;

        private void writeObject(java.io.ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
        }

        private void readObject(java.io.ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
        }
    }

    @Test
    void shouldGiveEveryThreadTheSameCompleteDescriptor() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                Class<?> derived = new FreshLoader().loadClass(Derived.class.getName());
                CountDownLatch start = new CountDownLatch(1);
                List<Future<JavaClass>> seen = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    seen.add(pool.submit(() -> {
                        start.await();
                        return JavaClass.of(derived);
                    }));
                }
                start.countDown();
                JavaClass first = seen.get(0).get();
                for (Future<JavaClass> other : seen) {
                    assertSame(first, other.get(), "round " + round);
                }
                assertComplete(first.serial(), derived);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void assertComplete(SerialClass serial, Class<?> derived) {
        SerialClass[] levels = serial.levels();
        assertEquals(2, levels.length);
        assertSame(derived.getSuperclass(), levels[0].type());
        assertSame(derived, levels[1].type());
        assertArrayEquals(new String[] {"b", "a"}, names(levels[0]), "primitives by name, then references by name");
        assertArrayEquals(new String[] {"y", "z", "x"}, names(levels[1]));
        assertEquals(true, levels[1].writeObject() != null && levels[1].readObject() != null);
        assertEquals(true, serial.customMarshaled());
        assertEquals(2L, serial.serialVersionUid());
    }

    private static String[] names(SerialClass level) {
        return java.util.Arrays.stream(level.fields()).map(SerialField::name).toArray(String[]::new);
    }

    /** Loads this test's fixture classes from their class files, anew; anything else from the parent. */
    private static final class FreshLoader extends ClassLoader {

        FreshLoader() {
            super(SerialClassConcurrencyTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith(SerialClassConcurrencyTest.class.getName() + "$")) {
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
