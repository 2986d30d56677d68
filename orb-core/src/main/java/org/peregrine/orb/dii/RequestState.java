package org.peregrine.orb.dii;

import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.error.SystemExceptions;

/**
 * Where a DII request is in its life, and the calls each phase refuses with the standard
 * BAD_INV_ORDER minor codes: a request is sent once; only a deferred one is polled or awaited,
 * and its result is taken once. Thread-safe.
 */
final class RequestState {

    /** The phases, in the order a request passes them. */
    enum Phase {
        /** Built, not sent yet. */
        NEW,
        /** Sent by {@code invoke} or {@code send_oneway}: its outcome came with the call. */
        SENT_SYNCHRONOUSLY,
        /** Sent by {@code send_deferred}; its result not taken yet. */
        DEFERRED,
        /** Its deferred result taken ({@code get_response}, {@code get_next_response}). */
        TAKEN
    }

    private final String operation;
    private Phase phase = Phase.NEW;

    RequestState(String operation) {
        this.operation = operation;
    }

    /** Enters {@code sent}: BAD_INV_ORDER (OMG minor 10) if the request was sent already. */
    synchronized void send(Phase sent) {
        if (phase != Phase.NEW) {
            throw SystemExceptions.of(DiiMinor.REQUEST_ALREADY_SENT, CompletionStatus.COMPLETED_NO, operation);
        }
        phase = sent;
    }

    /**
     * Checks that the request is deferred and its result not taken: BAD_INV_ORDER with OMG minor
     * 11 if it was not sent, 13 if it was sent synchronously, 12 if its result was taken.
     */
    synchronized void checkDeferred() {
        switch (phase) {
            case NEW -> throw SystemExceptions.of(DiiMinor.REQUEST_NOT_SENT, CompletionStatus.COMPLETED_NO,
                    "Request " + operation);
            case SENT_SYNCHRONOUSLY -> throw SystemExceptions.of(DiiMinor.REQUEST_SYNCHRONOUS,
                    CompletionStatus.COMPLETED_NO, operation);
            case TAKEN -> throw SystemExceptions.of(DiiMinor.RESULT_ALREADY_RECEIVED, CompletionStatus.COMPLETED_NO,
                    operation);
            case DEFERRED -> { }
        }
    }

    /** Marks the deferred result as taken. */
    synchronized void taken() {
        phase = Phase.TAKEN;
    }
}
