package org.peregrine.bench.server;

import java.io.ByteArrayOutputStream;
import java.io.ObjectOutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.rmi.server.RMIServerSocketFactory;
import java.rmi.server.UnicastRemoteObject;
import java.util.Map;

import org.peregrine.bench.rmi.BenchRemote;
import org.peregrine.bench.rmi.RmiBenchServant;

/**
 * Exports one {@link BenchRemote} through plain JDK RMI on 127.0.0.1 (an ephemeral port), starts
 * the {@link ProbeServer}, writes its serialized stub to the endpoint file (no registry) and runs
 * until standard input closes or the time limit passes. Run with
 * {@code -Djava.rmi.server.hostname=127.0.0.1}.
 */
public final class RmiBenchServer {

    private RmiBenchServer() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = ServerSupport.options(args);
        ServerSupport.startWatchdog(options);
        RmiBenchServant servant = new RmiBenchServant();
        RMIServerSocketFactory loopback = port -> new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
        BenchRemote stub = (BenchRemote) UnicastRemoteObject.exportObject(servant, 0, null, loopback);
        servant.exported(stub);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(stub);
        }
        Path endpoint = Path.of(options.get("endpoint"));
        ProbeServer.start(endpoint, null);
        ServerSupport.publish(endpoint, bytes.toByteArray());
        System.out.println("serving with JDK RMI");
        System.out.flush();
        ServerSupport.awaitEndOfInput();
        UnicastRemoteObject.unexportObject(servant, true);
        System.exit(0);
    }
}
