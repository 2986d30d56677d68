package org.peregrine.bench.server;

import org.omg.CORBA.Any;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAPackage.ServantNotActive;
import org.omg.PortableServer.POAPackage.WrongPolicy;
import org.peregrine.bench.idl.Bench;
import org.peregrine.bench.idl.BenchHelper;
import org.peregrine.bench.idl.BenchPOA;
import org.peregrine.bench.idl.Sample;

/**
 * The servant of IDL interface {@code Bench} for every ORB: echoes (64 MiB octet sequences too),
 * accepts data and returns its own reference. Thread-safe (no state but the reference, set once
 * before the first call).
 */
public final class BenchServant extends BenchPOA {

    private volatile Bench self;

    /** Activates a new servant in {@code poa} and returns its reference, which {@link #self()} returns. */
    public static org.omg.CORBA.Object activateIn(POA poa) throws ServantNotActive, WrongPolicy {
        BenchServant servant = new BenchServant();
        org.omg.CORBA.Object reference = poa.servant_to_reference(servant);
        servant.self = BenchHelper.narrow(reference);
        return reference;
    }

    @Override
    public void ping() {
    }

    @Override
    public int echoLong(int value) {
        return value;
    }

    @Override
    public double echoDouble(double value) {
        return value;
    }

    @Override
    public String echoString(String value) {
        return value;
    }

    @Override
    public Sample echoStruct(Sample value) {
        return value;
    }

    /** Returns the any as the ORB received it: no Helper reads its value on this side. */
    @Override
    public Any echoAny(Any value) {
        return value;
    }

    @Override
    public Bench self() {
        return self;
    }

    @Override
    public void takeRef(Bench ref) {
        if (ref == null) {
            throw new org.omg.CORBA.BAD_PARAM("null reference");
        }
    }

    @Override
    public void sendOctets(byte[] data) {
    }

    @Override
    public void sendLongs(int[] data) {
    }

    @Override
    public void sendDoubles(double[] data) {
    }

    @Override
    public void sendSamples(Sample[] data) {
    }

    @Override
    public byte[] echoOctets(byte[] data) {
        return data;
    }
}
