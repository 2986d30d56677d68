package org.peregrine.interop.rmi;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.TreeMap;
import java.util.UUID;

/**
 * The RMI/IDL remote interface of the RMI-IIOP interop programs (Java Language to IDL Mapping
 * §1.2.3): every method throws {@code RemoteException}. Most methods echo their argument, so that
 * the server's ORB reads and then writes what the client's ORB wrote; the declared type of each
 * decides how the value travels (§1.3): a primitive as its IDL basic type (§1.3.3), a {@code
 * String} as a {@code CORBA::WStringValue} value (§1.3.5.11), an array as a boxed sequence
 * (§1.3.6), a {@code Serializable} class as a value type (§1.3.5), {@code Object} and {@code
 * Serializable} as an {@code any} (§1.3.10), a remote interface as an object reference (§1.3.4).
 */
public interface Exchange extends Remote {

    boolean echoBoolean(boolean value) throws RemoteException;

    byte echoByte(byte value) throws RemoteException;

    char echoChar(char value) throws RemoteException;

    short echoShort(short value) throws RemoteException;

    int echoInt(int value) throws RemoteException;

    long echoLong(long value) throws RemoteException;

    float echoFloat(float value) throws RemoteException;

    double echoDouble(double value) throws RemoteException;

    /**
     * Every primitive kind in one request, so that each is aligned after the others (CORBA 3.0
     * §15.3.1.1): the server answers {@link ExchangeImpl#describe}'s text of what it read.
     */
    String describePrimitives(boolean z, byte b, char c, short s, int i, long l, float f, double d)
            throws RemoteException;

    String echoString(String value) throws RemoteException;

    int[] echoInts(int[] value) throws RemoteException;

    long[] echoLongs(long[] value) throws RemoteException;

    byte[] echoBytes(byte[] value) throws RemoteException;

    String[] echoStrings(String[] value) throws RemoteException;

    /** Any Serializable value, in an {@code any} (§1.3.10). */
    Serializable echoSerializable(Serializable value) throws RemoteException;

    ArrayList<Object> echoArrayList(ArrayList<Object> value) throws RemoteException;

    LinkedList<Object> echoLinkedList(LinkedList<Object> value) throws RemoteException;

    HashMap<String, Integer> echoHashMap(HashMap<String, Integer> value) throws RemoteException;

    TreeMap<String, Integer> echoTreeMap(TreeMap<String, Integer> value) throws RemoteException;

    HashSet<String> echoHashSet(HashSet<String> value) throws RemoteException;

    Date echoDate(Date value) throws RemoteException;

    BigDecimal echoBigDecimal(BigDecimal value) throws RemoteException;

    BigInteger echoBigInteger(BigInteger value) throws RemoteException;

    UUID echoUuid(UUID value) throws RemoteException;

    /** An object graph in a boxed sequence of {@code any} (§1.3.6), sharing and cycles kept. */
    Object[] echoObjects(Object[] value) throws RemoteException;

    /**
     * Whether the two arguments are one object on the server: the values of one request share
     * one indirection scope (CORBA 3.0 §15.3.4.3), so Java's identity survives across them.
     */
    boolean same(Object first, Object second) throws RemoteException;

    /** An Integer, a String, a value or a remote object, in an {@code any} (§1.3.10). */
    Object echoObject(Object value) throws RemoteException;

    // Overloads: each has its own IDL operation name, the Java name followed by the IDL names of
    // the parameter types (§1.3.2.6), such as which__long__long; the answer names the one called.

    String which() throws RemoteException;

    String which(int value) throws RemoteException;

    String which(long value) throws RemoteException;

    String which(String value) throws RemoteException;

    String which(Object value) throws RemoteException;

    String which(int[] value) throws RemoteException;

    String which(int first, int second) throws RemoteException;

    /** A JavaBeans getter: the read-only IDL attribute {@code label}, read by {@code _get_label} (§1.3.4.3). */
    String getLabel() throws RemoteException;

    /** Always throws {@link ExchangeRefused} with these fields. */
    void refuse(int code, String reason) throws ExchangeRefused, RemoteException;

    /** Always throws {@link ExchangeFailure} with these fields. */
    void fail(String message, int severity) throws RemoteException;

    /** Calls {@code callback.ping(message)} before returning, and answers what it answered. */
    String callBack(Callback callback, String message) throws RemoteException;

    /** A new remote object of the server's, tagged {@code tag}. */
    Callback newCallback(String tag) throws RemoteException;

    Callback echoCallback(Callback callback) throws RemoteException;
}
