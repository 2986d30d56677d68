package org.peregrine.bench;

import java.nio.file.Path;

import org.peregrine.bench.server.ServerSupport;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options every child JVM of a run takes (the servers, the clients and Spiegel's callee and
 * caller), a picocli mixin: the endpoint file a server publishes and a client reads, and the time
 * after which the JVM halts whatever happens, so that none outlives the run.
 */
public final class ChildOptions {

    @Option(names = "--endpoint", required = true, paramLabel = "FILE",
            description = "The file the server publishes its endpoint in, and the client reads it from.")
    private Path endpoint;

    @Option(names = "--max-seconds", paramLabel = "N", defaultValue = "900",
            description = "Halt after N seconds whatever happens (default ${DEFAULT-VALUE}).")
    private long maxSeconds;

    @Mixin
    private Cli.Help help;

    public Path endpoint() {
        return endpoint;
    }

    /** Starts the watchdog that halts this JVM after {@code --max-seconds}. */
    public void startWatchdog() {
        ServerSupport.startWatchdog(maxSeconds);
    }
}
