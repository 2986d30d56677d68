package org.peregrine.poa;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.LocalObject;
import org.omg.PortableServer.POAManager;
import org.omg.PortableServer.POAManagerPackage.AdapterInactive;
import org.omg.PortableServer.POAManagerPackage.State;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;

/**
 * The POA manager (CORBA 3.0 §11.3.2): gates the requests of its POAs by state, and counts the
 * upcalls in progress so that the {@code wait_for_completion} variants can wait for them.
 * Thread-safe: state changes and request entry synchronize on this object.
 */
final class PoaManagerImpl extends LocalObject implements POAManager {

    private final String name;
    private final UpcallContext upcalls;
    private State state = State.HOLDING;
    private int activeRequests;

    /** @param upcalls the upcalls of the ORB whose POAs this manager will manage */
    PoaManagerImpl(String name, UpcallContext upcalls) {
        this.name = name;
        this.upcalls = upcalls;
    }

    @Override
    public synchronized void activate() throws AdapterInactive {
        change(State.ACTIVE);
    }

    @Override
    public void hold_requests(boolean waitForCompletion) throws AdapterInactive {
        change(State.HOLDING);
        awaitIdle(waitForCompletion);
    }

    @Override
    public void discard_requests(boolean waitForCompletion) throws AdapterInactive {
        change(State.DISCARDING);
        awaitIdle(waitForCompletion);
    }

    @Override
    public void deactivate(boolean etherealize, boolean waitForCompletion) throws AdapterInactive {
        change(State.INACTIVE);
        awaitIdle(waitForCompletion);
    }

    @Override
    public synchronized State get_state() {
        return state;
    }

    private synchronized void change(State next) throws AdapterInactive {
        if (state == State.INACTIVE) {
            throw new AdapterInactive();
        }
        state = next;
        notifyAll();
    }

    /**
     * Waits until no upcall runs; from inside one of them that would never happen, hence
     * BAD_INV_ORDER minor 3 (§11.3.2.1).
     */
    private synchronized void awaitIdle(boolean waitForCompletion) {
        if (!waitForCompletion) {
            return;
        }
        if (upcalls.inUpcallOf(this)) {
            throw SystemExceptions.of(OmgMinor.BAD_INV_ORDER_WOULD_DEADLOCK, CompletionStatus.COMPLETED_NO,
                    "waiting for completion inside an upcall of POA manager " + name);
        }
        while (activeRequests > 0) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /**
     * Admits a request: waits while holding; TRANSIENT minor 1 while discarding, OBJ_ADAPTER minor
     * 1 once inactive (§11.3.2.1). A request admitted must be followed by {@link #leave()}.
     */
    synchronized void enter(String poaName) {
        while (state == State.HOLDING) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw SystemExceptions.of(OmgMinor.TRANSIENT_POA_DISCARDING, CompletionStatus.COMPLETED_NO, poaName);
            }
        }
        if (state == State.DISCARDING) {
            throw SystemExceptions.of(OmgMinor.TRANSIENT_POA_DISCARDING, CompletionStatus.COMPLETED_NO, poaName);
        }
        if (state == State.INACTIVE) {
            throw SystemExceptions.of(OmgMinor.OBJ_ADAPTER_POA_INACTIVE, CompletionStatus.COMPLETED_NO, poaName);
        }
        activeRequests++;
    }

    synchronized void leave() {
        if (--activeRequests == 0) {
            notifyAll();
        }
    }
}
