package org.peregrine.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The getting-started project of {@code docs/user-guide.md}, built and run as a newcomer would:
 * its files are taken from the guide, this build's Peregrine artifacts are installed into a
 * repository of the test's own under {@code target/}, a nested Maven build compiles the project
 * with the guide's {@code pom.xml} alone, and its server and client then run, each in a JVM of
 * its own. The nested build takes every other artifact from this build's local repository,
 * through a {@code file:} mirror: it needs no network and writes nothing outside {@code target/}.
 */
class NewcomerProjectIT {

    /** The modules the guide's project needs: peregrine-poa and the IDL plugin, with their dependencies. */
    private static final List<String> PEREGRINE_MODULES = List.of("omgapi-compat", "threading", "giop", "valuetypes",
            "orb-core", "poa", "idl", "idl-maven-plugin");
    /** A line naming the file whose content the code block after it holds. */
    private static final Pattern FILE_LINE = Pattern.compile("^File `([^`]+)`:$");

    private final Path guide = Path.of(System.getProperty("newcomer.guide"));
    private final Path reactor = Path.of(System.getProperty("newcomer.reactor"));
    private final String version = System.getProperty("newcomer.version");
    private final Path work = Path.of(System.getProperty("newcomer.directory"));
    private final Path project = work.resolve("project");
    private final Path repository = work.resolve("repository");

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES) // a hung child process fails the build instead of stopping it
    void shouldBuildAndRunTheGuidesProjectWithThePomItShows() throws Exception {
        Map<String, String> files = filesIn(Files.readString(guide));
        assertEquals(List.of("pom.xml", "src/main/idl/hello.idl", "src/main/java/example/Server.java",
                "src/main/java/example/Client.java"), List.copyOf(files.keySet()));
        assertTrue(files.get("pom.xml").contains("<peregrine.version>" + version + "</peregrine.version>"),
                "the guide's pom names this build's version, " + version);
        deleteRecursively(project);
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path path = project.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue());
        }
        installPeregrine();

        buildProject();
        String classPath = project.resolve("target/classes") + File.pathSeparator
                + Files.readString(project.resolve("target/classpath.txt")).strip();
        Process server = java(classPath, "example.Server", "greeter.ior").redirectError(work.resolve("server.err").toFile())
                .start();
        try {
            awaitLine(server, "Greeter ready, IOR in greeter.ior");
            Process client = java(classPath, "example.Client", "greeter.ior").redirectErrorStream(true).start();
            String output = new String(client.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

            assertEquals(0, client.waitFor(), output);
            assertEquals("Hello, newcomer!", output.strip());
            assertFalse(output.contains("WARNING"), output);
        } finally {
            server.destroy();
            server.waitFor();
        }
    }

    /** The code blocks of {@code markdown} that a line {@code File `PATH`:} names, by path, in order. */
    static Map<String, String> filesIn(String markdown) {
        Map<String, String> files = new LinkedHashMap<>();
        List<String> lines = markdown.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher named = FILE_LINE.matcher(lines.get(i));
            if (!named.matches()) {
                continue;
            }
            int fence = i + 1;
            while (lines.get(fence).isBlank()) {
                fence++;
            }
            assertTrue(lines.get(fence).startsWith("```"), "a code block follows " + lines.get(i));
            StringBuilder content = new StringBuilder();
            int line = fence + 1;
            for (; !lines.get(line).startsWith("```"); line++) {
                content.append(lines.get(line)).append('\n');
            }
            files.put(named.group(1), content.toString());
            i = line;
        }
        return files;
    }

    /**
     * Copies this build's jars and poms into the test's repository, as {@code mvn install} lays
     * them out; a snapshot without repository metadata is taken as installed locally.
     */
    private void installPeregrine() throws IOException {
        install("peregrine-parent", reactor.resolve("pom.xml"), null);
        for (String module : PEREGRINE_MODULES) {
            String artifactId = "peregrine-" + module;
            Path jar = reactor.resolve(module).resolve("target").resolve(artifactId + "-" + version + ".jar");
            assertTrue(Files.isRegularFile(jar), jar + " is built (this test runs in `mvn verify`, after `package`)");
            install(artifactId, reactor.resolve(module).resolve("pom.xml"), jar);
        }
    }

    private void install(String artifactId, Path pom, Path jar) throws IOException {
        Path directory = repository.resolve("org/peregrine").resolve(artifactId).resolve(version);
        Files.createDirectories(directory);
        Files.copy(pom, directory.resolve(artifactId + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        if (jar != null) {
            Files.copy(jar, directory.resolve(artifactId + "-" + version + ".jar"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** {@code mvn -q compile} in the project, as the guide says, with the test's repositories. */
    private void buildProject() throws Exception {
        Path settings = work.resolve("settings.xml");
        Files.writeString(settings, """
                <settings>
                  <mirrors>
                    <mirror>
                      <id>this-build</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(Path.of(System.getProperty("newcomer.localRepository")).toUri()));
        String mvn = System.getProperty("os.name").startsWith("Windows") ? "mvn.cmd" : "mvn";
        Path log = work.resolve("build.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("newcomer.mavenHome"), "bin", mvn).toString(),
                "-B", "-q", "-s", settings.toString(), "-Dmaven.repo.local=" + repository, "compile")
                .directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
        // a build this short spends most of its time compiling Maven itself: C1 alone halves its CPU time
        builder.environment().put("MAVEN_OPTS", "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        Process build = builder.start();
        assertEquals(0, build.waitFor(), () -> "mvn -q compile failed:\n" + read(log));
    }

    private ProcessBuilder java(String classPath, String mainClass, String argument) {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classPath,
                mainClass, argument).directory(project.toFile());
    }

    /** Reads the process's output until {@code expected} is a line of it. */
    private void awaitLine(Process process, String expected) throws IOException {
        BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        for (String line = output.readLine(); !expected.equals(line); line = output.readLine()) {
            if (line == null) {
                throw new AssertionError("the server ended without printing \"" + expected + "\":\n"
                        + read(work.resolve("server.err")));
            }
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "(cannot read " + file + ": " + e + ")";
        }
    }

    private static void deleteRecursively(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(directory)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
