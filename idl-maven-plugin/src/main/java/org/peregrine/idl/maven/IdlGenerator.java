package org.peregrine.idl.maven;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.peregrine.idl.CompileRequest;
import org.peregrine.idl.CompileResult;
import org.peregrine.idl.Diagnostic;
import org.peregrine.idl.IdlCompiler;

/**
 * One goal's work without Maven: finds the IDL files of a source directory, decides whether the
 * generated code is stale, and if so replaces it.
 *
 * <p>Stale means: no {@link GenerationStamp} from a successful run, a different configuration
 * (sources, include directories, defines, output directory, options, the {@linkplain
 * CompilerFingerprint build of the compiler}), a generated file gone, or an IDL
 * file under the source or include directories modified since the last run started. Before
 * regenerating, the files the last run generated are deleted, so types removed from the IDL do
 * not linger as Java sources; nothing else in the output directory is touched.
 *
 * <p>Thread rule: one instance per goal execution, used by one thread.
 */
final class IdlGenerator {

    /** What {@link #generate()} did. */
    enum Status {
        /** The source directory has no IDL files; nothing to add as a source root. */
        NO_SOURCES,
        /** The generated code is newer than every input; nothing compiled. */
        UP_TO_DATE,
        /** The IDL was compiled. */
        GENERATED,
        /** The IDL has errors; see the diagnostics. */
        FAILED
    }

    /** The outcome of {@link #generate()}, with the compiler's messages when it ran. */
    record Result(Status status, List<Diagnostic> diagnostics) {}

    private final Path sourceDirectory;
    private final Path outputDirectory;
    private final List<Path> includeDirectories;
    private final Map<String, String> defines;
    private final boolean dispatchers;
    private final boolean valueReferences;
    private final boolean sizeHints;
    private final Path stampFile;
    private final String compiler;

    /**
     * A generator for the compiler this plugin runs ({@link CompilerFingerprint#current()}); see
     * {@link #IdlGenerator(Path, Path, List, Map, boolean, boolean, boolean, Path, String)}.
     */
    IdlGenerator(Path sourceDirectory, Path outputDirectory, List<Path> includeDirectories,
            Map<String, String> defines, boolean dispatchers, boolean valueReferences, boolean sizeHints,
            Path stampFile) {
        this(sourceDirectory, outputDirectory, includeDirectories, defines, dispatchers, valueReferences, sizeHints,
                stampFile, CompilerFingerprint.current());
    }

    /**
     * @param includeDirectories searched after {@code sourceDirectory}, which is always first
     * @param defines preprocessor symbols; an empty value means {@code 1}
     * @param dispatchers whether to generate Peregrine's {@code _XDispatcher} classes
     * @param valueReferences whether values that support an interface implement it
     * @param sizeHints whether stubs and dispatchers size their requests and replies
     * @param stampFile where this goal remembers its last successful run
     * @param compiler which build of the compiler generates the code: the code is regenerated
     *     when it differs from the last run's
     */
    IdlGenerator(Path sourceDirectory, Path outputDirectory, List<Path> includeDirectories,
            Map<String, String> defines, boolean dispatchers, boolean valueReferences, boolean sizeHints,
            Path stampFile, String compiler) {
        this.sourceDirectory = sourceDirectory.toAbsolutePath().normalize();
        this.outputDirectory = outputDirectory.toAbsolutePath().normalize();
        List<Path> includes = new ArrayList<>();
        includes.add(this.sourceDirectory);
        includeDirectories.forEach(dir -> includes.add(dir.toAbsolutePath().normalize()));
        this.includeDirectories = List.copyOf(includes);
        // Sorted so that the stamp does not depend on the order Maven filled the map in.
        this.defines = new TreeMap<>(defines);
        this.dispatchers = dispatchers;
        this.valueReferences = valueReferences;
        this.sizeHints = sizeHints;
        this.stampFile = stampFile;
        this.compiler = compiler;
    }

    Result generate() throws IOException {
        List<Path> sources = idlFiles(sourceDirectory);
        if (sources.isEmpty()) {
            return new Result(Status.NO_SOURCES, List.of());
        }
        List<String> configuration = configuration(sources);
        GenerationStamp previous = GenerationStamp.read(stampFile);
        if (previous != null && previous.isFresh(configuration, outputDirectory, newestInput())) {
            return new Result(Status.UP_TO_DATE, List.of());
        }
        if (previous != null) {
            previous.deleteGenerated(outputDirectory);
        }
        Files.deleteIfExists(stampFile);

        FileTime started = FileTime.fromMillis(System.currentTimeMillis());
        Map<Path, FileTime> before = GenerationStamp.listFiles(outputDirectory);
        CompileResult result = IdlCompiler.compile(
                new CompileRequest(sources, outputDirectory, includeDirectories, defines, dispatchers, valueReferences,
                        sizeHints));
        if (!result.succeeded()) {
            return new Result(Status.FAILED, result.diagnostics());
        }
        GenerationStamp.written(configuration, outputDirectory, before, started).write(stampFile);
        return new Result(Status.GENERATED, result.diagnostics());
    }

    /** Everything besides file times that decides the generated code. */
    private List<String> configuration(List<Path> sources) {
        List<String> lines = new ArrayList<>();
        lines.add("output " + outputDirectory);
        sources.forEach(source -> lines.add("source " + source));
        includeDirectories.forEach(dir -> lines.add("include " + dir));
        defines.forEach((name, value) -> lines.add("define " + name + "=" + value));
        lines.add("dispatchers " + dispatchers);
        lines.add("valueReferences " + valueReferences);
        lines.add("sizeHints " + sizeHints);
        lines.add("compiler " + compiler);
        return lines;
    }

    /** The newest modification time of any IDL file a compilation may read. */
    private FileTime newestInput() throws IOException {
        FileTime newest = FileTime.fromMillis(0);
        for (Path dir : includeDirectories) {
            for (Path file : idlFiles(dir)) {
                FileTime modified = Files.getLastModifiedTime(file);
                if (modified.compareTo(newest) > 0) {
                    newest = modified;
                }
            }
        }
        return newest;
    }

    /** The {@code *.idl} files under {@code dir}, sorted; none when it does not exist. */
    static List<Path> idlFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".idl"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
    }
}
