package org.peregrine.interop.conformance;

/**
 * One named conformance check: a body that returns normally when the peer behaved as the
 * standard says, and throws (usually {@link AssertionError} from {@link Expect}) otherwise.
 */
record Check(String name, Body body) {

    /** The assertions of a check; any throwable means failure. */
    @FunctionalInterface
    interface Body {
        void run() throws Exception;
    }
}
