package org.peregrine.bench.spiegel;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.omg.CORBA.ORB;
import org.peregrine.bench.idl.Callee;
import org.peregrine.bench.idl.CalleeHelper;
import org.peregrine.bench.idl.LongArrayImpl;
import org.peregrine.bench.server.ServerSupport;

/**
 * The caller's JVM: an ORB, the callee's object from the endpoint file, then {@link CallerSweep}.
 * By reference the caller passes its {@code LongArray} value itself where an {@code ItemAccess} is
 * expected: the ORB activates it (in a POA of its own, active without the application doing
 * anything) on the first call, which the warm-up makes, and the callee calls back into this JVM; prints one
 * {@link Point} line per point and halts (0 when every point was measured, 1 otherwise, 4 at the
 * time limit). The sweep runs on the main thread; the ORB's threads serve the callbacks with it.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... SpiegelCaller --endpoint FILE --sweep ENCODED [--max-seconds N]
 * </pre>
 */
public final class SpiegelCaller {

    /** Items of the object passed by reference: none of them travels, so any number will do. */
    private static final int REFERENCED_ITEMS = 16;

    private SpiegelCaller() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = ServerSupport.options(args);
        ServerSupport.startWatchdog(options);
        int status = 1;
        try {
            Properties properties = new Properties();
            properties.putAll(System.getProperties());
            ORB orb = ORB.init(new String[0], properties);
            String ior = Files.readString(Path.of(options.get("endpoint")), StandardCharsets.US_ASCII).trim();
            Callee callee = CalleeHelper.narrow(orb.string_to_object(ior));
            LongArrayImpl referenced = LongArrayImpl.of(REFERENCED_ITEMS);
            Sweep sweep = Sweep.decode(options.get("sweep"));
            List<Point> points = new CallerSweep(callee, referenced, sweep).run();
            points.forEach(point -> System.out.println(point.line()));
            status = 0;
        } catch (Exception e) {
            e.printStackTrace();
        }
        System.out.flush();
        // Halt: no ORB shutdown can hold the run.
        Runtime.getRuntime().halt(status);
    }
}
