package org.peregrine.rmi;

import java.rmi.RemoteException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The server side of {@link Calculator}, as a plain Java class exported with javax.rmi. */
public class CalculatorImpl implements Calculator {

    private double total;
    Calculator twin;
    private volatile String lastThread;
    /** What {@link #echoObject} received last. */
    volatile Object lastEchoed;

    @Override
    public int add(int a, int b) {
        total += a + b;
        return a + b;
    }

    @Override
    public long add(long a, long b) {
        return a + b;
    }

    @Override
    public String echo(String text) {
        return text;
    }

    @Override
    public Object echoObject(Object value) {
        lastEchoed = value;
        return value;
    }

    @Override
    public List<Object> reverse(List<Object> items) {
        List<Object> reversed = new ArrayList<>(items);
        Collections.reverse(reversed);
        return reversed;
    }

    @Override
    public int[] squares(int[] values) {
        int[] squares = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            squares[i] = values[i] * values[i];
        }
        return squares;
    }

    @Override
    public double getTotal() {
        return total;
    }

    @Override
    public void fail(String why) throws CalculatorException {
        throw new CalculatorException(why, 42);
    }

    @Override
    public void crash(String why) throws RemoteException {
        if (why.equals("remote")) {
            throw new RemoteException(why);
        }
        throw new IllegalStateException(why);
    }

    @Override
    public int callBack(Listener listener, int value) throws RemoteException {
        return listener.heard(value) + 1;
    }

    @Override
    public Calculator twin() {
        return twin;
    }

    @Override
    public List<Object> appendTo(List<Object> items, Object item) {
        lastThread = Thread.currentThread().getName();
        items.add(item);
        return items;
    }

    @Override
    public boolean same(Object first, Object second) {
        return first == second;
    }

    @Override
    public String lastThread() {
        return lastThread;
    }
}
