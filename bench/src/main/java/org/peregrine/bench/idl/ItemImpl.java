package org.peregrine.bench.idl;

/** The implementation of the benchmark's {@code Item} value type. */
public class ItemImpl extends Item {

    private static final long serialVersionUID = 1L;
}
