package org.peregrine.orb.server;

import io.netty.util.collection.IntObjectHashMap;

/**
 * The requests of one connection read and not yet answered, by request id, and whether a
 * CancelRequest (CORBA 3.0 §15.4.4) named them: the reading thread adds a request before any
 * thread runs it, so a CancelRequest read right after finds it. Keyed by the {@code int} id, so a
 * request costs no boxing or map entry. Thread-safe.
 */
final class RequestsInProgress {

    private final IntObjectHashMap<Boolean> requests = new IntObjectHashMap<>();

    /** Records that {@code requestId} was read. */
    synchronized void add(int requestId) {
        requests.put(requestId, Boolean.FALSE);
    }

    /** Marks {@code requestId} cancelled, if it is in progress. */
    synchronized void cancel(int requestId) {
        if (requests.containsKey(requestId)) {
            requests.put(requestId, Boolean.TRUE);
        }
    }

    /**
     * Forgets {@code requestId}, once answered or dropped.
     *
     * @return whether it was cancelled meanwhile
     */
    synchronized boolean remove(int requestId) {
        return Boolean.TRUE.equals(requests.remove(requestId));
    }
}
