package org.peregrine.idl.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompilerFingerprintTest {

    @TempDir
    Path dir;

    @Test
    void shouldNameWhereTheCompilerAndTheParserWereLoadedFrom() {
        String fingerprint = CompilerFingerprint.current();

        assertTrue(fingerprint.contains("idl"), fingerprint);
        assertTrue(fingerprint.contains("; "), "two parts, compiler and parser: " + fingerprint);
        assertEquals(fingerprint, CompilerFingerprint.current(), "the same build, the same fingerprint");
    }

    @Test
    void shouldChangeWhenAJarIsRebuilt() throws IOException {
        Path jar = Files.write(dir.resolve("peregrine-idl.jar"), new byte[] {1, 2, 3});
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
        String before = CompilerFingerprint.describe(jar);

        Files.write(jar, new byte[] {1, 2, 3});

        assertNotEquals(before, CompilerFingerprint.describe(jar), "same size, later time");
        Files.write(jar, new byte[] {1, 2, 3, 4});
        Files.setLastModifiedTime(jar, FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
        assertNotEquals(before, CompilerFingerprint.describe(jar), "same time, other size");
    }

    @Test
    void shouldChangeWhenAClassInADirectoryIsRecompiledOrAdded() throws IOException {
        Path classes = Files.createDirectories(dir.resolve("classes/org/peregrine"));
        Path one = Files.write(classes.resolve("One.class"), new byte[] {1});
        Files.setLastModifiedTime(one, FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
        String before = CompilerFingerprint.describe(dir.resolve("classes"));

        Files.setLastModifiedTime(one, FileTime.from(Instant.now()));
        String recompiled = CompilerFingerprint.describe(dir.resolve("classes"));
        Path two = Files.write(classes.resolve("Two.class"), new byte[] {2});
        Files.setLastModifiedTime(two, FileTime.from(Instant.now().minus(2, ChronoUnit.HOURS)));

        assertNotEquals(before, recompiled);
        assertNotEquals(recompiled, CompilerFingerprint.describe(dir.resolve("classes")), "one more file");
    }
}
