package org.peregrine.interop.rmiidl;

import java.rmi.Remote;
import java.rmi.RemoteException;

/**
 * An RMI-IIOP service that IDL clients call through the IDL java2idl writes of it (the build
 * writes it into target/rmiidl/Quotes.idl): primitives each way, strings
 * ({@code CORBA::WStringValue}), a value of primitive fields ({@link Quote}) each way, a sequence
 * (the boxed {@code org::omg::boxedRMI::seq1_double}) each way, and a property as a read-only
 * attribute.
 */
public interface Quotes extends Remote {

    /** {@code a + b}. */
    int add(int a, int b) throws RemoteException;

    /** The primitives as Java prints them, separated by spaces (the byte unsigned, as IDL's octet is). */
    String describe(boolean flag, byte octet, char letter, short small, int number, long large, float single,
            double precise) throws RemoteException;

    /** The letter in upper case. */
    char upper(char letter) throws RemoteException;

    /** {@code "Hello, " + name}, or {@code null} for {@code null}. */
    String greet(String name) throws RemoteException;

    /** A quote of these fields. */
    Quote quote(int day, double price, long volume) throws RemoteException;

    /** The quote of the next day: the price and the volume doubled. */
    Quote next(Quote quote) throws RemoteException;

    /** The price times the volume: a value in, a primitive out. */
    double turnover(Quote quote) throws RemoteException;

    /** The mean of the prices, 0 for none. */
    double average(double[] prices) throws RemoteException;

    /** Each price times the factor. */
    double[] scale(double[] prices, double factor) throws RemoteException;

    /** How many calls this object served before this one: the IDL attribute {@code calls}. */
    long getCalls() throws RemoteException;
}
