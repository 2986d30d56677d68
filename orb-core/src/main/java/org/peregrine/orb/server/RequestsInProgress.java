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

    /** Set once the connection closes as idle: no request read after may run. */
    private boolean closing;

    /**
     * Records that {@code requestId} was read.
     *
     * @return false if the connection is closing as idle ({@link #closeIfEmpty}): the request must
     *     not run and is recorded as cancelled, so that it gets no reply either, since its client
     *     takes the CloseConnection to mean that it did not run and sends it again
     */
    synchronized boolean add(int requestId) {
        requests.put(requestId, closing ? Boolean.TRUE : Boolean.FALSE);
        return !closing;
    }

    /**
     * Marks {@code requestId} cancelled, if it is in progress.
     *
     * @return whether it was in progress and not cancelled yet
     */
    synchronized boolean cancel(int requestId) {
        return requests.replace(requestId, Boolean.FALSE, Boolean.TRUE);
    }

    /**
     * Forgets {@code requestId}, once answered or dropped.
     *
     * @return whether it was cancelled meanwhile
     */
    synchronized boolean remove(int requestId) {
        return Boolean.TRUE.equals(requests.remove(requestId));
    }

    /**
     * If no request is in progress, marks the connection closing, so that no request read from now
     * on runs ({@link #add}), atomically with the check.
     *
     * @return whether it did
     */
    synchronized boolean closeIfEmpty() {
        if (requests.isEmpty()) {
            closing = true;
        }
        return closing;
    }
}
