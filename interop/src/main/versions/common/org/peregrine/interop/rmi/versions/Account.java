package org.peregrine.interop.rmi.versions;

/**
 * The same class in both versions, but its superclass {@link Holder} differs, and with it this
 * class's repository id (its hash covers the superclass's): read by the sender's description of
 * each class of the hierarchy.
 */
public final class Account extends Holder {

    private static final long serialVersionUID = 1L;

    long balance;
    String currency;
}
