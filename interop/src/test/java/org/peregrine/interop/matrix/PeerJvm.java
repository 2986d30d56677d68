package org.peregrine.interop.matrix;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One peer JVM running a conformance main with one ORB's classpath: started with
 * {@code ${java.home}/bin/java}, its stdout and stderr merged into a log file, and always ended
 * by {@link #close()} (standard input closed, which stops a {@code ConformanceServer}; then the
 * process is killed if it has not exited within {@link #EXIT_GRACE}).
 *
 * <p>The classpath is the peer's jar list written at build time
 * (target/classpath-ORB.txt) followed by target/classes (the conformance programs and the
 * generated stubs). Not thread-safe; one test thread owns each instance.
 */
final class PeerJvm implements AutoCloseable {

    static final Duration EXIT_GRACE = Duration.ofSeconds(10);

    /** Short-lived JVMs: C1 only and the serial collector start fastest. */
    private static final List<String> COMMON_FLAGS = List.of(
            "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss1m", "-Xmx256m");

    private final String name;
    private final Process process;
    private final Path log;

    private PeerJvm(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /**
     * Starts {@code mainClass} with {@code orb}'s classpath and options.
     *
     * @param name     for the log file (target/interop-logs/NAME.log) and messages
     * @param targetDirectory the module's build directory
     */
    static PeerJvm start(PeerOrb orb, String name, String mainClass, List<String> args,
            Path targetDirectory) throws IOException {
        Path classpathFile = orb.classpathFile(targetDirectory);
        if (!Files.isRegularFile(classpathFile)) {
            throw new IllegalStateException(classpathFile + " is missing: run the build"
                    + " (mvn verify -pl interop) so that it lists the " + orb.id() + " jars");
        }
        String classpath = Files.readString(classpathFile, StandardCharsets.UTF_8).trim()
                + File.pathSeparator + targetDirectory.resolve("classes");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(COMMON_FLAGS);
        command.addAll(orb.jvmOptions());
        command.add("-cp");
        command.add(classpath);
        command.add(mainClass);
        command.addAll(args);

        Path logDirectory = Files.createDirectories(targetDirectory.resolve("interop-logs"));
        Path log = logDirectory.resolve(name + ".log");
        Files.writeString(log, String.join(" ", command) + System.lineSeparator());
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        return new PeerJvm(name, process, log);
    }

    /** Waits until {@code file} exists, failing early with the log if the process dies. */
    void awaitFile(Path file, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!Files.exists(file)) {
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " exited with " + process.exitValue()
                        + " before writing " + file + ":\n" + output());
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(name + " did not write " + file + " within "
                        + timeout + ":\n" + output());
            }
            Thread.sleep(50);
        }
    }

    /** Waits for the process to exit and returns its exit status. */
    int awaitExit(Duration timeout) throws InterruptedException, TimeoutException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new TimeoutException(name + " still running after " + timeout);
        }
        return process.exitValue();
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** For logs: {@code running} or {@code exit status N}. */
    String status() {
        return process.isAlive() ? "running" : "exit status " + process.exitValue();
    }

    /** Everything the process printed so far, preceded by its command line. */
    String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(log " + log + " unreadable: " + e + ")";
        }
    }

    String name() {
        return name;
    }

    /** Closes the peer's standard input, then kills it if it does not exit in time. */
    @Override
    public void close() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // already gone: nothing to signal
        }
        try {
            if (!process.waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
