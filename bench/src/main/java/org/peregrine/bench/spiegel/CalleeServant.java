package org.peregrine.bench.spiegel;

import org.peregrine.bench.idl.CalleePOA;
import org.peregrine.bench.idl.CellArray;
import org.peregrine.bench.idl.ItemAccess;
import org.peregrine.bench.idl.ItemAccessOperations;
import org.peregrine.bench.idl.ItemArray;
import org.peregrine.bench.idl.LongArray;

/**
 * Spiegel's callee (§3.1): invokes the parameter object n times and returns. By value the
 * parameter is a local copy and each invocation a Java call; by reference each one is a remote
 * call back into the caller. The sum of the results is returned so that no invocation is dead.
 * Stateless; safe on any number of ORB threads.
 */
public final class CalleeServant extends CalleePOA {

    @Override
    public int byValueLongs(LongArray parameter, int n) {
        return invoke(parameter, n);
    }

    @Override
    public int byValueCells(CellArray parameter, int n) {
        return invoke(parameter, n);
    }

    @Override
    public int byValueItems(ItemArray parameter, int n) {
        return invoke(parameter, n);
    }

    @Override
    public int byReference(ItemAccess parameter, int n) {
        return invoke(parameter, n);
    }

    /** {@code parameter.get(0) + ... + parameter.get(n - 1)}. */
    public static int invoke(ItemAccessOperations parameter, int n) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += parameter.get(i);
        }
        return sum;
    }
}
