package org.peregrine.idl.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IdlGeneratorTest {

    private static final String SHAPES = """
            #include <units.idl>
            module shapes {
                struct Point { units::Length x; units::Length y; };
                struct Circle { Point centre; units::Length radius; };
            #ifdef WITH_SQUARE
                struct Square { Point corner; units::Length side; };
            #endif
            };
            """;

    @TempDir
    Path project;

    private Path sources;
    private Path includes;
    private Path output;
    private Path stamp;

    @BeforeEach
    void writeIdl() throws IOException {
        sources = Files.createDirectories(project.resolve("src/main/idl"));
        includes = Files.createDirectories(project.resolve("include"));
        output = project.resolve("target/generated-sources/idl");
        stamp = project.resolve("target/peregrine-idl/generate.stamp");
        Files.writeString(sources.resolve("shapes.idl"), SHAPES);
        Files.writeString(includes.resolve("units.idl"), "module units { typedef double Length; };\n");
        // Edited before the build: a time stamp in the same millisecond as a generation's start
        // would count as a change (the safe side), making the up-to-date checks flaky.
        FileTime past = FileTime.from(Instant.now().minus(1, ChronoUnit.MINUTES));
        Files.setLastModifiedTime(sources.resolve("shapes.idl"), past);
        Files.setLastModifiedTime(includes.resolve("units.idl"), past);
    }

    private IdlGenerator.Result generate(Map<String, String> defines) throws IOException {
        return generate(defines, true);
    }

    private IdlGenerator.Result generate(Map<String, String> defines, boolean dispatchers)
            throws IOException {
        return new IdlGenerator(sources, output, List.of(includes), defines, dispatchers, true, true, stamp)
                .generate();
    }

    private IdlGenerator.Status generate() throws IOException {
        IdlGenerator.Result result = generate(Map.of());
        assertFalse(result.status() == IdlGenerator.Status.FAILED, result::toString);
        return result.status();
    }

    /** Moves a file's time stamp past any stamp written so far, as an edit would. */
    private static void touch(Path file) throws IOException {
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().plus(1, ChronoUnit.MINUTES)));
    }

    @Test
    void shouldGenerateJavaSourcesForIdlInSourceDirectory() throws IOException {
        assertEquals(IdlGenerator.Status.GENERATED, generate());

        assertTrue(Files.exists(output.resolve("shapes/Point.java")));
        assertTrue(Files.exists(output.resolve("shapes/CircleHelper.java")));
    }

    @Test
    void shouldGenerateDispatchersOnlyWhileEnabledAndRegenerateWhenSwitched() throws IOException {
        Path ping = Files.writeString(sources.resolve("ping.idl"),
                "module net { interface Pinger { void ping(); }; };\n");
        Files.setLastModifiedTime(ping, FileTime.from(Instant.now().minus(1, ChronoUnit.MINUTES)));
        Path dispatcher = output.resolve("net/_PingerDispatcher.java");

        assertEquals(IdlGenerator.Status.GENERATED, generate());
        assertTrue(Files.exists(dispatcher));

        assertEquals(IdlGenerator.Status.GENERATED, generate(Map.of(), false).status());
        assertFalse(Files.exists(dispatcher));
        assertTrue(Files.exists(output.resolve("net/PingerPOA.java")));
        assertEquals(IdlGenerator.Status.UP_TO_DATE, generate(Map.of(), false).status());
    }

    @Test
    void shouldRegenerateWhenSizeHintsAreSwitched() throws IOException {
        assertEquals(IdlGenerator.Status.GENERATED, generate());
        IdlGenerator unsized = new IdlGenerator(sources, output, List.of(includes), Map.of(), true, true, false, stamp);

        assertEquals(IdlGenerator.Status.GENERATED, unsized.generate().status());
        assertEquals(IdlGenerator.Status.UP_TO_DATE, unsized.generate().status());
    }

    @Test
    void shouldRegenerateWhenTheCompilerChanges() throws IOException {
        assertEquals(IdlGenerator.Status.GENERATED, generate());
        IdlGenerator upgraded = new IdlGenerator(sources, output, List.of(includes), Map.of(), true, true, true, stamp,
                "a later build of the compiler");

        assertEquals(IdlGenerator.Status.GENERATED, upgraded.generate().status());
        assertEquals(IdlGenerator.Status.UP_TO_DATE, upgraded.generate().status());
        assertEquals(IdlGenerator.Status.GENERATED, generate(), "back to the build this plugin runs");
    }

    @Test
    void shouldReportNoSourcesWhenSourceDirectoryIsMissing() throws IOException {
        IdlGenerator generator = new IdlGenerator(project.resolve("src/test/idl"), output,
                List.of(), Map.of(), true, true, true, stamp);

        assertEquals(IdlGenerator.Status.NO_SOURCES, generator.generate().status());
        assertFalse(Files.exists(output));
    }

    @Test
    void shouldSkipCompileWhenOutputsAreNewerThanInputs() throws IOException {
        generate();

        assertEquals(IdlGenerator.Status.UP_TO_DATE, generate());
    }

    @Test
    void shouldRegenerateWhenSourceChanges() throws IOException {
        generate();
        touch(sources.resolve("shapes.idl"));

        assertEquals(IdlGenerator.Status.GENERATED, generate());
    }

    @Test
    void shouldRegenerateWhenIncludedFileChanges() throws IOException {
        generate();
        touch(includes.resolve("units.idl"));

        assertEquals(IdlGenerator.Status.GENERATED, generate());
    }

    @Test
    void shouldRegenerateWhenDefinesChange() throws IOException {
        generate();

        IdlGenerator.Result result = generate(Map.of("WITH_SQUARE", ""));

        assertEquals(IdlGenerator.Status.GENERATED, result.status());
        assertTrue(Files.exists(output.resolve("shapes/Square.java")));
    }

    @Test
    void shouldRegenerateWhenGeneratedFileWasDeleted() throws IOException {
        generate();
        Files.delete(output.resolve("shapes/Point.java"));

        assertEquals(IdlGenerator.Status.GENERATED, generate());
        assertTrue(Files.exists(output.resolve("shapes/Point.java")));
    }

    @Test
    void shouldDeleteGeneratedFilesOfRemovedTypesButNoOtherFiles() throws IOException {
        generate(Map.of("WITH_SQUARE", ""));
        Path handWritten = Files.writeString(output.resolve("shapes/Notes.java"), "// mine");

        generate();

        assertFalse(Files.exists(output.resolve("shapes/Square.java")));
        assertTrue(Files.exists(output.resolve("shapes/Circle.java")));
        assertTrue(Files.exists(handWritten));
    }

    @Test
    void shouldFailWithDiagnosticsAndRetryNextTime() throws IOException {
        generate();
        Files.writeString(sources.resolve("shapes.idl"), "module shapes { struct Point { long x y; }; };\n");
        touch(sources.resolve("shapes.idl"));

        IdlGenerator.Result failed = generate(Map.of());
        IdlGenerator.Result again = generate(Map.of());

        assertEquals(IdlGenerator.Status.FAILED, failed.status());
        assertEquals(sources.resolve("shapes.idl"), failed.diagnostics().get(0).file());
        assertEquals(1, failed.diagnostics().get(0).line());
        assertEquals(IdlGenerator.Status.FAILED, again.status());
    }
}
