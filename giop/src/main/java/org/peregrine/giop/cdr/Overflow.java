package org.peregrine.giop.cdr;

/**
 * What a {@link CdrWriter} does when its buffer is full: the buffer is completed as one part of
 * the message (a GIOP 1.1/1.2 fragment, or a component of a GIOP 1.0 chain) and the writer goes on
 * in a fresh buffer, so a buffer never grows and nothing is copied (Juric et al. §5: fragments
 * rather than buffer growth).
 *
 * <p>Positions here are <em>message positions</em>: offsets from the first byte of the GIOP
 * header, counted as if the message were contiguous. A part's buffer index {@code i} is message
 * position {@code i - base}, where {@code base} is what the part was given to
 * {@link CdrWriter#continueIn}.
 *
 * <p>Called only by the writer's thread.
 */
public interface Overflow {

    /**
     * The writer's buffer is full up to its limit: take it as a finished part and point the
     * writer at the next buffer with {@link CdrWriter#continueIn}.
     *
     * @param writer the writer whose buffer is full
     * @param hold whether the finished part must be kept back rather than sent, because a length
     *     written in it (an open encapsulation) is still to be filled in
     * @param pending octets of a primitive array the writer is in the middle of, still to come
     *     (0 otherwise): a hint that the next part may be made big enough for them
     * @throws RuntimeException when the part could not be sent (the implementation says which);
     *     the writer must not be used afterwards
     */
    void overflow(CdrWriter writer, boolean hold, long pending);

    /**
     * Fills in a {@code long} at a message position that lies in an earlier part, one kept back
     * because it was written while a hold was on.
     */
    void patchLong(int messagePosition, int value);

    /** The outermost hold ended: the parts kept back may leave now. */
    void holdEnded();
}
