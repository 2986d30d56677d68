package org.peregrine.bench.server;

import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.rmi.server.RMIServerSocketFactory;
import java.rmi.server.UnicastRemoteObject;
import java.util.concurrent.Callable;

import org.peregrine.bench.ChildOptions;
import org.peregrine.bench.Cli;
import org.peregrine.bench.rmi.BenchRemote;
import org.peregrine.bench.rmi.RmiBenchServant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * Exports one {@link BenchRemote} through plain JDK RMI on 127.0.0.1 (an ephemeral port), starts
 * the {@link ProbeServer}, writes its serialized stub to the endpoint file (no registry) and runs
 * until standard input closes or the time limit passes. Run with
 * {@code -Djava.rmi.server.hostname=127.0.0.1}.
 */
@Command(name = "RmiBenchServer", description = "Exports one BenchRemote through JDK RMI.")
public final class RmiBenchServer implements Callable<Integer> {

    @Mixin
    private ChildOptions options;

    public static void main(String[] args) {
        System.exit(Cli.of(new RmiBenchServer()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        options.startWatchdog();
        RmiBenchServant servant = new RmiBenchServant();
        RMIServerSocketFactory loopback = port -> new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
        BenchRemote stub = (BenchRemote) UnicastRemoteObject.exportObject(servant, 0, null, loopback);
        servant.exported(stub);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(stub);
        }
        ProbeServer.start(options.endpoint(), null);
        ServerSupport.publish(options.endpoint(), bytes.toByteArray());
        System.out.println("serving with JDK RMI");
        System.out.flush();
        ServerSupport.awaitEndOfInput();
        UnicastRemoteObject.unexportObject(servant, true);
        return 0;
    }
}
