package org.peregrine.bench.idl;

/** The implementation of the benchmark's {@code Tree} value type. */
public class TreeImpl extends Tree {

    private static final long serialVersionUID = 1L;
}
