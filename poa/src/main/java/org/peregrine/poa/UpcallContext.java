package org.peregrine.poa;

import java.util.ArrayDeque;
import java.util.Deque;
import org.omg.PortableServer.Servant;

/**
 * The upcalls running on the current thread, innermost last: what {@code _this()}, {@code
 * _poa()} and {@code _object_id()} answer during an upcall (CORBA 3.0 §11.3.9.2).
 */
final class UpcallContext {

    /** One upcall: the POA, object id and servant it runs on. */
    record Upcall(PoaImpl poa, byte[] objectId, Servant servant) {
    }

    private static final ThreadLocal<Deque<Upcall>> CURRENT = ThreadLocal.withInitial(ArrayDeque::new);

    private UpcallContext() {
    }

    static void enter(Upcall upcall) {
        CURRENT.get().push(upcall);
    }

    static void leave() {
        CURRENT.get().pop();
    }

    /** The innermost upcall on this thread, or {@code null}. */
    static Upcall current() {
        return CURRENT.get().peek();
    }

    /** The innermost upcall on {@code servant} on this thread, or {@code null}. */
    static Upcall on(Servant servant) {
        for (Upcall upcall : CURRENT.get()) {
            if (upcall.servant() == servant) {
                return upcall;
            }
        }
        return null;
    }

    /** Whether this thread runs an upcall of a POA managed by {@code manager}. */
    static boolean inUpcallOf(PoaManagerImpl manager) {
        for (Upcall upcall : CURRENT.get()) {
            if (upcall.poa().manager() == manager) {
                return true;
            }
        }
        return false;
    }
}
