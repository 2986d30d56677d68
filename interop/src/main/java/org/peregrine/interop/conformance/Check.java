package org.peregrine.interop.conformance;

/**
 * One named check, of the conformance programs or of the RMI-IIOP ones: a body that returns
 * normally when the peer behaved as the standard says, and throws (usually {@link AssertionError}
 * from {@link Expect}) otherwise. {@link CheckRunner} runs them.
 */
public record Check(String name, Body body) {

    /** The assertions of a check; any throwable means failure. */
    @FunctionalInterface
    public interface Body {
        void run() throws Exception;
    }
}
