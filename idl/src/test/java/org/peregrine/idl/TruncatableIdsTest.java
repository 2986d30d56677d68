package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.portable.ValueBase;

/**
 * The backend keeps a value class's repository ids in one static array, as {@code idlj} does,
 * instead of JacORB's array per instance; with every backend feature off, JacORB's text stays.
 */
class TruncatableIdsTest {

    private static final String IDL = """
            module trunc {
              valuetype Base { public long a; };
              valuetype Derived : truncatable Base { public long b; };
            };
            """;
    private static final String BASE_IMPL = """
            package trunc;
            public class BaseImpl extends Base {}
            """;
    private static final String DERIVED_IMPL = """
            package trunc;
            public class DerivedImpl extends Derived {}
            """;

    @TempDir
    Path work;

    private ClassLoader compile(String name, boolean backend) throws Exception {
        Path idl = work.resolve("trunc.idl");
        Files.writeString(idl, IDL);
        CompileRequest request = CompileRequest.of(work.resolve("sources-" + name), idl)
                .withDispatchers(backend).withValueReferences(backend).withSizeHints(backend);
        CompileResult result = IdlCompiler.compile(request);
        assertTrue(result.succeeded(), result.diagnostics()::toString);
        Files.writeString(request.outputDirectory().resolve("trunc/BaseImpl.java"), BASE_IMPL);
        Files.writeString(request.outputDirectory().resolve("trunc/DerivedImpl.java"), DERIVED_IMPL);
        return GeneratedCode.compile(request.outputDirectory(), work.resolve("classes-" + name));
    }

    private static ValueBase newValue(ClassLoader classes, String name) throws Exception {
        return (ValueBase) classes.loadClass(name).getConstructor().newInstance();
    }

    private static Field idsField(ClassLoader classes, String name) throws Exception {
        return classes.loadClass(name).getDeclaredField("_truncatable_ids");
    }

    @Test
    void everyInstanceShouldShareItsClassesIds() throws Exception {
        ClassLoader classes = compile("backend", true);
        ValueBase first = newValue(classes, "trunc.DerivedImpl");
        ValueBase second = newValue(classes, "trunc.DerivedImpl");

        assertTrue(Modifier.isStatic(idsField(classes, "trunc.Derived").getModifiers()));
        assertTrue(Modifier.isStatic(idsField(classes, "trunc.Base").getModifiers()));
        assertSame(first._truncatable_ids(), second._truncatable_ids());
        assertArrayEquals(new String[] {"IDL:trunc/Derived:1.0", "IDL:trunc/Base:1.0"}, first._truncatable_ids());
        assertArrayEquals(new String[] {"IDL:trunc/Base:1.0"}, newValue(classes, "trunc.BaseImpl")._truncatable_ids());
    }

    @Test
    void withoutTheBackendTheMappingShouldStayAsJacorbWritesIt() throws Exception {
        ClassLoader classes = compile("plain", false);

        assertFalse(Modifier.isStatic(idsField(classes, "trunc.Derived").getModifiers()));
        assertEquals("IDL:trunc/Derived:1.0", newValue(classes, "trunc.DerivedImpl")._truncatable_ids()[0]);
    }
}
