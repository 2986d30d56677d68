package org.peregrine.bench.soak;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.omg.CORBA.ORB;
import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.server.ServerSupport;
import org.peregrine.orb.PeregrineOrb;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The soak's client JVM, on Peregrine: one ORB whose {@code --callers} threads ({@link Caller})
 * share the server's stubs. The ORB gives each concurrent caller a connection of its own (up to
 * {@code peregrine.client.connectionsPerEndpoint}, 8 by default), so that the server sees one
 * connection per caller. At the end of every minute the main thread prints the minute's
 * {@link MinuteCalls} lines and this JVM's own {@link JvmSample}; after {@code --minutes} it stops
 * the callers and halts (0; 1 if a caller was still in a call long after, or on a failure outside the
 * calls; 2 on a usage error).
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=org.peregrine.orb.PeregrineOrb ... SoakClient --endpoint FILE --minutes N
 *      [--callers 8] [--max-seconds N]
 * </pre>
 */
@Command(name = "SoakClient", description = "Makes the soak's mix of calls for a number of minutes.")
public final class SoakClient implements Callable<Integer> {

    /** How long a caller's last call may take after the last minute: far more than a 1 MiB echo needs. */
    private static final long CALL_GRACE_MILLIS = 30_000;

    @Mixin
    private ChildOptions options;

    @Option(names = "--minutes", required = true, paramLabel = "N", description = "How long the callers call.")
    private int minutes;

    @Option(names = "--callers", paramLabel = "N", defaultValue = "8",
            description = "Caller threads (default ${DEFAULT-VALUE}).")
    private int callers;

    public static void main(String[] args) {
        int status = Cli.of(new SoakClient()).execute(args);
        System.out.flush();
        // Halt: no ORB shutdown can hold the run.
        Runtime.getRuntime().halt(status);
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        ORB orb = ServerSupport.initOrb();
        SoakTargets targets = SoakTargets.open(orb, options.endpoint());
        JvmSampler sampler = new JvmSampler(JvmSample.CLIENT, (PeregrineOrb) orb);
        CallCounters counters = new CallCounters();
        MinuteClock clock = new MinuteClock();
        List<Caller> running = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < callers; i++) {
            Caller caller = new Caller(targets, CallKind.cycle(i, callers), counters, clock, System.out);
            running.add(caller);
            threads.add(ServerSupport.daemon("caller-" + i, caller));
        }
        for (int minute = 1; minute <= minutes; minute++) {
            clock.awaitEndOf(minute);
            counters.readMinute(minute).forEach(calls -> System.out.println(calls.line()));
            System.out.println(sampler.sample(minute).line());
        }
        running.forEach(Caller::stop);
        int status = 0;
        for (Thread thread : threads) {
            thread.join(CALL_GRACE_MILLIS);
            if (thread.isAlive()) {
                System.out.println(thread.getName() + " still in a call " + CALL_GRACE_MILLIS + " ms after the end");
                status = 1;
            }
        }
        return status;
    }
}
