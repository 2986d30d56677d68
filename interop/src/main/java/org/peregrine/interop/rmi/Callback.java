package org.peregrine.interop.rmi;

import java.rmi.Remote;
import java.rmi.RemoteException;

/**
 * A remote object of either side: the client hands its own to the server, which calls it back
 * during a call, and the server hands out new ones, which the client calls afterwards.
 */
public interface Callback extends Remote {

    /** {@code "<tag>:<message>"}, the tag naming the object that answered. */
    String ping(String message) throws RemoteException;
}
