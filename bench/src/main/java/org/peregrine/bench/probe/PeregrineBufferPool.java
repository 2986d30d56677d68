package org.peregrine.bench.probe;

import java.util.function.LongSupplier;

import org.omg.CORBA.ORB;
import org.peregrine.orb.PeregrineOrb;

/** Peregrine's buffer pool gauge; loaded only in JVMs whose ORB is Peregrine ({@link OrbBufferPool}). */
final class PeregrineBufferPool {

    private PeregrineBufferPool() {
    }

    static LongSupplier gauge(ORB orb) {
        PeregrineOrb peregrine = (PeregrineOrb) orb;
        return () -> peregrine.statistics().usedPooledMemory();
    }
}
