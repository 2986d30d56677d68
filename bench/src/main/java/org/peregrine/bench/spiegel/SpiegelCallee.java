package org.peregrine.bench.spiegel;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;

import org.omg.CORBA.ORB;
import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.server.ServerSupport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * The callee's JVM: serves one {@link CalleeServant} from the RootPOA of the ORB the standard
 * {@code org.omg.CORBA.ORBClass} property selects, writes its IOR to the endpoint file and runs
 * until standard input closes or the time limit passes.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... SpiegelCallee --endpoint FILE [--max-seconds N]
 * </pre>
 */
@Command(name = "SpiegelCallee", description = "Serves one Callee object with the ORB ORBClass selects.")
public final class SpiegelCallee implements Callable<Integer> {

    @Mixin
    private ChildOptions options;

    public static void main(String[] args) {
        System.exit(Cli.of(new SpiegelCallee()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        ORB orb = ServerSupport.initOrb();
        org.omg.CORBA.Object reference = ServerSupport.activeRootPoa(orb).servant_to_reference(new CalleeServant());
        ServerSupport.daemon("orb-run", orb::run);
        ServerSupport.publish(options.endpoint(),
                orb.object_to_string(reference).getBytes(StandardCharsets.US_ASCII));
        System.out.println("serving with " + orb.getClass().getName());
        System.out.flush();
        ServerSupport.awaitEndOfInput();
        ServerSupport.daemon("shutdown", () -> {
            orb.shutdown(true);
            orb.destroy();
        });
        Thread.sleep(200);
        return 0;
    }
}
