package org.peregrine.interop.rmi.versions;

import java.io.Serializable;

/** The server's version of a default-serialized class: same serialVersionUID, other fields. */
public final class Ledger implements Serializable {

    private static final long serialVersionUID = 1L;

    int number;
    long total;
    double rate;
    boolean open;
    char code;
    String owner;
    Entry first;
    Object tag;

    // only in the server's version
    long serverStamp;
    String serverNote;
}
