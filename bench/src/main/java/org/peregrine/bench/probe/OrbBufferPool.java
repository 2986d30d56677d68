package org.peregrine.bench.probe;

import java.util.function.LongSupplier;

import org.omg.CORBA.ORB;

/**
 * The gauge of an ORB's own buffer pool, for the ORBs that report one: Peregrine's per-ORB Netty
 * pool ({@code PeregrineOrb.statistics().usedPooledMemory()}). Only the name of the ORB's class
 * is looked at here, so that JacORB's and GlassFish's JVMs, which have no Peregrine classes,
 * never load {@link PeregrineBufferPool}. Stateless.
 */
public final class OrbBufferPool {

    private static final String PEREGRINE_ORB = "org.peregrine.orb.PeregrineOrb";

    private OrbBufferPool() {
    }

    /** Bytes held by {@code orb}'s buffer pool, or null if {@code orb} reports none. */
    public static LongSupplier gauge(ORB orb) {
        return orb.getClass().getName().equals(PEREGRINE_ORB) ? PeregrineBufferPool.gauge(orb) : null;
    }
}
