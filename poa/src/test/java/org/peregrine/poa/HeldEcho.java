package org.peregrine.poa;

import java.util.concurrent.CountDownLatch;

/** An echo whose {@code slowEcho} runs until the test lets it return. */
final class HeldEcho extends EchoServant {
    final CountDownLatch entered = new CountDownLatch(1);
    final CountDownLatch released = new CountDownLatch(1);

    @Override
    public int slowEcho(int v, int millis) {
        entered.countDown();
        try {
            released.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return v;
    }
}
