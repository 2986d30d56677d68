package org.peregrine.bench.rmi;

import java.io.Serializable;

/** The RMI equivalent of IDL struct {@code Sample}: two ints and two doubles. Mutable, as IDL structs are. */
public final class RmiSample implements Serializable {

    private static final long serialVersionUID = 1L;

    public int id;
    public int count;
    public double x;
    public double y;

    public RmiSample(int id, int count, double x, double y) {
        this.id = id;
        this.count = count;
        this.x = x;
        this.y = y;
    }
}
