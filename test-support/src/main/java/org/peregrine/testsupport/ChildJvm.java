package org.peregrine.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One child JVM (a peer ORB's server or client, a benchmark's server or caller): its standard
 * output and error go to a log file that starts with its command line, and it always ends with
 * {@link #close()}, which closes its standard input (the stop signal the project's servers wait
 * for, also given when this JVM dies) and kills it if it has not exited within
 * {@link #EXIT_GRACE}. Not thread-safe: one thread owns each instance.
 */
public final class ChildJvm implements AutoCloseable {

    /** How long a child may take to exit after its standard input closes. */
    public static final Duration EXIT_GRACE = Duration.ofSeconds(10);

    /** How many lines of the log an error message quotes. */
    private static final int TAIL_LINES = 30;

    private final String name;
    private final Process process;
    private final Path log;

    private ChildJvm(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /**
     * Starts {@code command}, logging to {@code logDirectory/NAME.log}.
     *
     * @param name names the log file and the child in messages
     */
    public static ChildJvm start(String name, JavaCommand command, Path logDirectory) throws IOException {
        return start(name, command.commandLine(), logDirectory);
    }

    /**
     * Starts a child process that is not a JVM (a peer ORB's native program), which follows the
     * same rules: it stops when its standard input closes.
     *
     * @param commandLine the program and its arguments, as {@link ProcessBuilder} takes them
     */
    public static ChildJvm start(String name, List<String> commandLine, Path logDirectory) throws IOException {
        Path log = Files.createDirectories(logDirectory).resolve(name + ".log");
        Files.writeString(log, String.join(" ", commandLine) + System.lineSeparator(), StandardCharsets.UTF_8);
        Process process = new ProcessBuilder(commandLine)
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        return new ChildJvm(name, process, log);
    }

    /**
     * Waits until {@code file} exists (the child publishes it atomically when it is ready).
     *
     * @throws IllegalStateException with the end of the log, if the child exits first or the
     *                               file does not appear within {@code timeout}
     */
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

    /**
     * Waits for the child to exit and returns its exit status.
     *
     * @throws IllegalStateException with the end of the log, after killing the child, if it is
     *                               still running after {@code timeout}
     */
    public int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly().waitFor(EXIT_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            throw new IllegalStateException(name + " still running after " + timeout + "; killed; log " + log
                    + ":\n" + tail());
        }
        return process.exitValue();
    }

    /** The child's process id, for signals ({@code kill -STOP}, {@code kill -CONT}). */
    public long pid() {
        return process.pid();
    }

    /** Kills the child at once (SIGKILL: it runs no shutdown code) and waits until it is gone. */
    public void kill() throws InterruptedException {
        process.destroyForcibly().waitFor();
    }

    /** Sends the child the signal {@code name} ({@code STOP}, {@code CONT}...) with {@code kill}. */
    public void signal(String name) throws IOException, InterruptedException {
        int exit = new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start().waitFor();
        if (exit != 0) {
            throw new IOException("kill -" + name + " " + process.pid() + " exited with " + exit);
        }
    }

    /**
     * Stops the child (SIGSTOP) and returns once every one of its threads is stopped: {@code kill}
     * returns when the signal is sent, and a thread running on another CPU stops a moment later.
     * Linux only (it reads each thread's state in {@code /proc}).
     */
    public void stop() throws IOException, InterruptedException {
        signal("STOP");
        long deadline = System.nanoTime() + EXIT_GRACE.toNanos();
        while (!allThreadsStopped()) {
            if (System.nanoTime() > deadline) {
                throw new IOException(name + " did not stop within " + EXIT_GRACE);
            }
            Thread.sleep(1);
        }
    }

    private boolean allThreadsStopped() throws IOException {
        try (var tasks = Files.list(Path.of("/proc", Long.toString(process.pid()), "task"))) {
            for (Path task : (Iterable<Path>) tasks::iterator) {
                String stat = Files.readString(task.resolve("stat"), StandardCharsets.US_ASCII);
                // the state follows the command name, which is in parentheses and may hold spaces
                char state = stat.charAt(stat.lastIndexOf(')') + 2);
                if (state != 'T' && state != 't') {
                    return false;
                }
            }
        }
        return true;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** For logs: {@code running} or {@code exit status N}. */
    public String status() {
        return process.isAlive() ? "running" : "exit status " + process.exitValue();
    }

    public String name() {
        return name;
    }

    /** The lines of the log so far, the command line first. */
    public List<String> lines() throws IOException {
        return Files.readAllLines(log, StandardCharsets.UTF_8);
    }

    /** Everything the child printed so far, preceded by its command line. */
    public String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(log " + log + " unreadable: " + e + ")";
        }
    }

    /** The last lines of the log, for error messages. */
    public String tail() {
        List<String> lines = output().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - TAIL_LINES), lines.size()));
    }

    /** Closes the child's standard input, then kills it if it does not exit in time. */
    @Override
    public void close() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the child is gone already: there is nothing left to signal
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
