package org.peregrine.idl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged {@code peregrine-idl-VERSION-cli.jar}, run as a user runs it: copied alone into a
 * directory outside the source tree and started with {@code java -jar} in a JVM of its own. Its
 * output is the same as the compiler's run in this JVM, JacORB's version line included.
 */
class CliJarIT {

    @TempDir
    Path directory;

    private Path jar;

    @BeforeEach
    void copyTheJarAlone() throws IOException {
        Path built = Path.of(System.getProperty("cliJar"));
        jar = Files.copy(built, directory.resolve(built.getFileName()));
    }

    private record Run(int exitCode, String stdout, String stderr) {
    }

    private Run run(String... arguments) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar.toString()));
        command.addAll(List.of(arguments));
        Path stdout = directory.resolve("stdout.txt");
        Path stderr = directory.resolve("stderr.txt");
        Process process = new ProcessBuilder(command).directory(directory.toFile())
                .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the IDL compiler did not exit: " + command);
        }
        return new Run(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
    }

    @Test
    void shouldCompileIdlToJavaWhenRunAloneOutsideTheSourceTree() throws Exception {
        Files.writeString(directory.resolve("hello.idl"),
                "module hello { interface Greeter { string greet(in string name); }; };\n");

        Run run = run("-d", "out", "hello.idl");

        assertEquals(0, run.exitCode(), run.stderr());
        CompileResult inProcess = IdlCompiler.compile(new CompileRequest(List.of(directory.resolve("hello.idl")),
                directory.resolve("expected"), List.of(), Map.of()));
        assertTrue(inProcess.succeeded(), inProcess.diagnostics().toString());
        for (String generated : List.of("Greeter", "GreeterHelper", "GreeterPOA", "_GreeterStub", "_GreeterDispatcher")) {
            Path file = Path.of("hello", generated + ".java");
            assertEquals(Files.readString(directory.resolve("expected").resolve(file)),
                    Files.readString(directory.resolve("out").resolve(file)), "the cli jar's " + file);
        }
    }

    @Test
    void shouldReportAnIdlErrorWithItsFileAndLineAndExitWithOne() throws Exception {
        Files.writeString(directory.resolve("broken.idl"), "module broken {\n  struct Point {\n    long x y;\n  };\n};\n");

        Run run = run("-d", "out", "broken.idl");

        assertEquals(IdlCompiler.EXIT_COMPILE_ERROR, run.exitCode());
        assertTrue(run.stderr().contains("broken.idl:3: error:"), run.stderr());
    }
}
