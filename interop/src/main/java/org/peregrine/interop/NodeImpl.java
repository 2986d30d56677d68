package org.peregrine.interop;

/** The implementation of the {@code Node} value type of Interop.idl. */
public class NodeImpl extends Node {

    private static final long serialVersionUID = 1L;

    public NodeImpl() {
    }

    public NodeImpl(int id) {
        this.id = id;
    }
}
