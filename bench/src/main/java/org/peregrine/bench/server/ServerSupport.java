package org.peregrine.bench.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.Map;

/**
 * What every benchmark server JVM shares: its options ({@code --endpoint FILE},
 * {@code --max-seconds N}, others by name), publishing its endpoint atomically, and stopping,
 * either when standard input closes (the orchestrator's signal, also given when the orchestrator
 * dies) or when the time limit passes, so that no server outlives a run. Stateless.
 */
public final class ServerSupport {

    private ServerSupport() {
    }

    /** {@code --name value} pairs by name; {@code --endpoint} is required. */
    public static Map<String, String> options(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected --name value pairs, got " + args[i]);
            }
            options.put(args[i].substring(2), args[i + 1]);
        }
        if (!options.containsKey("endpoint")) {
            throw new IllegalArgumentException("--endpoint FILE is required");
        }
        return options;
    }

    /** Halts the JVM after {@code max-seconds} (default 900) whatever happens. */
    public static void startWatchdog(Map<String, String> options) {
        long seconds = Long.parseLong(options.getOrDefault("max-seconds", "900"));
        Thread watchdog = new Thread(() -> {
            try {
                Thread.sleep(seconds * 1000);
                System.err.println("server time limit of " + seconds + " s reached; halting");
                Runtime.getRuntime().halt(4);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    /** Writes {@code content} beside {@code file}, then moves it into place. */
    public static void publish(Path file, byte[] content) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.write(temporary, content);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Blocks until standard input reaches its end (or fails). */
    public static void awaitEndOfInput() {
        InputStream in = System.in;
        byte[] ignored = new byte[256];
        try {
            while (in.read(ignored) >= 0) {
                // nothing is expected on stdin; its end is the stop signal
            }
        } catch (IOException e) {
            System.err.println("stdin failed, stopping: " + e);
        }
    }

    /** Starts {@code body} on a daemon thread called {@code name}. */
    public static Thread daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
