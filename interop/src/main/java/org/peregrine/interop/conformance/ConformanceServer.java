package org.peregrine.interop.conformance;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Serves one {@code Conformance} object from the RootPOA of the ORB chosen by the standard
 * {@code org.omg.CORBA.ORBClass} property, writes its IOR, and runs until standard input
 * closes or a client calls {@code shutdown()}.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... ConformanceServer --ior-file FILE [--dsi] [ORB arguments...]
 * </pre>
 *
 * The IOR file appears atomically, and the IOR is also printed as {@code IOR IOR:...}
 * ({@link PeerProcess#publishIor}). Exit status 0 on an orderly stop.
 */
@Command(name = "ConformanceServer", description = "Serves one Conformance object and writes its IOR.")
public final class ConformanceServer implements Callable<Integer> {

    @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "Where the IOR goes.")
    private Path iorFile;

    @Option(names = "--dsi", description = "Serve a dynamic servant (the DSI) that answers as the static one does.")
    private boolean dynamic;

    @Mixin
    private OrbArguments orbArguments;

    public static void main(String[] args) {
        System.exit(PeerProcess.commandLine(new ConformanceServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        ORB orb = orbArguments.initOrb();
        CountDownLatch stop = new CountDownLatch(1);

        POA root = POAHelper.narrow(orb.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        ConformanceServant servant = new ConformanceServant(root, stop::countDown);
        org.omg.PortableServer.Servant served = dynamic ? new DynamicConformanceServant(orb, servant) : servant;
        PeerProcess.publishIor(iorFile, orb.object_to_string(root.servant_to_reference(served)));

        startDaemon("orb-run", orb::run);
        startDaemon("stdin-watch", () -> {
            PeerProcess.awaitEndOfInput();
            stop.countDown();
        });
        stop.await();
        System.out.println("stopping");
        return PeerProcess.shutDown(orb, 0);
    }

    private static void startDaemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }
}
