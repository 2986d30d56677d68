package org.peregrine.bench.rmi;

import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * Server side of {@link BenchRemote}, exported through JRMP or RMI-IIOP: echoes, accepts data,
 * returns its own stub. Thread-safe (stateless).
 */
public final class RmiBenchServant implements BenchRemote {

    private volatile BenchRemote self;

    /** The stub exported for this object, returned by {@link #self()}. */
    public void exported(BenchRemote stub) {
        this.self = stub;
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
    public RmiSample echoStruct(RmiSample value) {
        return value;
    }

    @Override
    public BenchRemote self() {
        return self;
    }

    @Override
    public void takeRef(BenchRemote ref) throws RemoteException {
        if (ref == null) {
            throw new RemoteException("null reference");
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
    public void sendSamples(RmiSample[] data) {
    }

    @Override
    public void sendList(ArrayList<RmiSample> data) {
    }

    @Override
    public void sendMap(HashMap<Integer, RmiSample> data) {
    }

    @Override
    public byte[] echoOctets(byte[] data) {
        return data;
    }
}
