package org.peregrine.orb.client;

/**
 * The reference, per thread, whose next {@code _is_local()} answers false: set when the object
 * adapter declined a collocated call, since a stub whose {@code _servant_preinvoke} gave {@code
 * null} asks {@code _is_local()} again and must then take the remote path (IDL-to-Java
 * §1.21.6.1). One per ORB, so that another ORB's stubs on the same thread are not affected.
 */
public final class DeclinedCollocations {

    private final ThreadLocal<ClientDelegate> declined = new ThreadLocal<>();

    /** The adapter declined a collocated call on {@code reference}, on this thread. */
    void decline(ClientDelegate reference) {
        declined.set(reference);
    }

    /** Whether {@code reference} was declined last on this thread; forgets it if so. */
    boolean takeBack(ClientDelegate reference) {
        if (declined.get() != reference) {
            return false;
        }
        declined.remove();
        return true;
    }
}
