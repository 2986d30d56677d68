package org.peregrine.bench.rmi;

import java.rmi.Remote;
import java.rmi.RemoteException;

/** The JDK RMI equivalent of IDL interface {@code Bench} (bench/src/main/idl/Bench.idl). */
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

    byte[] echoOctets(byte[] data) throws RemoteException;
}
