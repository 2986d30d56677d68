package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IdlCompilerTest {

    @TempDir
    Path out;

    private CompileResult compileBank(Path outputDirectory, Map<String, String> defines) {
        return IdlCompiler.compile(new CompileRequest(List.of(TestIdl.file("bank.idl")),
                outputDirectory, List.of(TestIdl.includeDir()), defines));
    }

    @Test
    void shouldGenerateStubForInterface() {
        CompileResult result = compileBank(out, Map.of());

        assertTrue(result.succeeded(), result::toString);
        Path bank = out.resolve("bank");
        assertAll(
                () -> assertTrue(TestIdl.read(bank.resolve("Account.java"))
                        .contains("public interface Account")),
                () -> assertTrue(TestIdl.read(bank.resolve("_AccountStub.java"))
                        .contains("public class _AccountStub")),
                () -> assertTrue(TestIdl.read(bank.resolve("AccountPOA.java"))
                        .contains("public abstract class AccountPOA")),
                () -> assertTrue(Files.exists(bank.resolve("AccountHelper.java"))),
                () -> assertTrue(Files.exists(bank.resolve("AccountOperations.java"))));
    }

    @Test
    void shouldGenerateClassesForStructUnionEnumAndException() {
        CompileResult result = compileBank(out, Map.of());

        assertTrue(result.succeeded(), result::toString);
        Path bank = out.resolve("bank");
        assertAll(
                () -> assertTrue(TestIdl.read(bank.resolve("Money.java"))
                        .contains("public final class Money")),
                () -> assertTrue(TestIdl.read(bank.resolve("Amount.java"))
                        .contains("public final class Amount")),
                () -> assertTrue(TestIdl.read(bank.resolve("Currency.java"))
                        .contains("public final class Currency")),
                () -> assertTrue(TestIdl.read(bank.resolve("InsufficientFunds.java"))
                        .contains("extends org.omg.CORBA.UserException")));
    }

    @Test
    void shouldResolveIncludeThroughIncludePathWithoutGeneratingIt() {
        CompileResult result = compileBank(out, Map.of());

        assertTrue(result.succeeded(), result::toString);
        assertTrue(TestIdl.read(out.resolve("bank/AccountOperations.java")).contains("String owner()"));
        assertFalse(Files.exists(out.resolve("common")));
    }

    /** orb.idl comes with the compiler: CORBA::TypeCode and the standard sequences, no code for them. */
    @Test
    void shouldProvideOrbIdlForTypeCodesAndStandardSequences() throws Exception {
        Path idl = Files.writeString(out.resolve("typed.idl"), """
                #include <orb.idl>
                module typed {
                  struct Tagged { CORBA::TypeCode type; any value; CORBA::StringSeq names; };
                  typedef sequence<long> Longs;
                  interface Registry { CORBA::TypeCode lookup(in CORBA::RepositoryId id); };
                };
                """);
        Path generated = out.resolve("generated");

        CompileResult result = IdlCompiler.compile(CompileRequest.of(generated, idl));

        assertTrue(result.succeeded(), result::toString);
        String helper = TestIdl.read(generated.resolve("typed/TaggedHelper.java"));
        assertTrue(helper.contains("read_TypeCode()"), helper);
        assertTrue(helper.contains("org.omg.CORBA.StringSeqHelper"), helper);
        assertFalse(Files.exists(generated.resolve("org/omg/CORBA")), "no code for orb.idl's declarations");
    }

    /**
     * Helpers insert in the mapping's portable form (write, then read_value with the type), which
     * every ORB's any takes; JacORB's form leaves the GlassFish ORB's any empty.
     */
    @Test
    void shouldGenerateHelpersThatInsertInThePortableForm() throws Exception {
        Path idl = Files.writeString(out.resolve("portable.idl"), """
                module portable {
                  struct Point { long x; long y; };
                  typedef sequence<long> Longs;
                  enum Color { RED, GREEN };
                };
                """);
        Path generated = out.resolve("generated");

        CompileResult result = IdlCompiler.compile(CompileRequest.of(generated, idl));

        assertTrue(result.succeeded(), result::toString);
        for (String helper : new String[] {"PointHelper", "LongsHelper", "ColorHelper"}) {
            String source = TestIdl.read(generated.resolve("portable/" + helper + ".java"));
            assertTrue(source.contains("any.read_value(out.create_input_stream(), type());"), source);
            assertFalse(source.matches("(?s).*write ?\\( ?any\\.create_output_stream.*"), source);
        }
    }

    @Test
    void shouldCompileIfdefBlockOnlyWhenSymbolIsDefined() {
        Path without = out.resolve("without");
        Path with = out.resolve("with");

        assertTrue(compileBank(without, Map.of()).succeeded());
        assertTrue(compileBank(with, Map.of("WITH_AUDIT", "")).succeeded());

        assertFalse(TestIdl.read(without.resolve("bank/AccountOperations.java")).contains("audit()"));
        assertTrue(TestIdl.read(with.resolve("bank/AccountOperations.java")).contains("audit()"));
    }

    @Test
    void shouldGenerateSameCodeWhenCompilingTwiceInOneJvm() {
        Path first = out.resolve("first");
        Path second = out.resolve("second");

        assertTrue(compileBank(first, Map.of("WITH_AUDIT", "")).succeeded());
        assertTrue(compileBank(second, Map.of("WITH_AUDIT", "")).succeeded());

        List<String> files = TestIdl.listing(first);
        assertEquals(files, TestIdl.listing(second));
        for (String file : files) {
            assertEquals(TestIdl.read(first.resolve(file)), TestIdl.read(second.resolve(file)), file);
        }
    }

    @Test
    void shouldGenerateSameCodeFromConcurrentCompilations() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<CompileResult>> results = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                Path target = out.resolve("thread" + i);
                results.add(threads.submit(() -> compileBank(target, Map.of())));
            }
            for (Future<CompileResult> result : results) {
                assertTrue(result.get().succeeded(), () -> result.toString());
            }
        } finally {
            threads.shutdownNow();
        }
        for (int i = 1; i < 4; i++) {
            assertEquals(TestIdl.read(out.resolve("thread0/bank/AccountPOA.java")),
                    TestIdl.read(out.resolve("thread" + i + "/bank/AccountPOA.java")));
        }
    }

    @Test
    void shouldForgetInterfaceScopesOfEarlierCompilation() {
        // An interface's nested types go to <Interface>Package; a module of the same name in a
        // later compilation must not inherit that from JacORB's static tables.
        Path first = out.resolve("first");
        Path second = out.resolve("second");

        assertTrue(IdlCompiler.compile(CompileRequest.of(first, TestIdl.file("scope_interface.idl")))
                .succeeded());
        CompileResult result =
                IdlCompiler.compile(CompileRequest.of(second, TestIdl.file("scope_module.idl")));

        assertTrue(result.succeeded(), result::toString);
        assertTrue(Files.exists(first.resolve("outer/innerPackage/Value.java")));
        assertEquals(List.of("outer/inner/Value.java", "outer/inner/ValueHelper.java",
                "outer/inner/ValueHolder.java"), TestIdl.listing(second));
    }

    @Test
    void shouldReportFileAndLineOfSyntaxErrorWithoutExiting() {
        Path broken = TestIdl.file("broken.idl");

        CompileResult result = IdlCompiler.compile(CompileRequest.of(out, broken));

        assertFalse(result.succeeded());
        Diagnostic first = result.errors().get(0);
        assertEquals(broken, first.file());
        assertEquals(3, first.line());
        assertTrue(first.toString().startsWith(broken + ":3: error: "), first::toString);
    }

    @Test
    void shouldReportSemanticErrorWithoutJacorbErrorCount() {
        Path clash = TestIdl.file("clash.idl");

        CompileResult result = IdlCompiler.compile(CompileRequest.of(out, clash));

        assertEquals(1, result.diagnostics().size(), result::toString);
        Diagnostic error = result.errors().get(0);
        assertEquals(clash, error.file());
        assertEquals(3, error.line());
        assertTrue(error.message().contains("echo already defined"), error::toString);
    }

    @Test
    void shouldCompileAfterFailedCompilation() {
        assertFalse(IdlCompiler.compile(CompileRequest.of(out, TestIdl.file("broken.idl"))).succeeded());

        CompileResult result = compileBank(out.resolve("after"), Map.of());

        assertTrue(result.succeeded(), result::toString);
    }

    @Test
    void shouldReportMissingIncludeNamingTheIncludingFile() {
        CompileResult result = IdlCompiler.compile(CompileRequest.of(out, TestIdl.file("bank.idl")));

        assertFalse(result.succeeded());
        Diagnostic error = result.errors().get(0);
        assertEquals(TestIdl.file("bank.idl"), error.file());
        assertTrue(error.message().contains("common.idl"), error::toString);
    }

    @Test
    void shouldReportMissingSourceFile() {
        Path missing = out.resolve("missing.idl");

        CompileResult result = IdlCompiler.compile(CompileRequest.of(out, missing));

        assertEquals(List.of(Diagnostic.error(missing, "IDL file not found")), result.diagnostics());
    }

    @Test
    void shouldRejectSourceWithoutIdlExtension() throws Exception {
        Path text = Files.writeString(out.resolve("bank.txt"), "module m {};");

        CompileResult result = IdlCompiler.compile(CompileRequest.of(out, text));

        assertFalse(result.succeeded());
        assertTrue(result.errors().get(0).message().contains(".idl"));
    }

    @Test
    void shouldContinueWithNextSourceAfterError() {
        CompileResult result = IdlCompiler.compile(new CompileRequest(
                List.of(TestIdl.file("broken.idl"), TestIdl.file("scope_module.idl")),
                out, List.of(), Map.of()));

        assertFalse(result.succeeded());
        assertTrue(Files.exists(out.resolve("outer/inner/Value.java")));
    }
}
