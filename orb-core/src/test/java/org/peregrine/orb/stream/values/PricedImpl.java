package org.peregrine.orb.stream.values;

/** What a user writes for {@link Priced}: found by the {@code <type>Impl} naming convention. */
public class PricedImpl extends Priced {

    private static final long serialVersionUID = 1L;
}
