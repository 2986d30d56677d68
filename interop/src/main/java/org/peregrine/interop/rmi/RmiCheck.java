package org.peregrine.interop.rmi;

/**
 * One named RMI-IIOP check: a body that returns normally when the peer behaved as the Java
 * Language to IDL Mapping says, and throws (usually {@link AssertionError} from {@link Verify})
 * otherwise.
 */
record RmiCheck(String name, Body body) {

    /** The assertions of a check; any throwable means failure. */
    @FunctionalInterface
    interface Body {
        void run() throws Exception;
    }
}
