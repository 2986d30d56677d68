package org.peregrine.rmi;

import java.rmi.NoSuchObjectException;
import java.rmi.Remote;
import java.rmi.server.ExportException;
import java.util.IdentityHashMap;
import java.util.Map;
import javax.rmi.CORBA.Tie;

/**
 * The remote objects exported in this JVM, each with its tie ({@code
 * PortableRemoteObject.exportObject}, {@code Util.registerTarget}): held until unexported, as an
 * exported object must stay reachable for its clients. By identity: two equal objects are two
 * remote objects. Thread-safe.
 */
final class ExportedObjects {

    private static final Map<Remote, Tie> TIES = new IdentityHashMap<>();

    private ExportedObjects() {
    }

    /** Exports {@code target} with a new tie; ExportException if it is exported already. */
    static Tie export(Remote target) throws ExportException {
        synchronized (TIES) {
            if (TIES.containsKey(target)) {
                throw new ExportException(target.getClass().getName() + " instance is already exported");
            }
            Tie tie = new RmiTie(target);
            TIES.put(target, tie);
            return tie;
        }
    }

    /** Registers {@code tie} for {@code target} (a tie made elsewhere, by {@code rmic} say). */
    static void register(Tie tie, Remote target) {
        synchronized (TIES) {
            tie.setTarget(target);
            TIES.put(target, tie);
        }
    }

    /** The tie of {@code target}, or {@code null} if it is not exported. */
    static Tie tieOf(Remote target) {
        synchronized (TIES) {
            return TIES.get(target);
        }
    }

    /** Unexports {@code target}: its tie is deactivated; NoSuchObjectException if it was not exported. */
    static void unexport(Remote target) throws NoSuchObjectException {
        Tie tie;
        synchronized (TIES) {
            tie = TIES.remove(target);
        }
        if (tie == null) {
            throw new NoSuchObjectException(target.getClass().getName() + " instance is not exported");
        }
        tie.deactivate();
    }
}
