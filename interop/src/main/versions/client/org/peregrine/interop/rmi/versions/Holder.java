package org.peregrine.interop.rmi.versions;

import java.io.Serializable;

/** The client's version of {@link Account}'s superclass. */
public class Holder implements Serializable {

    private static final long serialVersionUID = 1L;

    String holderName;
    int holderRank;

}
