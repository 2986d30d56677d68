package org.peregrine.idl.jacorb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.peregrine.idl.Diagnostic;
import org.peregrine.idl.backend.AnyInsertRewriter;
import org.peregrine.idl.backend.FixedPointRewriter;

/**
 * A directory JacORB writes one compilation's Java into, so that every file in it is that
 * compilation's: its fixed-point code and its Helpers' {@code insert} are rewritten ({@link
 * FixedPointRewriter}, {@link AnyInsertRewriter}) in exactly those files, never in other files of the output directory, and the files reach the output
 * directory only when all of them were rewritten. The directory is made inside the output
 * directory, so both are on one file system. Used under {@link JacorbCompiler}'s lock.
 */
final class StagedOutput implements AutoCloseable {

    private final Path staging;
    private final Path outputDirectory;

    private StagedOutput(Path staging, Path outputDirectory) {
        this.staging = staging;
        this.outputDirectory = outputDirectory;
    }

    /** A new, empty staging directory in {@code outputDirectory}, which must exist. */
    static StagedOutput in(Path outputDirectory) throws IOException {
        return new StagedOutput(Files.createTempDirectory(outputDirectory, ".peregrine-idl-"), outputDirectory);
    }

    /** Where JacORB is to write. */
    Path directory() {
        return staging;
    }

    /**
     * Rewrites the staged files' fixed-point code and writes them into the output directory,
     * leaving out JacORB's helpers of nameless fixed types; writes nothing if a file still has
     * fixed-point code the rewriter did not recognize.
     *
     * @return the errors, naming the file as it would be in the output directory
     */
    List<Diagnostic> publish() throws IOException {
        Map<Path, String> rewrittenFiles = new LinkedHashMap<>();
        Map<Path, Path> unchangedFiles = new LinkedHashMap<>();
        List<Diagnostic> errors = new ArrayList<>();
        for (Path file : stagedFiles()) {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Path target = outputDirectory.resolve(staging.relativize(file).toString());
            if (file.getFileName().toString().equals("Helper.java") && FixedPointRewriter.isNamelessHelper(text)) {
                continue;
            }
            String rewritten = AnyInsertRewriter.rewrite(FixedPointRewriter.rewrite(text));
            Optional<String> leftover = FixedPointRewriter.leftover(rewritten);
            if (leftover.isPresent()) {
                errors.add(Diagnostic.error(target, "Peregrine cannot map this fixed-point code of JacORB's Java"
                        + " mapping to the OMG API: " + leftover.get()));
            }
            if (rewritten.equals(text)) {
                unchangedFiles.put(target, file);
            } else {
                rewrittenFiles.put(target, rewritten);
            }
        }
        if (!errors.isEmpty()) {
            return errors;
        }
        for (Map.Entry<Path, Path> file : unchangedFiles.entrySet()) {
            Files.createDirectories(file.getKey().getParent());
            Files.move(file.getValue(), file.getKey(), StandardCopyOption.REPLACE_EXISTING);
        }
        for (Map.Entry<Path, String> file : rewrittenFiles.entrySet()) {
            Files.createDirectories(file.getKey().getParent());
            Files.writeString(file.getKey(), file.getValue(), StandardCharsets.UTF_8);
        }
        return errors;
    }

    private List<Path> stagedFiles() throws IOException {
        try (Stream<Path> walk = Files.walk(staging)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Deletes the staging directory and what is left in it. */
    @Override
    public void close() throws IOException {
        try (Stream<Path> walk = Files.walk(staging)) {
            for (Path path : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
                Files.delete(path);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
