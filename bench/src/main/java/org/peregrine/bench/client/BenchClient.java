package org.peregrine.bench.client;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;

import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.Mode;
import org.peregrine.bench.probe.JitClock;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The client driver, run in its own JVM with the classpath of the system measured: opens the
 * target, runs the experiments named on the command line in order and prints their
 * {@code RESULT,...} lines ({@link Experiment}); asks the server JVM for its own figures through
 * a {@link ProbeClient}. Exits 0 when all ran, 1 on a failure, 2 on a usage error; halts after
 * {@code --max-seconds} whatever happens.
 *
 * <pre>
 * java ... BenchClient --target corba|rmi|rmiiiop|raw --endpoint FILE --mode quick|full
 *                      --experiments rtt,bulk,clients,alloc,memory [--max-seconds N]
 * </pre>
 */
@Command(name = "BenchClient", description = "Runs the named experiments against one system's server.")
public final class BenchClient implements Callable<Integer> {

    /** How the client reaches the server: IDL stubs, JRMP, RMI-IIOP or the raw floor's socket. */
    enum Target { CORBA, RMI, RMIIIOP, RAW }

    @Mixin
    private ChildOptions options;

    @Option(names = "--target", required = true, paramLabel = "KIND",
            description = "How to reach the server: corba, rmi (JRMP), rmiiiop (RMI-IIOP) or raw.")
    private Target target;

    @Option(names = "--mode", paramLabel = "quick|full", defaultValue = "quick",
            description = "How long each measurement runs (default ${DEFAULT-VALUE}).")
    private Mode mode;

    @Option(names = "--experiments", required = true, split = ",", paramLabel = "NAME",
            description = "The experiments to run, in order: rtt, bulk, clients, alloc, memory.")
    private List<String> experimentNames;

    @Spec
    private CommandSpec command;

    public static void main(String[] args) {
        int status = Cli.of(new BenchClient()).execute(args);
        System.out.flush();
        // Halt: the target is never closed, so a slow ORB shutdown cannot hold the run.
        Runtime.getRuntime().halt(status);
    }

    @Override
    public Integer call() {
        options.startWatchdog();
        ProbeClient server = new ProbeClient(options.endpoint());
        LongSupplier bothJits = () -> JitClock.LOCAL.getAsLong() + server.jitMillis();
        List<Experiment> experiments = List.of(new RoundTripExperiment(bothJits),
                new SequenceThroughputExperiment(bothJits),
                new ConcurrentClientsExperiment(), new PingAllocationExperiment(server),
                new EchoMemoryExperiment(server));
        List<Experiment> selected = experimentNames.stream().map(name -> experiments.stream()
                .filter(e -> e.name().equals(name)).findFirst().orElseThrow(() -> new ParameterException(
                        command.commandLine(), "--experiments: no experiment " + name))).toList();
        try {
            BenchTarget opened = open(target, options.endpoint());
            for (Experiment experiment : selected) {
                experiment.run(opened, mode, System.out);
            }
            return 0;
        } catch (Exception | Error e) {
            e.printStackTrace();
            return 1;
        }
    }

    private static BenchTarget open(Target kind, Path endpoint) throws Exception {
        return switch (kind) {
            case CORBA -> CorbaTarget.open(endpoint);
            case RMI -> RmiTarget.open(endpoint);
            case RMIIIOP -> RmiTarget.openIiop(endpoint);
            case RAW -> RawTarget.open(endpoint);
        };
    }
}
