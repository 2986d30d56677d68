package org.peregrine.examples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;

/**
 * The example server: activates a {@code demo::Bench} and a {@code noticeboard::Board} servant in
 * the RootPOA, writes their IORs as {@code board.ior} and then {@code bench.ior} into the directory
 * named by the first argument, and serves until a client calls {@code shutdown}.
 */
public final class DemoServer {

    /** The file written last: once it exists, both IORs are there. */
    static final String BENCH_IOR = "bench.ior";
    static final String BOARD_IOR = "board.ior";

    private DemoServer() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: DemoServer IOR-DIRECTORY");
            System.exit(2);
        }
        ORB orb = ORB.init(args, peregrine());
        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        Path directory = Path.of(args[0]);
        publish(directory.resolve(BOARD_IOR), orb.object_to_string(root.servant_to_reference(new BoardServant())));
        publish(directory.resolve(BENCH_IOR), orb.object_to_string(root.servant_to_reference(new BenchServant(orb))));
        System.out.println("server: serving demo::Bench and noticeboard::Board, IORs written to " + directory);
        orb.run();
        orb.destroy();
        System.out.println("server: shut down");
    }

    /** Writes {@code ior} to {@code file} whole: a reader never sees part of it. */
    private static void publish(Path file, String ior) throws Exception {
        Path partial = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(partial, ior);
        Files.move(partial, file);
    }

    /** The properties selecting Peregrine, listening on loopback. */
    static Properties peregrine() {
        Properties props = new Properties();
        props.setProperty("org.omg.CORBA.ORBClass", "org.peregrine.orb.PeregrineOrb");
        props.setProperty("org.omg.CORBA.ORBSingletonClass", "org.peregrine.orb.PeregrineOrbSingleton");
        props.setProperty("peregrine.listen.host", "127.0.0.1");
        return props;
    }
}
