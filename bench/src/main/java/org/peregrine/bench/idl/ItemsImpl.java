package org.peregrine.bench.idl;

/** The implementation of the benchmark's {@code Items} value type. */
public class ItemsImpl extends Items {

    private static final long serialVersionUID = 1L;
}
