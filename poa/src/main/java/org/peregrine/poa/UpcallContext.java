package org.peregrine.poa;

import java.util.Arrays;
import org.omg.PortableServer.Servant;

/**
 * The upcalls running on the current thread, innermost last: what {@code _this()}, {@code
 * _poa()} and {@code _object_id()} answer during an upcall (CORBA 3.0 §11.3.9.2). Each thread
 * keeps its frames and reuses them, so an upcall allocates nothing here.
 */
final class UpcallContext {

    /** One upcall: the POA, object id and servant it runs on; valid while the upcall runs. */
    static final class Upcall {
        private PoaImpl poa;
        private byte[] objectId;
        private Servant servant;

        PoaImpl poa() {
            return poa;
        }

        byte[] objectId() {
            return objectId;
        }

        Servant servant() {
            return servant;
        }
    }

    /** A thread's upcalls: {@code frames[0..depth)}, innermost last. */
    private static final class Stack {
        private Upcall[] frames = new Upcall[4];
        private int depth;
    }

    private static final ThreadLocal<Stack> CURRENT = ThreadLocal.withInitial(Stack::new);

    private UpcallContext() {
    }

    static void enter(PoaImpl poa, byte[] objectId, Servant servant) {
        Stack stack = CURRENT.get();
        if (stack.depth == stack.frames.length) {
            stack.frames = Arrays.copyOf(stack.frames, stack.depth * 2);
        }
        Upcall upcall = stack.frames[stack.depth];
        if (upcall == null) {
            upcall = new Upcall();
            stack.frames[stack.depth] = upcall;
        }
        upcall.poa = poa;
        upcall.objectId = objectId;
        upcall.servant = servant;
        stack.depth++;
    }

    static void leave() {
        Stack stack = CURRENT.get();
        Upcall upcall = stack.frames[--stack.depth];
        upcall.poa = null; // nothing of a finished upcall stays reachable from the thread
        upcall.objectId = null;
        upcall.servant = null;
    }

    /** The innermost upcall on this thread, or {@code null}. */
    static Upcall current() {
        Stack stack = CURRENT.get();
        return stack.depth == 0 ? null : stack.frames[stack.depth - 1];
    }

    /** The innermost upcall on {@code servant} on this thread, or {@code null}. */
    static Upcall on(Servant servant) {
        Stack stack = CURRENT.get();
        for (int i = stack.depth - 1; i >= 0; i--) {
            if (stack.frames[i].servant == servant) {
                return stack.frames[i];
            }
        }
        return null;
    }

    /** Whether this thread runs an upcall of a POA managed by {@code manager}. */
    static boolean inUpcallOf(PoaManagerImpl manager) {
        Stack stack = CURRENT.get();
        for (int i = 0; i < stack.depth; i++) {
            if (stack.frames[i].poa.manager() == manager) {
                return true;
            }
        }
        return false;
    }
}
