package org.peregrine.bench.soak;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.server.BenchServant;
import org.peregrine.bench.server.ServerSupport;
import org.peregrine.bench.spiegel.CalleeServant;
import org.peregrine.orb.PeregrineOrb;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * The soak's server JVM, on Peregrine: serves a {@code Bench} object (the bench runner's servant)
 * and a {@code Callee} (Spiegel's, which takes value types) from the RootPOA, publishes the
 * Callee's IOR in {@link #calleeFile} and then, as every bench server does, the Bench's in the
 * endpoint file; prints a {@link JvmSample} line at the end of every minute from then on, and runs
 * until standard input closes or the time limit passes.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=org.peregrine.orb.PeregrineOrb ... SoakServer --endpoint FILE [--max-seconds N]
 * </pre>
 */
@Command(name = "SoakServer", description = "Serves a Bench and a Callee object and prints its figures every minute.")
public final class SoakServer implements Callable<Integer> {

    @Mixin
    private ChildOptions options;

    public static void main(String[] args) {
        System.exit(Cli.of(new SoakServer()).execute(args));
    }

    /** The file, beside the endpoint file, that holds the Callee's IOR. */
    static Path calleeFile(Path endpoint) {
        return endpoint.resolveSibling(endpoint.getFileName() + ".callee");
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        ORB orb = ServerSupport.initOrb();
        POA root = ServerSupport.activeRootPoa(orb);
        org.omg.CORBA.Object bench = BenchServant.activateIn(root);
        org.omg.CORBA.Object callee = root.servant_to_reference(new CalleeServant());
        ServerSupport.publish(calleeFile(options.endpoint()),
                orb.object_to_string(callee).getBytes(StandardCharsets.US_ASCII));
        new JvmSampler(JvmSample.SERVER, (PeregrineOrb) orb).printEveryMinute(new MinuteClock(), System.out);
        ServerSupport.serve(orb, bench, options.endpoint());
        return 0;
    }
}
