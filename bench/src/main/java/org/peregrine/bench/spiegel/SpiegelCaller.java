package org.peregrine.bench.spiegel;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.Callable;

import org.omg.CORBA.ORB;
import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.idl.Callee;
import org.peregrine.bench.idl.CalleeHelper;
import org.peregrine.bench.idl.LongArrayImpl;
import org.peregrine.bench.server.ServerSupport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The caller's JVM: an ORB, the callee's object from the endpoint file, then {@link CallerSweep}.
 * By reference the caller passes its {@code LongArray} value itself where an {@code ItemAccess} is
 * expected: the ORB activates it (in a POA of its own, active without the application doing
 * anything) on the first call, which the warm-up makes, and the callee calls back into this JVM; prints one
 * {@link Point} line per point and halts (0 when every point was measured, 1 otherwise, 2 on a
 * usage error, 4 at the time limit). The sweep runs on the main thread; the ORB's threads serve the callbacks with it.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... SpiegelCaller --endpoint FILE --sweep ENCODED [--max-seconds N]
 * </pre>
 */
@Command(name = "SpiegelCaller", description = "Sweeps the callee's object by value and by reference.")
public final class SpiegelCaller implements Callable<Integer> {

    /** Items of the object passed by reference: none of them travels, so any number will do. */
    private static final int REFERENCED_ITEMS = 16;

    @Mixin
    private ChildOptions options;

    @Option(names = "--sweep", required = true, paramLabel = "ENCODED",
            description = "The points to measure, as the runner encodes them.")
    private Sweep sweep;

    public static void main(String[] args) {
        int status = Cli.of(new SpiegelCaller()).registerConverter(Sweep.class, Sweep::decode).execute(args);
        System.out.flush();
        // Halt: no ORB shutdown can hold the run.
        Runtime.getRuntime().halt(status);
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        ORB orb = ServerSupport.initOrb();
        String ior = Files.readString(options.endpoint(), StandardCharsets.US_ASCII).trim();
        Callee callee = CalleeHelper.narrow(orb.string_to_object(ior));
        LongArrayImpl referenced = LongArrayImpl.of(REFERENCED_ITEMS);
        List<Point> points = new CallerSweep(callee, referenced, sweep).run();
        points.forEach(point -> System.out.println(point.line()));
        return 0;
    }
}
