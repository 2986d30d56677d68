package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.omg.PortableServer.Servant;
import org.peregrine.valuetypes.SupportingValue;

/**
 * {@code valuetype V supports I}: the generated {@code V} is usable as an {@code I} (Spiegel
 * §2.3), exactly for concrete supported interfaces, and only with value references on.
 */
class SupportingValueTest {

    /** A concrete {@code Tally}, compiled with the generated code. */
    private static final String TALLY_IMPL = """
            package sup;
            public class TallyImpl extends Tally {
                public int next() { return ++total; }
            }
            """;

    @TempDir
    Path work;

    private ClassLoader compile(boolean valueReferences) throws Exception {
        Path sources = work.resolve("sources-" + valueReferences);
        CompileRequest request = CompileRequest.of(sources, TestIdl.file("supports.idl")).withValueReferences(valueReferences);
        CompileResult result = IdlCompiler.compile(request);
        assertTrue(result.succeeded(), result.diagnostics()::toString);
        Files.writeString(sources.resolve("sup/TallyImpl.java"), TALLY_IMPL);
        return GeneratedCode.compile(sources, work.resolve("classes-" + valueReferences));
    }

    @Test
    void valueShouldBeUsableAsTheConcreteInterfaceItSupports() throws Exception {
        ClassLoader classes = compile(true);
        Class<?> counter = classes.loadClass("sup.Counter");

        assertTrue(counter.isAssignableFrom(classes.loadClass("sup.Tally")));
        assertTrue(SupportingValue.class.isAssignableFrom(classes.loadClass("sup.Tally")));
        assertTrue(classes.loadClass("sup.Resettable").isAssignableFrom(classes.loadClass("sup.Both")));
        assertTrue(classes.loadClass("sup.Named").isAssignableFrom(classes.loadClass("sup.Both")));
        assertTrue(counter.isAssignableFrom(classes.loadClass("sup.Sub")), "inherited from Tally");
    }

    @Test
    void valueWithoutAConcreteInterfaceShouldStayAsTheMappingMakesIt() throws Exception {
        ClassLoader classes = compile(true);

        assertFalse(SupportingValue.class.isAssignableFrom(classes.loadClass("sup.Tag")));
        assertFalse(org.omg.CORBA.Object.class.isAssignableFrom(classes.loadClass("sup.Tag")));
        assertFalse(SupportingValue.class.isAssignableFrom(classes.loadClass("sup.Plain")));
    }

    @Test
    void servantShouldBeTheInterfacesTieOnTheValue() throws Exception {
        ClassLoader classes = compile(true);
        SupportingValue tally = (SupportingValue) classes.loadClass("sup.TallyImpl").getConstructor().newInstance();

        Servant servant = tally._servant();

        assertEquals("sup.CounterPOATie", servant.getClass().getName());
        assertSame(tally, servant.getClass().getMethod("_delegate").invoke(servant));
        assertTrue(tally._is_a("IDL:sup/Counter:1.0"));
        assertFalse(tally._is_a("IDL:sup/Resettable:1.0"));
    }

    @Test
    void withoutValueReferencesTheValueShouldOnlyImplementTheOperations() throws Exception {
        ClassLoader classes = compile(false);
        Class<?> tally = classes.loadClass("sup.Tally");

        assertFalse(classes.loadClass("sup.Counter").isAssignableFrom(tally));
        assertTrue(classes.loadClass("sup.CounterOperations").isAssignableFrom(tally));
        assertFalse(SupportingValue.class.isAssignableFrom(tally));
    }
}
