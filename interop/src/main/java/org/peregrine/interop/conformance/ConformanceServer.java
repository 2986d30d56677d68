package org.peregrine.interop.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
 * The IOR file appears atomically (written beside, then moved), so a launcher that sees the
 * file can read it whole; the IOR is also printed as {@code IOR IOR:...}. Exit status 0 on an
 * orderly stop.
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
        String ior = orb.object_to_string(root.servant_to_reference(served));
        publish(iorFile, ior);
        System.out.println("IOR " + ior);
        System.out.flush();

        startDaemon("orb-run", orb::run);
        startDaemon("stdin-watch", () -> {
            awaitEndOfInput(System.in);
            stop.countDown();
        });
        stop.await();
        System.out.println("stopping");
        return PeerProcess.shutDown(orb, 0);
    }

    private static void publish(Path iorFile, String ior) throws IOException {
        Path temporary = iorFile.resolveSibling(iorFile.getFileName() + ".tmp");
        Files.writeString(temporary, ior, StandardCharsets.US_ASCII);
        Files.move(temporary, iorFile, StandardCopyOption.ATOMIC_MOVE,
                StandardCopyOption.REPLACE_EXISTING);
    }

    private static void awaitEndOfInput(InputStream in) {
        byte[] ignored = new byte[256];
        try {
            while (in.read(ignored) >= 0) {
                // nothing is expected on stdin; its end is the stop signal
            }
        } catch (IOException e) {
            System.err.println("stdin failed, stopping: " + e);
        }
    }

    private static void startDaemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }
}
