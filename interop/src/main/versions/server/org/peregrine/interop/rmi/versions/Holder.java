package org.peregrine.interop.rmi.versions;

import java.io.Serializable;

/** The server's version of {@link Account}'s superclass. */
public class Holder implements Serializable {

    private static final long serialVersionUID = 1L;

    String holderName;
    int holderRank;

    // only in the server's version
    long holderSince;
}
