package org.peregrine.dynany;

import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;

/**
 * Whether a DynAny may still be used (CORBA 3.0 §9.2, {@code destroy}): a top-level DynAny lives until it is
 * destroyed; a component until the DynAny it belongs to is destroyed, or until it is replaced
 * (a union's member when the discriminator changes, the elements a shorter sequence drops, the
 * components a new value replaces). Using a DynAny that no longer lives is an OBJECT_NOT_EXIST.
 */
final class Lifetime {

    private final Lifetime container;
    private boolean ended;

    private Lifetime(Lifetime container) {
        this.container = container;
    }

    /** The lifetime of a DynAny no other DynAny holds: one a factory made, or a copy. */
    static Lifetime topLevel() {
        return new Lifetime(null);
    }

    /** The lifetime of a component of the DynAny that lives this lifetime. */
    Lifetime component() {
        return new Lifetime(this);
    }

    /** Whether the DynAny was made by a factory or copied, rather than being a component. */
    boolean isTopLevel() {
        return container == null;
    }

    /** Ends this lifetime, and with it those of all components. */
    void end() {
        ended = true;
    }

    /** OBJECT_NOT_EXIST if this lifetime or one it is part of has ended. */
    void check(Object type) {
        for (Lifetime l = this; l != null; l = l.container) {
            if (l.ended) {
                throw SystemExceptions.of(DynAnyMinor.DESTROYED, CompletionStatus.COMPLETED_NO, type);
            }
        }
    }
}
