package org.peregrine.bench.client;

import java.io.ObjectInputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.function.LongSupplier;

import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ORB;
import org.peregrine.bench.probe.OrbBufferPool;
import org.peregrine.bench.rmi.BenchRemote;
import org.peregrine.bench.rmi.RmiSample;

/**
 * A {@link BenchRemote} through a Java RMI stub: plain JDK RMI (JRMP, {@link #open}) or RMI-IIOP on
 * the ORB the standard properties select ({@link #openIiop}), the same calls for both. It has
 * every operation but {@link Workload#ANY_OP}: Java has no {@code any} (an {@code Object}
 * parameter would be Java serialization, another row). The stub is shared by all threads (JRMP
 * opens a connection per concurrent call).
 */
public final class RmiTarget implements BenchTarget {

    /** A remote call; RemoteException becomes unchecked. */
    private interface RemoteCall {
        void run() throws RemoteException;
    }

    private final BenchRemote bench;
    /** The ORB of an RMI-IIOP stub, shut down on close; null over JRMP. */
    private final ORB orb;
    private volatile Object sink;

    private RmiTarget(BenchRemote bench, ORB orb) {
        this.bench = bench;
        this.orb = orb;
    }

    /** JRMP: the server wrote its serialized stub to {@code stubFile}, so no registry is involved. */
    public static RmiTarget open(Path stubFile) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(stubFile))) {
            return new RmiTarget((BenchRemote) in.readObject(), null);
        }
    }

    /**
     * RMI-IIOP: the object whose IOR the server wrote to {@code iorFile}, narrowed to {@link
     * BenchRemote}. The ORB comes first: {@code javax.rmi} picks its delegates from system properties
     * when first used, and Peregrine's ORB class sets them when it loads.
     */
    public static RmiTarget openIiop(Path iorFile) throws Exception {
        ORB orb = ClientOrb.init();
        BenchRemote bench = (BenchRemote) PortableRemoteObject.narrow(ClientOrb.resolve(orb, iorFile),
                BenchRemote.class);
        return new RmiTarget(bench, orb);
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
                RmiSample[] data = samples(size);
                return () -> bench.sendSamples(data);
            }
            case "list": {
                ArrayList<RmiSample> data = new ArrayList<>(Arrays.asList(samples(size)));
                return () -> bench.sendList(data);
            }
            case "map": {
                HashMap<Integer, RmiSample> data = new HashMap<>();
                for (int i = 0; i < size; i++) {
                    data.put(i, sample(i));
                }
                return () -> bench.sendMap(data);
            }
            default:
                throw new IllegalArgumentException(key);
        }
    }

    private static RmiSample[] samples(int size) {
        RmiSample[] data = new RmiSample[size];
        for (int i = 0; i < size; i++) {
            data[i] = sample(i);
        }
        return data;
    }

    private static RmiSample sample(int i) {
        return new RmiSample(i, i * 3, i * 0.25, i * 0.75);
    }

    @Override
    public LongSupplier bufferPool() {
        return orb == null ? null : OrbBufferPool.gauge(orb);
    }

    @Override
    public void close() {
        if (orb != null) {
            ClientOrb.close(orb);
        }
    }
}
