package org.peregrine.poa;

import java.util.Arrays;
import org.omg.PortableServer.Servant;

/**
 * The upcalls running on the current thread, innermost last: what {@code _this()}, {@code
 * _poa()} and {@code _object_id()} answer during an upcall (CORBA 3.0 §11.3.9.2). One per ORB
 * (the POA Current is the ORB's), so an upcall of another ORB on the same thread is not one of
 * this ORB's. Each thread keeps its frames and reuses them, so an upcall allocates nothing here.
 */
final class UpcallContext {

    /** One upcall: the POA, object id and servant it runs on; valid while the upcall runs. */
    static final class Upcall {
        private PoaImpl poa;
        private byte[] objectId;
        private Servant servant;
        private final NameOctets operation = new NameOctets();

        PoaImpl poa() {
            return poa;
        }

        byte[] objectId() {
            return objectId;
        }

        Servant servant() {
            return servant;
        }

        /** The octets of {@code name}, the operation of this upcall, through the frame's flyweight. */
        NameOctets operation(String name) {
            return operation.over(name);
        }
    }

    /** A thread's upcalls: {@code frames[0..depth)}, innermost last. */
    private static final class Stack {
        private Upcall[] frames = new Upcall[4];
        private int depth;
    }

    private final ThreadLocal<Stack> current = ThreadLocal.withInitial(Stack::new);

    /** Records an upcall starting on this thread; returns its frame, valid until {@link #leave}. */
    Upcall enter(PoaImpl poa, byte[] objectId, Servant servant) {
        Stack stack = current.get();
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
        return upcall;
    }

    void leave() {
        Stack stack = current.get();
        Upcall upcall = stack.frames[--stack.depth];
        upcall.poa = null; // nothing of a finished upcall stays reachable from the thread
        upcall.objectId = null;
        upcall.servant = null;
    }

    /** The innermost upcall on {@code servant} on this thread, or {@code null}. */
    Upcall on(Servant servant) {
        Stack stack = current.get();
        for (int i = stack.depth - 1; i >= 0; i--) {
            if (stack.frames[i].servant == servant) {
                return stack.frames[i];
            }
        }
        return null;
    }

    /** Whether this thread runs an upcall of a POA managed by {@code manager}. */
    boolean inUpcallOf(PoaManagerImpl manager) {
        Stack stack = current.get();
        for (int i = 0; i < stack.depth; i++) {
            if (stack.frames[i].poa.manager() == manager) {
                return true;
            }
        }
        return false;
    }
}
