package org.peregrine.rmi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.peregrine.testsupport.CompiledSources;
import org.peregrine.valuetypes.CodebaseLoaders;

/**
 * {@code Util.loadClass(name, remoteCodebase, loader)}: the given loader first, then the
 * context loader and Peregrine's, and the remote codebase only when the system property
 * {@code peregrine.rmi.loadFromCodebase} is {@code true} (the method has no ORB whose property it
 * could read).
 */
class UtilLoadClassTest {

    private static final String CRATE = """
            package shipped;
            public class Crate implements java.io.Serializable {
                private static final long serialVersionUID = 1L;
            }
            """;

    private final UtilDelegateImpl util = new UtilDelegateImpl();

    @AfterEach
    void clearProperty() {
        System.clearProperty(CodebaseLoaders.PROPERTY);
    }

    @Test
    void shouldNotLoadFromTheRemoteCodebaseByDefault(@TempDir Path directory) throws Exception {
        String codebase = CompiledSources.compile(directory, CRATE).toUri().toString();

        assertThrows(ClassNotFoundException.class, () -> util.loadClass("shipped.Crate", codebase, null));
    }

    @Test
    void shouldLoadFromTheRemoteCodebaseWhenThePropertySaysSo(@TempDir Path directory) throws Exception {
        String codebase = CompiledSources.compile(directory, CRATE).toUri().toString();
        System.setProperty(CodebaseLoaders.PROPERTY, "true");

        Class<?> crate = util.loadClass("shipped.Crate", codebase, null);

        assertEquals("shipped.Crate", crate.getName());
        assertTrue(crate.getClassLoader().getName().startsWith("codebase "), "loaded by " + crate.getClassLoader());
        assertSame(crate, util.loadClass("shipped.Crate", codebase, null), "one loader per codebase");
    }

    @Test
    void shouldPreferALocalClassToTheRemoteCodebase(@TempDir Path directory) throws Exception {
        String codebase = CompiledSources.compile(directory, CRATE).toUri().toString();
        System.setProperty(CodebaseLoaders.PROPERTY, "true");

        assertSame(Calculator.class, util.loadClass(Calculator.class.getName(), codebase, null));
    }
}
