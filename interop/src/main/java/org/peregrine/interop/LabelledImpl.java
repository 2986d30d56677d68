package org.peregrine.interop;

/** The implementation of the truncatable {@code Labelled} value type of Interop.idl. */
public class LabelledImpl extends Labelled {

    private static final long serialVersionUID = 1L;
}
