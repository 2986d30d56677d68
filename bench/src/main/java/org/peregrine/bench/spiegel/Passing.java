package org.peregrine.bench.spiegel;

/** How the parameter object reaches the callee (Spiegel §1). */
public enum Passing {
    /** Its state is copied to the callee, whose n invocations are local. */
    VALUE,
    /** Only a reference travels; each of the callee's n invocations is a remote call back. */
    REFERENCE
}
