package org.peregrine.valuetypes;

/**
 * Finds the classes values name: through the calling thread's context class loader first, as
 * containers expect (an application's classes are there), then through the loader of
 * Peregrine's own classes. No class is loaded from the network.
 */
public final class ClassLoading {

    private ClassLoading() {
    }

    /**
     * The class {@code name} ({@code Class.getName()}'s form, arrays included), not initialized;
     * ClassNotFoundException if neither loader has it. A class that is there but fails to link
     * is a {@link LinkageError}.
     */
    public static Class<?> load(String name) throws ClassNotFoundException {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        if (context != null) {
            try {
                return Class.forName(name, false, context);
            } catch (ClassNotFoundException e) {
                // try Peregrine's own loader
            }
        }
        return Class.forName(name, false, ClassLoading.class.getClassLoader());
    }
}
