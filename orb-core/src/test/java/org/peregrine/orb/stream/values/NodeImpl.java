package org.peregrine.orb.stream.values;

/** What a user writes for {@link Node}: found by the {@code <type>Impl} naming convention. */
public class NodeImpl extends Node {

    private static final long serialVersionUID = 1L;

    public NodeImpl() {
    }

    public NodeImpl(int id) {
        this.id = id;
    }
}
