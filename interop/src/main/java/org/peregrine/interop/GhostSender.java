package org.peregrine.interop;

/**
 * A {@code Ghost} to send. Its name is not {@code GhostImpl} on purpose: no ORB finds an
 * implementation of {@code Ghost} by convention, so every receiver truncates it to {@code Node}.
 */
public class GhostSender extends Ghost {

    private static final long serialVersionUID = 1L;

    /** A ghost with the id, a secret, next = Node(id + 1), hidden = next, other = itself. */
    public static GhostSender of(int id) {
        GhostSender ghost = new GhostSender();
        ghost.id = id;
        ghost.secret = "state a receiver without Ghost skips";
        ghost.next = new NodeImpl(id + 1);
        ghost.hidden = ghost.next;
        ghost.other = ghost;
        return ghost;
    }
}
