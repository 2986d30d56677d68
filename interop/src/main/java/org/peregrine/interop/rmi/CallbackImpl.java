package org.peregrine.interop.rmi;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A {@link Callback} that counts its calls, so that a check can see a call arrive at this very
 * object rather than at a copy. Thread-safe: the ORB may call it from any of its threads.
 */
public final class CallbackImpl implements Callback {

    private final String tag;
    private final AtomicInteger pings = new AtomicInteger();

    public CallbackImpl(String tag) {
        this.tag = tag;
    }

    @Override
    public String ping(String message) {
        pings.incrementAndGet();
        return tag + ":" + message;
    }

    /** How many times {@link #ping} has been called. */
    int pings() {
        return pings.get();
    }
}
