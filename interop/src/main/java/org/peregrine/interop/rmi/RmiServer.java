package org.peregrine.interop.rmi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ORB;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Exports one {@link ExchangeImpl} with {@code javax.rmi} on the ORB chosen by the standard
 * {@code org.omg.CORBA.ORBClass} property, writes the IOR of its stub, and serves until standard
 * input closes (or the JVM is killed).
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... RmiServer --ior-file FILE [ORB arguments...]
 * </pre>
 *
 * As the conformance server does, it prints {@code ORB <class>} and {@code IOR IOR:...}, and
 * the IOR file appears atomically (written beside, then moved). Exit status 0 on an orderly stop.
 */
@Command(name = "RmiServer", description = "Exports one RMI-IIOP Exchange object and writes its IOR.")
public final class RmiServer implements Callable<Integer> {

    @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "Where the IOR goes.")
    private Path iorFile;

    @Parameters(paramLabel = "ORB-ARGUMENT", description = "Arguments for ORB.init, such as -ORBInitRef NAME=URL.")
    private List<String> orbArgs = new ArrayList<>();

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    private boolean help;

    @Spec
    private CommandSpec command;

    public static void main(String[] args) {
        System.exit(RmiProcess.commandLine(new RmiServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        ORB orb = RmiProcess.initOrb(command, orbArgs);
        ExchangeImpl exchange = new ExchangeImpl();
        PortableRemoteObject.exportObject(exchange);
        // The tie of an exported object is connected to no ORB yet; this one is the server's.
        Util.getTie(exchange).orb(orb);
        String ior = orb.object_to_string((org.omg.CORBA.Object) PortableRemoteObject.toStub(exchange));
        publish(iorFile, ior);
        System.out.println("IOR " + ior);
        System.out.flush();

        Thread orbRun = new Thread(orb::run, "orb-run");
        orbRun.setDaemon(true);
        orbRun.start();
        awaitEndOfInput(System.in);
        System.out.println("stopping");
        return RmiProcess.shutDown(orb, 0);
    }

    private static void publish(Path iorFile, String ior) throws IOException {
        Path temporary = iorFile.resolveSibling(iorFile.getFileName() + ".tmp");
        Files.writeString(temporary, ior, StandardCharsets.US_ASCII);
        Files.move(temporary, iorFile, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
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
}
