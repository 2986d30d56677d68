package org.peregrine.examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/**
 * The example server: activates a {@code demo::Bench} servant in the RootPOA, writes its IOR to
 * the file named by the first argument, and serves until a client calls {@code shutdown}.
 */
public final class DemoServer {

    private DemoServer() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: DemoServer IOR-FILE");
            System.exit(2);
        }
        ORB orb = ORB.init(args, peregrine());
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        String ior = orb.object_to_string(root.servant_to_reference(new BenchServant(orb)));
        Path file = Path.of(args[0]);
        Path partial = Path.of(args[0] + ".tmp");
        Files.writeString(partial, ior);
        Files.move(partial, file);
        System.out.println("server: serving demo::Bench, IOR written to " + file);
        orb.run();
        orb.destroy();
        System.out.println("server: shut down");
    }

    /** The properties selecting Peregrine, listening on loopback. */
    static Properties peregrine() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        props.setProperty("peregrine.listen.host", "127.0.0.1");
        props.setProperty("peregrine.codeset.char", "UTF-8"); // strings beyond Latin-1, as the demo sends
        return props;
    }
}
