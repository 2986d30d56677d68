package org.peregrine.giop.message;

/**
 * The finished message each thread keeps for its next one, so that a call costs no message or
 * writer object (Juric et al. §5). One per ORB: a thread that serves several ORBs keeps one of
 * each, and an ORB's messages go with it.
 */
public final class IdleMessages {

    private final ThreadLocal<OutgoingMessage> idle = new ThreadLocal<>();

    /** This thread's idle message, which is this thread's from now on; {@code null} if none. */
    OutgoingMessage take() {
        OutgoingMessage message = idle.get();
        if (message != null) {
            idle.set(null); // not remove(): the thread keeps its map entry, and keep() allocates none
        }
        return message;
    }

    /** Keeps {@code message} for this thread's next message, unless the thread keeps one already. */
    void keep(OutgoingMessage message) {
        if (idle.get() == null) {
            idle.set(message);
        }
    }
}
