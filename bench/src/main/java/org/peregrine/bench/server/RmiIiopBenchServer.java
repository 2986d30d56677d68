package org.peregrine.bench.server;

import java.util.concurrent.Callable;

import javax.rmi.CORBA.Util;
import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ORB;
import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.rmi.BenchRemote;
import org.peregrine.bench.rmi.RmiBenchServant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Exports one {@link BenchRemote}, the servant JDK RMI serves, through {@code javax.rmi} (RMI-IIOP)
 * on the ORB that the standard {@code org.omg.CORBA.ORBClass} system property selects (Peregrine, or
 * the GlassFish ORB with its dynamic stubs and reflective tie), then serves it as {@link
 * CorbaBenchServer} serves the IDL object: the IOR of its stub in the endpoint file, the {@link
 * ProbeServer}, until standard input closes or the time limit passes.
 *
 * <pre>
 * java -Dorg.omg.CORBA.ORBClass=... RmiIiopBenchServer --endpoint FILE [--max-seconds N]
 * </pre>
 */
@Command(name = "RmiIiopBenchServer", description = "Exports one BenchRemote through RMI-IIOP on the ORB ORBClass"
        + " selects.")
public final class RmiIiopBenchServer implements Callable<Integer> {

    @Mixin
    private ChildOptions options;

    public static void main(String[] args) {
        System.exit(Cli.of(new RmiIiopBenchServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        // The ORB first: javax.rmi picks its delegates from system properties when first used,
        // and Peregrine's ORB class sets them when it loads.
        ORB orb = ServerSupport.initOrb();
        RmiBenchServant servant = new RmiBenchServant();
        PortableRemoteObject.exportObject(servant);
        // An exported object's tie is connected to no ORB yet: this one is the server's.
        Util.getTie(servant).orb(orb);
        BenchRemote stub = (BenchRemote) PortableRemoteObject.toStub(servant);
        servant.exported(stub);
        ServerSupport.serve(orb, (org.omg.CORBA.Object) stub, options.endpoint());
        return 0;
    }
}
