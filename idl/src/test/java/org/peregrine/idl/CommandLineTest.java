package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CommandLineTest {

    @TempDir
    Path out;

    private final ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

    private int run(String... args) {
        return IdlCompiler.run(args, new PrintStream(stdout, true, StandardCharsets.UTF_8),
                new PrintStream(stderr, true, StandardCharsets.UTF_8));
    }

    @Test
    void shouldParseJoinedAndSeparateOptionValues() throws Exception {
        CompileRequest request = CommandLine.parse(new String[] {
            "-d", "gen", "-I", "a", "-Ib", "-D", "X", "-DY=2", "one.idl", "two.idl"});

        Map<String, String> defines = new LinkedHashMap<>();
        defines.put("X", "");
        defines.put("Y", "2");
        assertEquals(new CompileRequest(List.of(Path.of("one.idl"), Path.of("two.idl")),
                Path.of("gen"), List.of(Path.of("a"), Path.of("b")), defines), request);
    }

    @Test
    void shouldGenerateDispatchersUnlessNoDispatchersIsGiven() throws Exception {
        assertTrue(CommandLine.parse(new String[] {"x.idl"}).dispatchers());
        assertFalse(CommandLine.parse(new String[] {"-nodispatchers", "x.idl"}).dispatchers());
    }

    @Test
    void shouldMakeValueReferencesUnlessNoValueRefsIsGiven() throws Exception {
        assertTrue(CommandLine.parse(new String[] {"x.idl"}).valueReferences());
        assertFalse(CommandLine.parse(new String[] {"-novaluerefs", "x.idl"}).valueReferences());
        assertTrue(CommandLine.parse(new String[] {"-novaluerefs", "x.idl"}).dispatchers());
    }

    @Test
    void shouldSizeRequestsUnlessNoSizeHintsIsGiven() throws Exception {
        assertTrue(CommandLine.parse(new String[] {"x.idl"}).sizeHints());
        assertFalse(CommandLine.parse(new String[] {"-nosizehints", "x.idl"}).sizeHints());
        assertTrue(CommandLine.parse(new String[] {"-nosizehints", "x.idl"}).dispatchers());
    }

    @Test
    void shouldReturnNullForHelp() throws Exception {
        assertNull(CommandLine.parse(new String[] {"--help"}));
    }

    @Test
    void shouldRejectOptionWithoutValue() {
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"x.idl", "-d"}));
    }

    @Test
    void shouldRejectDefineWithoutName() {
        assertThrows(CommandLine.UsageException.class, () -> CommandLine.parse(new String[] {"-D=1", "x.idl"}));
    }

    @Test
    void shouldExitWithZeroAndGenerateCode() {
        int code = run("-d", out.toString(), "-I", TestIdl.includeDir().toString(), "-DWITH_AUDIT",
                TestIdl.file("bank.idl").toString());

        assertEquals(0, code, stderr::toString);
        assertTrue(Files.exists(out.resolve("bank/_AccountStub.java")));
        assertTrue(Files.exists(out.resolve("bank/_AccountDispatcher.java")));
    }

    @Test
    void shouldExitWithCompileErrorCodeAndPrintFileAndLine() {
        Path broken = TestIdl.file("broken.idl");

        int code = run("-d", out.toString(), broken.toString());

        assertEquals(IdlCompiler.EXIT_COMPILE_ERROR, code);
        assertTrue(stderr.toString(StandardCharsets.UTF_8).contains(broken + ":3: error:"), stderr::toString);
    }

    @Test
    void shouldExitWithUsageCodeForUnknownOption() {
        int code = run("-x", "a.idl");

        assertEquals(IdlCompiler.EXIT_USAGE, code);
        assertTrue(stderr.toString(StandardCharsets.UTF_8).contains("unknown option -x"));
    }
}
