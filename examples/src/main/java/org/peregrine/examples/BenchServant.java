package org.peregrine.examples;

import demo.BenchPOA;
import demo.Rejected;
import demo.Sample;
import org.omg.CORBA.ORB;

/** The example servant: echoes what it gets. */
final class BenchServant extends BenchPOA {

    private final ORB orb;

    BenchServant(ORB orb) {
        this.orb = orb;
    }

    @Override
    public void ping() {
        // the empty call: measures the ORB, not the servant
    }

    @Override
    public int echoLong(int v) {
        return v;
    }

    @Override
    public String echoString(String s) {
        return s;
    }

    @Override
    public Sample echoSample(Sample s) {
        return s;
    }

    @Override
    public byte[] echoOctets(byte[] data) {
        return data;
    }

    @Override
    public demo.Bench self() {
        return _this();
    }

    @Override
    public void reject(String reason) throws Rejected {
        throw new Rejected(reason);
    }

    @Override
    public void shutdown() {
        new Thread(() -> orb.shutdown(true), "demo-shutdown").start();
    }
}
