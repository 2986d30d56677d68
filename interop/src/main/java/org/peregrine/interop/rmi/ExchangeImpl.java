package org.peregrine.interop.rmi;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedList;
import java.util.TreeMap;
import java.util.UUID;

import javax.rmi.PortableRemoteObject;

/**
 * The server's {@link Exchange}: plain Java, made remote by {@code PortableRemoteObject.exportObject}
 * rather than by extending {@code PortableRemoteObject}. Stateless, so thread-safe.
 */
public final class ExchangeImpl implements Exchange {

    /** What {@link #getLabel} answers: text beyond Latin-1, as a WStringValue carries it. */
    static final String LABEL = "Exchange \u0416\u0443\u043a \u20ac";

    /** The text {@link #describePrimitives} answers, computed alike on both sides: exact bits for floats. */
    static String describe(boolean z, byte b, char c, short s, int i, long l, float f, double d) {
        return z + " " + b + " U+" + Integer.toHexString(c) + " " + s + " " + i + " " + l + " "
                + Float.floatToRawIntBits(f) + " " + Double.doubleToRawLongBits(d);
    }

    @Override
    public boolean echoBoolean(boolean value) {
        return value;
    }

    @Override
    public byte echoByte(byte value) {
        return value;
    }

    @Override
    public char echoChar(char value) {
        return value;
    }

    @Override
    public short echoShort(short value) {
        return value;
    }

    @Override
    public int echoInt(int value) {
        return value;
    }

    @Override
    public long echoLong(long value) {
        return value;
    }

    @Override
    public float echoFloat(float value) {
        return value;
    }

    @Override
    public double echoDouble(double value) {
        return value;
    }

    @Override
    public String describePrimitives(boolean z, byte b, char c, short s, int i, long l, float f, double d) {
        return describe(z, b, c, s, i, l, f, d);
    }

    @Override
    public String echoString(String value) {
        return value;
    }

    @Override
    public int[] echoInts(int[] value) {
        return value;
    }

    @Override
    public long[] echoLongs(long[] value) {
        return value;
    }

    @Override
    public byte[] echoBytes(byte[] value) {
        return value;
    }

    @Override
    public String[] echoStrings(String[] value) {
        return value;
    }

    @Override
    public Serializable echoSerializable(Serializable value) {
        return value;
    }

    @Override
    public ArrayList<Object> echoArrayList(ArrayList<Object> value) {
        return value;
    }

    @Override
    public LinkedList<Object> echoLinkedList(LinkedList<Object> value) {
        return value;
    }

    @Override
    public HashMap<String, Integer> echoHashMap(HashMap<String, Integer> value) {
        return value;
    }

    @Override
    public TreeMap<String, Integer> echoTreeMap(TreeMap<String, Integer> value) {
        return value;
    }

    @Override
    public HashSet<String> echoHashSet(HashSet<String> value) {
        return value;
    }

    @Override
    public Date echoDate(Date value) {
        return value;
    }

    @Override
    public BigDecimal echoBigDecimal(BigDecimal value) {
        return value;
    }

    @Override
    public BigInteger echoBigInteger(BigInteger value) {
        return value;
    }

    @Override
    public UUID echoUuid(UUID value) {
        return value;
    }

    @Override
    public Object[] echoObjects(Object[] value) {
        return value;
    }

    @Override
    public boolean same(Object first, Object second) {
        return first == second;
    }

    @Override
    public Object echoObject(Object value) {
        return value;
    }

    @Override
    public String which() {
        return "()";
    }

    @Override
    public String which(int value) {
        return "(int " + value + ")";
    }

    @Override
    public String which(long value) {
        return "(long " + value + ")";
    }

    @Override
    public String which(String value) {
        return "(String " + value + ")";
    }

    @Override
    public String which(Object value) {
        return "(Object " + value + ")";
    }

    @Override
    public String which(int[] value) {
        return "(int[] " + Arrays.toString(value) + ")";
    }

    @Override
    public String which(int first, int second) {
        return "(int " + first + ", int " + second + ")";
    }

    @Override
    public String getLabel() {
        return LABEL;
    }

    @Override
    public void refuse(int code, String reason) throws ExchangeRefused {
        throw new ExchangeRefused(code, reason);
    }

    @Override
    public void fail(String message, int severity) throws ExchangeFailure {
        throw new ExchangeFailure(message, severity);
    }

    @Override
    public String callBack(Callback callback, String message) throws RemoteException {
        return callback.ping(message);
    }

    /**
     * Exported but not connected to any ORB: the tie writes the result with {@code
     * Util.writeRemoteObject}, which connects an exported object to the ORB of the reply's stream
     * and writes its reference, as RMI always passes an exported object by reference.
     */
    @Override
    public Callback newCallback(String tag) throws RemoteException {
        CallbackImpl callback = new CallbackImpl(tag);
        PortableRemoteObject.exportObject(callback);
        return callback;
    }

    @Override
    public Callback echoCallback(Callback callback) {
        return callback;
    }
}
