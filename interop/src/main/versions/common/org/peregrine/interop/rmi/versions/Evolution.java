package org.peregrine.interop.rmi.versions;

import java.rmi.Remote;
import java.rmi.RemoteException;

/**
 * The remote interface of the class-versions programs: each method takes a value of a class whose
 * version differs between client and server and returns one of the server's version, so that each
 * side reads a value the other side's version wrote (Java Language to IDL Mapping §1.4.7). The
 * server checks the argument as its version reads it and refuses it with {@link WrongValue}.
 */
public interface Evolution extends Remote {

    /** A default-serialized class: a field only the client's version has, one only the server's has. */
    Ledger ledger(Ledger sent) throws RemoteException, WrongValue;

    /** A class the same on both sides whose superclass ({@link Holder}) has a field more on the server. */
    Account account(Account sent) throws RemoteException, WrongValue;

    /** A custom-marshaled class whose default fields differ between the versions. */
    Journal journal(Journal sent) throws RemoteException, WrongValue;
}
