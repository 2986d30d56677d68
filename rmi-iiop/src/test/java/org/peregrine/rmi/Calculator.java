package org.peregrine.rmi;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

/** A remote interface for the end-to-end tests: primitives, values, anys, overloads, exceptions, callbacks. */
public interface Calculator extends Remote {

    int add(int a, int b) throws RemoteException;

    long add(long a, long b) throws RemoteException;

    String echo(String text) throws RemoteException;

    Object echoObject(Object value) throws RemoteException;

    List<Object> reverse(List<Object> items) throws RemoteException;

    int[] squares(int[] values) throws RemoteException;

    double getTotal() throws RemoteException;

    void fail(String why) throws CalculatorException, RemoteException;

    void crash(String why) throws RemoteException;

    int callBack(Listener listener, int value) throws RemoteException;

    Calculator twin() throws RemoteException;

    /** Adds {@code item} to {@code items}, the list the call received, and returns it. */
    List<Object> appendTo(List<Object> items, Object item) throws RemoteException;

    /** Whether the two arguments the call received are one object. */
    boolean same(Object first, Object second) throws RemoteException;

    /** The thread the last call ran on. */
    String lastThread() throws RemoteException;

    /** A remote object the client exports and passes. */
    interface Listener extends Remote {
        int heard(int value) throws RemoteException;
    }

    /** A checked exception with a field of its own. */
    class CalculatorException extends Exception {
        private static final long serialVersionUID = 1L;
        private final int code;

        public CalculatorException(String message, int code) {
            super(message);
            this.code = code;
        }

        public int code() {
            return code;
        }
    }
}
