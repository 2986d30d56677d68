package org.peregrine.interop.rmi.versions;

/** The server read an argument otherwise than the client's version wrote it; the message says how. */
public final class WrongValue extends Exception {

    private static final long serialVersionUID = 1L;

    public WrongValue(String message) {
        super(message);
    }
}
