package org.peregrine.bench.server;

import java.util.concurrent.Callable;

import org.omg.CORBA.ORB;
import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Serves one {@code Bench} object from the RootPOA of the ORB that the standard
 * {@code org.omg.CORBA.ORBClass} system property selects, starts the {@link ProbeServer} (with
 * the ORB's buffer pool gauge, if any), writes its IOR to the endpoint file and runs until standard
 * input closes or the time limit passes.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... CorbaBenchServer --endpoint FILE [--max-seconds N]
 * </pre>
 */
@Command(name = "CorbaBenchServer", description = "Serves one Bench object with the ORB ORBClass selects.")
public final class CorbaBenchServer implements Callable<Integer> {

    @Mixin
    private ChildOptions options;

    public static void main(String[] args) {
        System.exit(Cli.of(new CorbaBenchServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        ORB orb = ServerSupport.initOrb();
        org.omg.CORBA.Object reference = BenchServant.activateIn(ServerSupport.activeRootPoa(orb));
        ServerSupport.serve(orb, reference, options.endpoint());
        return 0;
    }
}
