package org.peregrine.interop.rmi;

import java.io.Serializable;
import java.util.Map;
import java.util.function.Supplier;

/**
 * test-support's {@code RmiSamples.ALL}: every sample Serializable value by name, each supplier
 * building a fresh value equal to the last. Looked up by name because peregrine-test-support is
 * a test-scope dependency of this module, so this code cannot compile against it; the launcher
 * puts its jar on each peer's class path, where both sides need the sample classes anyway, to
 * read the values. Stateless.
 */
final class Samples {

    private static final String SAMPLES_CLASS = "org.peregrine.testsupport.rmi.RmiSamples";

    private Samples() {
    }

    /**
     * @throws IllegalStateException if peregrine-test-support is not on the class path
     */
    @SuppressWarnings("unchecked")
    static Map<String, Supplier<Serializable>> all() {
        try {
            return (Map<String, Supplier<Serializable>>) Class.forName(SAMPLES_CLASS).getField("ALL").get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(SAMPLES_CLASS + " is not on the class path: add the"
                    + " peregrine-test-support jar", e);
        }
    }
}
