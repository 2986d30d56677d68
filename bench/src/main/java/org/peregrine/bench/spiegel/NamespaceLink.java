package org.peregrine.bench.spiegel;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A slow link on one machine (Spiegel §3.2 used a modem, §4.2 models the rate): two network
 * namespaces joined by a veth pair, {@value #CALLER_ADDRESS} and {@value #CALLEE_ADDRESS}, each
 * end's outgoing traffic shaped by a token bucket filter ({@code tc qdisc ... tbf}) to the same
 * rate. The queue is long enough that TCP never loses a segment to it, so a transfer takes its
 * size over the rate instead of waiting for retransmission timers. Needs root and iproute2.
 * {@link #close()} deletes both namespaces (which deletes the veth pair); a shutdown hook does
 * the same if the JVM ends first. Not thread-safe.
 */
final class NamespaceLink implements AutoCloseable {

    static final String CALLER_NAMESPACE = "peregrine-spiegel-caller";
    static final String CALLEE_NAMESPACE = "peregrine-spiegel-callee";
    static final String CALLER_ADDRESS = "10.77.0.1";
    static final String CALLEE_ADDRESS = "10.77.0.2";
    private static final String CALLER_DEVICE = "spiegel-caller";
    private static final String CALLEE_DEVICE = "spiegel-callee";
    private static final String PROBE_NAMESPACE = "peregrine-spiegel-probe";
    /** Bytes the shaper may queue: far more than TCP keeps in flight in these runs. */
    private static final long QUEUE_BYTES = 16L << 20;

    private final long bitsPerSecond;
    private final Thread cleanup = new Thread(NamespaceLink::deleteNamespaces, "spiegel-netns-cleanup");

    private NamespaceLink(long bitsPerSecond) {
        this.bitsPerSecond = bitsPerSecond;
    }

    /**
     * Why this machine cannot make the link, or empty if it can: not root, no {@code ip} or
     * {@code tc}, or {@code ip netns add} fails (a container without the capability).
     */
    static Optional<String> unavailable() {
        if (!isRoot()) {
            return Optional.of("not running as root (network namespaces and tc need it)");
        }
        for (String command : List.of("ip", "tc")) {
            if (find(command).isEmpty()) {
                return Optional.of("`" + command + "` (iproute2) not found");
            }
        }
        try {
            run("ip", "netns", "add", PROBE_NAMESPACE);
            run("ip", "netns", "del", PROBE_NAMESPACE);
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("`ip netns add` failed: " + e.getMessage());
        }
    }

    /** Makes the namespaces and the veth pair, shaped to {@code bitsPerSecond} each way. */
    static NamespaceLink open(long bitsPerSecond) throws IOException {
        NamespaceLink link = new NamespaceLink(bitsPerSecond);
        deleteNamespaces();
        Runtime.getRuntime().addShutdownHook(link.cleanup);
        try {
            run("ip", "netns", "add", CALLER_NAMESPACE);
            run("ip", "netns", "add", CALLEE_NAMESPACE);
            run("ip", "link", "add", CALLER_DEVICE, "type", "veth", "peer", "name", CALLEE_DEVICE);
            link.end(CALLER_NAMESPACE, CALLER_DEVICE, CALLER_ADDRESS);
            link.end(CALLEE_NAMESPACE, CALLEE_DEVICE, CALLEE_ADDRESS);
        } catch (IOException | RuntimeException e) {
            link.close();
            throw e;
        }
        return link;
    }

    private void end(String namespace, String device, String address) throws IOException {
        run("ip", "link", "set", device, "netns", namespace);
        run("ip", "-n", namespace, "addr", "add", address + "/24", "dev", device);
        run("ip", "-n", namespace, "link", "set", device, "up");
        run("ip", "-n", namespace, "link", "set", "lo", "up");
        // A small bucket (1 ms at the rate, at least one full-size frame, tbf's minimum), so that
        // the link is a constant-rate line like Spiegel's modem: a bucket refilled between calls
        // would let each call's first kilobytes through at the veth's speed.
        long burst = Math.max(1600, bitsPerSecond / 8 / 1000);
        run("ip", "netns", "exec", namespace, "tc", "qdisc", "add", "dev", device, "root", "tbf",
                "rate", bitsPerSecond + "bit", "burst", Long.toString(burst), "limit", Long.toString(QUEUE_BYTES));
    }

    /** The command prefix that runs a program in the caller's namespace. */
    List<String> callerPrefix() {
        return List.of(ip(), "netns", "exec", CALLER_NAMESPACE);
    }

    /** The command prefix that runs a program in the callee's namespace. */
    List<String> calleePrefix() {
        return List.of(ip(), "netns", "exec", CALLEE_NAMESPACE);
    }

    private static String ip() {
        return find("ip").map(Path::toString).orElse("ip");
    }

    /** The shaper's settings as tc reports them, for the report. */
    String describe() {
        try {
            return run("ip", "netns", "exec", CALLEE_NAMESPACE, "tc", "qdisc", "show", "dev", CALLEE_DEVICE).trim();
        } catch (IOException e) {
            return "(tc qdisc show failed: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() {
        deleteNamespaces();
        try {
            Runtime.getRuntime().removeShutdownHook(cleanup);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs anyway
        }
    }

    private static void deleteNamespaces() {
        for (String namespace : List.of(CALLER_NAMESPACE, CALLEE_NAMESPACE)) {
            if (Files.exists(Path.of("/run/netns", namespace))) {
                try {
                    run("ip", "netns", "del", namespace);
                } catch (IOException e) {
                    System.err.println("could not delete network namespace " + namespace + ": " + e.getMessage());
                }
            }
        }
    }

    private static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return line.split("\\s+")[2].equals("0"); // effective uid
                }
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }

    private static Optional<Path> find(String command) {
        List<String> directories = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "")
                .split(File.pathSeparator)));
        directories.addAll(List.of("/usr/sbin", "/sbin"));
        return directories.stream().map(dir -> Path.of(dir, command)).filter(Files::isExecutable).findFirst();
    }

    /** Runs {@code command}; its output, or an IOException with the output if it fails. */
    private static String run(String... command) throws IOException {
        List<String> resolved = new ArrayList<>(List.of(command));
        resolved.set(0, find(command[0]).map(Path::toString).orElse(command[0]));
        Process process = new ProcessBuilder(resolved).redirectErrorStream(true).start();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(String.join(" ", command) + " did not finish within 30 s");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException(String.join(" ", command) + " interrupted", e);
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " exited with " + process.exitValue() + ": "
                    + output.trim());
        }
        return output;
    }
}
