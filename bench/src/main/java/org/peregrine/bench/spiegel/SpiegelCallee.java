package org.peregrine.bench.spiegel;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.bench.server.ServerSupport;

/**
 * The callee's JVM: serves one {@link CalleeServant} from the RootPOA of the ORB the standard
 * {@code org.omg.CORBA.ORBClass} property selects, writes its IOR to the endpoint file and runs
 * until standard input closes or the time limit passes.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... SpiegelCallee --endpoint FILE [--max-seconds N]
 * </pre>
 */
public final class SpiegelCallee {

    private SpiegelCallee() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = ServerSupport.options(args);
        ServerSupport.startWatchdog(options);
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        ORB orb = ORB.init(new String[0], properties);
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        org.omg.CORBA.Object reference = root.servant_to_reference(new CalleeServant());
        ServerSupport.daemon("orb-run", orb::run);
        ServerSupport.publish(Path.of(options.get("endpoint")),
                orb.object_to_string(reference).getBytes(StandardCharsets.US_ASCII));
        System.out.println("serving with " + orb.getClass().getName());
        System.out.flush();
        ServerSupport.awaitEndOfInput();
        ServerSupport.daemon("shutdown", () -> {
            orb.shutdown(true);
            orb.destroy();
        });
        Thread.sleep(200);
        System.exit(0);
    }
}
