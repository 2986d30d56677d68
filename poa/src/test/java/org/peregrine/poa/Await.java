package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.BooleanSupplier;
import org.omg.CORBA.ORB;
import org.peregrine.orb.PeregrineOrb;

/** Waits, up to two seconds, for what the ORB's threads finish just after a call returns. */
final class Await {

    private Await() {}

    /** Fails with {@code what} unless {@code condition} holds within two seconds. */
    static void until(String what, BooleanSupplier condition) throws InterruptedException {
        for (int i = 0; i < 200 && !condition.getAsBoolean(); i++) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), what);
    }

    /**
     * Every pooled buffer of each destroyed ORB is released. A connection that its peer closed
     * while {@code destroy} ran can be released by the ORB thread that read the end of stream,
     * a moment after {@code destroy} returned; a buffer never released still fails.
     */
    static void buffersReleased(ORB... orbs) throws InterruptedException {
        for (ORB orb : orbs) {
            PeregrineOrb peregrine = (PeregrineOrb) orb;
            until("buffers released: " + peregrine.statistics(), () -> peregrine.statistics().activeBuffers() == 0);
        }
    }
}
