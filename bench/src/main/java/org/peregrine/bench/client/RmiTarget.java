package org.peregrine.bench.client;

import java.io.ObjectInputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.rmi.RemoteException;

import org.peregrine.bench.rmi.BenchRemote;
import org.peregrine.bench.rmi.RmiSample;

/**
 * A {@link BenchRemote} through plain JDK RMI (JRMP). The server writes its serialized stub to a
 * file, so no registry is involved. It has every operation but {@link Workload#ANY_OP}: Java has
 * no {@code any} (an {@code Object} parameter would be Java serialization, another row). The stub
 * is shared by all threads; RMI opens a connection per concurrent call.
 */
public final class RmiTarget implements BenchTarget {

    /** A remote call; RemoteException becomes unchecked. */
    private interface RemoteCall {
        void run() throws RemoteException;
    }

    private final BenchRemote bench;
    private volatile Object sink;

    private RmiTarget(BenchRemote bench) {
        this.bench = bench;
    }

    public static RmiTarget open(Path stubFile) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(stubFile))) {
            return new RmiTarget((BenchRemote) in.readObject());
        }
    }

    @Override
    public boolean supports(String key) {
        return !key.equals(Workload.ANY_OP);
    }

    @Override
    public Runnable call(String key) {
        RemoteCall call = remoteCall(key);
        return () -> {
            try {
                call.run();
            } catch (RemoteException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private RemoteCall remoteCall(String key) {
        switch (key) {
            case "ping":
                return bench::ping;
            case "echoLong":
                return () -> sink = bench.echoLong(Workload.LONG_VALUE);
            case "echoDouble":
                return () -> sink = bench.echoDouble(Workload.DOUBLE_VALUE);
            case "echoString":
                return () -> sink = bench.echoString(Workload.STRING_VALUE);
            case "echoStruct": {
                RmiSample sample = sample(7);
                return () -> sink = bench.echoStruct(sample);
            }
            case "returnRef":
                return () -> sink = bench.self();
            case "passRef":
                return () -> bench.takeRef(bench);
            default:
                break;
        }
        int size = Workload.sizeOf(key);
        if (Workload.isEcho(key)) {
            // The argument is built inside the call, so the memory experiment counts it.
            return () -> {
                byte[] data = Workload.octets(size);
                Workload.checkEcho(data, bench.echoOctets(data));
            };
        }
        switch (Workload.kindOf(key)) {
            case "octet": {
                byte[] data = Workload.octets(size);
                return () -> bench.sendOctets(data);
            }
            case "long": {
                int[] data = Workload.longs(size);
                return () -> bench.sendLongs(data);
            }
            case "double": {
                double[] data = Workload.doubles(size);
                return () -> bench.sendDoubles(data);
            }
            case "struct": {
                RmiSample[] data = new RmiSample[size];
                for (int i = 0; i < size; i++) {
                    data[i] = sample(i);
                }
                return () -> bench.sendSamples(data);
            }
            default:
                throw new IllegalArgumentException(key);
        }
    }

    private static RmiSample sample(int i) {
        return new RmiSample(i, i * 3, i * 0.25, i * 0.75);
    }

    @Override
    public void close() {
    }
}
