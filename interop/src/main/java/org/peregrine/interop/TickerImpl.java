package org.peregrine.interop;

/** A {@code Ticker}: a value that is a {@code Counter}, counting its ticks. */
public class TickerImpl extends Ticker {

    private static final long serialVersionUID = 1L;

    @Override
    public int next() {
        return ++ticks;
    }
}
