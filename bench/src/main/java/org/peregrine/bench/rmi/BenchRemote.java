package org.peregrine.bench.rmi;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * The Java RMI equivalent of IDL interface {@code Bench} (bench/src/main/idl/Bench.idl), the same
 * interface for JDK RMI (JRMP) and RMI-IIOP (Peregrine's and the GlassFish ORB's), plus the two
 * collections, which IDL has no counterpart of. The collections are declared as their classes, as
 * the values Juric's method sends: an interface type such as {@code List} would travel as an
 * {@code any} over IIOP.
 */
public interface BenchRemote extends Remote {

    void ping() throws RemoteException;

    int echoLong(int value) throws RemoteException;

    double echoDouble(double value) throws RemoteException;

    String echoString(String value) throws RemoteException;

    RmiSample echoStruct(RmiSample value) throws RemoteException;

    BenchRemote self() throws RemoteException;

    void takeRef(BenchRemote ref) throws RemoteException;

    void sendOctets(byte[] data) throws RemoteException;

    void sendLongs(int[] data) throws RemoteException;

    void sendDoubles(double[] data) throws RemoteException;

    void sendSamples(RmiSample[] data) throws RemoteException;

    void sendList(ArrayList<RmiSample> data) throws RemoteException;

    void sendMap(HashMap<Integer, RmiSample> data) throws RemoteException;

    byte[] echoOctets(byte[] data) throws RemoteException;
}
