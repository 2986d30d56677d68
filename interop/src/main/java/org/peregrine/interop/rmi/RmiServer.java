package org.peregrine.interop.rmi;

import java.nio.file.Path;
import java.rmi.Remote;
import java.util.concurrent.Callable;

import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ORB;
import org.peregrine.interop.conformance.OrbArguments;
import org.peregrine.interop.conformance.PeerProcess;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Exports one {@link ExchangeImpl} (or an instance of the class {@code --servant} names) with
 * {@code javax.rmi} on the ORB chosen by the standard {@code org.omg.CORBA.ORBClass} property,
 * writes the IOR of its stub, and serves until standard input closes (or the JVM is killed).
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... RmiServer --ior-file FILE [--servant CLASS] [ORB arguments...]
 * </pre>
 *
 * As the conformance server does, it prints {@code ORB <class>} and {@code IOR IOR:...}, and
 * the IOR file appears atomically ({@link PeerProcess#publishIor}). Exit status 0 on an orderly stop.
 */
@Command(name = "RmiServer", description = "Exports one RMI-IIOP Exchange object and writes its IOR.")
public final class RmiServer implements Callable<Integer> {

    @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "Where the IOR goes.")
    private Path iorFile;

    @Option(names = "--servant", paramLabel = "CLASS", defaultValue = "org.peregrine.interop.rmi.ExchangeImpl",
            description = "The Remote class exported, with a public no-argument constructor (default: ${DEFAULT-VALUE}).")
    private String servantClass;

    @Mixin
    private OrbArguments orbArguments;

    public static void main(String[] args) {
        System.exit(PeerProcess.commandLine(new RmiServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        // Before javax.rmi is first used: its classes pick their delegates from system properties
        // when first loaded, and an ORB may set those properties when it starts.
        ORB orb = orbArguments.initOrb();
        Remote servant = (Remote) Class.forName(servantClass).getConstructor().newInstance();
        PortableRemoteObject.exportObject(servant);
        // The tie of an exported object is connected to no ORB yet; this one is the server's.
        Util.getTie(servant).orb(orb);
        org.omg.CORBA.Object stub = (org.omg.CORBA.Object) PortableRemoteObject.toStub(servant);
        PeerProcess.publishIor(iorFile, orb.object_to_string(stub));

        Thread orbRun = new Thread(orb::run, "orb-run");
        orbRun.setDaemon(true);
        orbRun.start();
        PeerProcess.awaitEndOfInput();
        System.out.println("stopping");
        return PeerProcess.shutDown(orb, 0);
    }
}
