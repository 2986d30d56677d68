package org.peregrine.interop.rmiidl;

import java.nio.file.Path;
import java.util.concurrent.Callable;

import javax.rmi.CORBA.Tie;
import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ORB;
import org.peregrine.interop.conformance.OrbArguments;
import org.peregrine.interop.conformance.PeerProcess;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Exports one {@link Quotes} with {@code javax.rmi} on the ORB the standard
 * {@code org.omg.CORBA.ORBClass} property chooses (Peregrine, in {@code JavaToIdlInteropTest}),
 * writes its IOR, and serves until standard input closes: the RMI-IIOP service that IDL clients
 * call through the IDL java2idl writes of {@link Quotes}.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... QuotesServer --ior-file FILE [ORB arguments...]
 * </pre>
 *
 * The IOR file appears atomically ({@link PeerProcess#publishIor}). Exit status 0 on an orderly
 * stop.
 */
@Command(name = "QuotesServer", description = "Exports one RMI-IIOP Quotes object and writes its IOR.")
public final class QuotesServer implements Callable<Integer> {

    @Option(names = "--ior-file", required = true, paramLabel = "FILE", description = "Where the IOR goes.")
    private Path iorFile;

    @Mixin
    private OrbArguments orbArguments;

    public static void main(String[] args) {
        System.exit(PeerProcess.commandLine(new QuotesServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        // The ORB first: javax.rmi's classes pick their delegates from system properties when first
        // loaded, and an ORB may set those properties when it starts.
        ORB orb = orbArguments.initOrb();
        QuotesImpl quotes = new QuotesImpl();
        PortableRemoteObject.exportObject(quotes);
        Tie tie = Util.getTie(quotes);
        tie.orb(orb);
        PeerProcess.publishIor(iorFile, orb.object_to_string(tie.thisObject()));

        Thread orbRun = new Thread(orb::run, "orb-run");
        orbRun.setDaemon(true);
        orbRun.start();
        PeerProcess.awaitEndOfInput();
        return PeerProcess.shutDown(orb, 0);
    }
}
