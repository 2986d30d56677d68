package org.peregrine.bench.client;

import java.nio.file.Path;
import java.util.function.LongSupplier;

import org.omg.CORBA.Any;
import org.omg.CORBA.ORB;
import org.peregrine.bench.any.StructInAny;
import org.peregrine.bench.idl.Bench;
import org.peregrine.bench.idl.BenchHelper;
import org.peregrine.bench.idl.Sample;
import org.peregrine.bench.probe.OrbBufferPool;

/**
 * A Bench object through the stubs generated from Bench.idl, on whichever ORB the standard
 * {@code org.omg.CORBA.ORBClass} property selects (Peregrine, JacORB, GlassFish): the same stub
 * code for all three. The stub is shared by all threads, as CORBA stubs allow.
 */
public final class CorbaTarget implements BenchTarget {

    private final ORB orb;
    private final Bench bench;
    /** Results land here so that no call's result is dead. */
    private volatile Object sink;

    private CorbaTarget(ORB orb, Bench bench) {
        this.orb = orb;
        this.bench = bench;
    }

    /** Connects to the object whose IOR is in {@code iorFile}. */
    public static CorbaTarget open(Path iorFile) throws Exception {
        ORB orb = ClientOrb.init();
        return new CorbaTarget(orb, BenchHelper.narrow(ClientOrb.resolve(orb, iorFile)));
    }

    /** A target over an existing stub (the raw floor's capture uses Peregrine this way). */
    public static CorbaTarget of(ORB orb, Bench bench) {
        return new CorbaTarget(orb, bench);
    }

    /** Every operation but the Java collections: IDL has no counterpart of them. */
    @Override
    public boolean supports(String key) {
        return !Workload.isCollection(key);
    }

    @Override
    public Runnable call(String key) {
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
                Sample sample = Workload.sample(7);
                return () -> sink = bench.echoStruct(sample);
            }
            case Workload.ANY_OP: {
                // echoStruct's struct, inserted into a new any and extracted from the returned one
                // on every call, as a client of an any-typed operation does.
                StructInAny<Sample> sample = StructInAny.sample(Workload.sample(7));
                return () -> {
                    Any any = orb.create_any();
                    sample.insertInto(any);
                    sink = sample.extractFrom(bench.echoAny(any));
                };
            }
            case "returnRef":
                return () -> sink = bench.self();
            case "passRef":
                return () -> bench.takeRef(bench);
            default:
                return sequenceCall(key);
        }
    }

    private Runnable sequenceCall(String key) {
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
                Sample[] data = new Sample[size];
                for (int i = 0; i < size; i++) {
                    data[i] = Workload.sample(i);
                }
                return () -> bench.sendSamples(data);
            }
            default:
                throw new IllegalArgumentException(key);
        }
    }

    @Override
    public LongSupplier bufferPool() {
        return OrbBufferPool.gauge(orb);
    }

    @Override
    public void close() {
        ClientOrb.close(orb);
    }
}
