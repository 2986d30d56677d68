package org.peregrine.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One server or client JVM of a run: its stdout and stderr go to a log file; {@link #close()}
 * closes its standard input (a server's stop signal) and kills it if it has not exited within
 * {@link #EXIT_GRACE}. Each child also halts itself after its own time limit, so none outlives
 * the run. Not thread-safe.
 */
public final class ChildJvm implements AutoCloseable {

    static final Duration EXIT_GRACE = Duration.ofSeconds(10);

    /**
     * Same flags for every system: a fixed heap (1 MiB sequences fit) and the serial collector,
     * which costs no GC threads on a pinned vCPU.
     */
    public static final List<String> JVM_FLAGS = List.of("-Xms512m", "-Xmx512m", "-XX:+UseSerialGC", "-Xss1m");

    private final String name;
    private final Process process;
    private final Path log;

    private ChildJvm(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /**
     * Starts {@code mainClass}; with {@code pinned}, under {@code taskset -c 0}.
     */
    static ChildJvm start(String name, boolean pinned, String classpath, List<String> systemProperties,
            String mainClass, List<String> args, Path logDirectory) throws IOException {
        return start(name, pinned ? List.of("taskset", "-c", "0") : List.of(), classpath, systemProperties,
                mainClass, args, logDirectory);
    }

    /**
     * Starts {@code mainClass} under {@code prefix}, a command that execs the JVM it is given
     * (for example {@code ip netns exec NAME taskset -c 0}), so that killing the child kills the JVM.
     */
    public static ChildJvm start(String name, List<String> prefix, String classpath, List<String> systemProperties,
            String mainClass, List<String> args, Path logDirectory) throws IOException {
        List<String> command = new ArrayList<>(prefix);
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(JVM_FLAGS);
        command.addAll(systemProperties);
        command.add("-cp");
        command.add(classpath);
        command.add(mainClass);
        command.addAll(args);
        Path log = logDirectory.resolve(name + ".log");
        Files.writeString(log, String.join(" ", command) + System.lineSeparator());
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        return new ChildJvm(name, process, log);
    }

    /** Waits until {@code file} exists; fails early with the log if the process dies. */
    public void awaitFile(Path file, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!Files.exists(file)) {
            if (!process.isAlive()) {
                throw new IllegalStateException(name + " exited with " + process.exitValue()
                        + " before writing " + file + "; log " + log + ":\n" + tail());
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(name + " did not write " + file + " within " + timeout
                        + "; log " + log + ":\n" + tail());
            }
            Thread.sleep(20);
        }
    }

    /** Waits for the exit status, killing the process after {@code timeout}. */
    public int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            throw new IllegalStateException(name + " still running after " + timeout + "; killed; log " + log);
        }
        return process.exitValue();
    }

    /** The lines of the log so far. */
    public List<String> lines() throws IOException {
        return Files.readAllLines(log, StandardCharsets.UTF_8);
    }

    /** The last lines of the log, for error messages. */
    public String tail() {
        try {
            List<String> lines = lines();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return "(log " + log + " unreadable: " + e + ")";
        }
    }

    @Override
    public void close() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // already gone
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
