package org.peregrine.orb.stream.values;

/** The implementation {@link LabelledDefaultFactory} makes. */
public class LabelledImpl extends Labelled {

    private static final long serialVersionUID = 1L;
}
