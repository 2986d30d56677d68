package org.peregrine.poa;

import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import smoke.Callback;
import smoke.EchoPOA;
import smoke.Failed;
import smoke.Pair;

/** The servant the POA tests call. */
class EchoServant extends EchoPOA {

    private volatile int lastNote;
    private volatile int counter;

    @Override
    public int echoLong(int v) {
        return v;
    }

    @Override
    public String echoString(String s) {
        return s;
    }

    @Override
    public String echoWString(String s) {
        return s;
    }

    @Override
    public Pair echoPair(Pair p) {
        return p;
    }

    @Override
    public int[] echoLongs(int[] l) {
        return l;
    }

    @Override
    public void fail(int code) throws Failed {
        throw new Failed(code, "failed with " + code);
    }

    @Override
    public void failSystem() {
        throw new BAD_PARAM("refused", 42, CompletionStatus.COMPLETED_NO);
    }

    @Override
    public void note(int v) {
        lastNote = v;
    }

    @Override
    public int lastNote() {
        return lastNote;
    }

    @Override
    public int slowEcho(int v, int millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return v;
    }

    @Override
    public smoke.Echo self() {
        return _this();
    }

    @Override
    public int callBack(Callback c, int v) {
        return c.twice(v);
    }

    @Override
    public int counter() {
        return counter;
    }

    @Override
    public void counter(int value) {
        counter = value;
    }
}
