package org.peregrine.idl.maven;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What a successful generation left behind: the configuration it ran with and the files it
 * wrote, kept in a small text file whose modification time is when that generation started.
 *
 * <p>The start time, not the end, is what inputs are compared with, so an IDL file saved while
 * the compiler ran still counts as newer next time.
 *
 * <p>Immutable; file operations are the caller's thread's.
 */
final class GenerationStamp {

    private static final String HEADER =
            "# peregrine-idl generation stamp; delete it to force regeneration";
    private static final String CONFIG = "config ";
    private static final String GENERATED = "generated ";

    private final List<String> configuration;
    private final List<String> generated;
    private final FileTime started;

    private GenerationStamp(List<String> configuration, List<String> generated, FileTime started) {
        this.configuration = List.copyOf(configuration);
        this.generated = List.copyOf(generated);
        this.started = started;
    }

    /** The stamp in {@code file}, or {@code null} when there is none. */
    static GenerationStamp read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        List<String> configuration = new ArrayList<>();
        List<String> generated = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith(CONFIG)) {
                configuration.add(line.substring(CONFIG.length()));
            } else if (line.startsWith(GENERATED)) {
                generated.add(line.substring(GENERATED.length()));
            }
        }
        return new GenerationStamp(configuration, generated, Files.getLastModifiedTime(file));
    }

    /**
     * The stamp of a generation that started at {@code started}: its files are those in
     * {@code outputDirectory} that were not in {@code before} or have changed since.
     */
    static GenerationStamp written(List<String> configuration, Path outputDirectory,
            Map<Path, FileTime> before, FileTime started) throws IOException {
        List<String> generated = new ArrayList<>();
        listFiles(outputDirectory).forEach((file, modified) -> {
            if (!modified.equals(before.get(file))) {
                generated.add(outputDirectory.relativize(file).toString());
            }
        });
        generated.sort(null);
        return new GenerationStamp(configuration, generated, started);
    }

    /** Every regular file under {@code dir} with its modification time; empty if no dir. */
    static Map<Path, FileTime> listFiles(Path dir) throws IOException {
        Map<Path, FileTime> files = new HashMap<>();
        if (!Files.isDirectory(dir)) {
            return files;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                files.put(file, Files.getLastModifiedTime(file));
            }
        }
        return files;
    }

    /**
     * True when this stamp's generation used {@code currentConfiguration}, all its files still
     * exist, and no input changed after it started.
     */
    boolean isFresh(List<String> currentConfiguration, Path outputDirectory, FileTime newestInput) {
        return configuration.equals(currentConfiguration)
                && newestInput.compareTo(started) < 0
                && generated.stream().allMatch(file -> Files.isRegularFile(outputDirectory.resolve(file)));
    }

    /** Deletes the files this stamp's generation wrote, and nothing outside the directory. */
    void deleteGenerated(Path outputDirectory) throws IOException {
        for (String name : generated) {
            Path file = outputDirectory.resolve(name).normalize();
            if (file.startsWith(outputDirectory)) {
                Files.deleteIfExists(file);
            }
        }
    }

    void write(Path file) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        configuration.forEach(line -> lines.add(CONFIG + line));
        generated.forEach(name -> lines.add(GENERATED + name));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.write(file, lines, StandardCharsets.UTF_8);
        Files.setLastModifiedTime(file, started);
    }
}
