package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.omg.CORBA.ORB;
import org.peregrine.orb.PeregrineOrb;

/** Waits, up to two seconds, for what the ORB's threads finish just after a call returns. */
final class Await {

    private Await() {}

    /** Fails with {@code what} unless {@code condition} holds within two seconds. */
    static void until(String what, BooleanSupplier condition) throws InterruptedException {
        until(() -> what, condition);
    }

    /** Fails with {@code what}, made at the failure, unless {@code condition} holds within two seconds. */
    static void until(Supplier<String> what, BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 200 && !condition.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), what);
    }

    /**
     * Every pooled buffer of each destroyed ORB is released. Once in a full build a client ORB
     * still held one buffer just after {@code destroy} returned (its peer, a relay, had closed
     * the connection a moment before; which thread released it late is not known); a buffer
     * never released still fails.
     */
    static void buffersReleased(ORB... orbs) throws InterruptedException {
        for (ORB orb : orbs) {
            PeregrineOrb peregrine = (PeregrineOrb) orb;
            until("buffers released: " + peregrine.statistics(), () -> peregrine.statistics().activeBuffers() == 0);
        }
    }
}
