package org.peregrine.rmi.idl;

import java.rmi.Remote;
import java.rmi.RemoteException;

/** A top-level remote interface with an operation named as the interface (§1.3.2.9), and CORBA types. */
interface Echo extends Remote {
    String echo(String text) throws RemoteException;

    void take(org.omg.CORBA.Object object) throws RemoteException;

    void take(org.omg.CORBA.Object[] objects) throws RemoteException;

    void take(org.omg.CORBA.Any any) throws RemoteException;

    void take(org.omg.CORBA.Any[][] anys) throws RemoteException;
}
