package org.peregrine.bench.server;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.bench.idl.BenchHelper;
import org.peregrine.bench.probe.OrbBufferPool;

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
public final class CorbaBenchServer {

    private CorbaBenchServer() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = ServerSupport.options(args);
        ServerSupport.startWatchdog(options);
        Properties properties = new Properties();
        properties.putAll(System.getProperties());
        ORB orb = ORB.init(new String[0], properties);
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        BenchServant servant = new BenchServant();
        org.omg.CORBA.Object reference = root.servant_to_reference(servant);
        servant.activated(BenchHelper.narrow(reference));
        ServerSupport.daemon("orb-run", orb::run);
        Path endpoint = Path.of(options.get("endpoint"));
        ProbeServer.start(endpoint, OrbBufferPool.gauge(orb));
        ServerSupport.publish(endpoint, orb.object_to_string(reference).getBytes(StandardCharsets.US_ASCII));
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
