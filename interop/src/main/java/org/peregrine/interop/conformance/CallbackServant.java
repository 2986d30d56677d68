package org.peregrine.interop.conformance;

import java.util.concurrent.atomic.AtomicInteger;

import org.peregrine.interop.CallbackPOA;
import org.peregrine.interop.Conformance;

/**
 * A {@code Callback} that answers {@code "<tag>:<message>"} and counts its calls, so a check can
 * see that a call really arrived. When built with a {@code reenter} target it calls that target
 * from inside {@code ping} (a nested call back into the server that is calling us).
 * Thread-safe: the ORB may call it from any of its threads.
 */
public final class CallbackServant extends CallbackPOA {

    private final String tag;
    private final Conformance reenter;
    private final AtomicInteger pings = new AtomicInteger();

    public CallbackServant(String tag) {
        this(tag, null);
    }

    public CallbackServant(String tag, Conformance reenter) {
        this.tag = tag;
        this.reenter = reenter;
    }

    @Override
    public String ping(String message) {
        pings.incrementAndGet();
        String answer = reenter == null ? message : reenter.echoString(message);
        return tag + ":" + answer;
    }

    @Override
    public String tag() {
        return tag;
    }

    /** How many times {@link #ping} has been called. */
    public int pings() {
        return pings.get();
    }
}
