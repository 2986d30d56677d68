package org.peregrine.orb.dii;

import java.util.ArrayList;
import java.util.List;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Request;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.client.DeferredCall;

/**
 * The requests an ORB sent with {@code send_multiple_requests_deferred} whose results are not
 * taken yet (CORBA 3.0 §7.3), for {@code poll_next_response} and {@code get_next_response}. A
 * request sent by its own {@code send_deferred} is not among them. Thread-safe.
 */
public final class DeferredRequests {

    /** In the order they were sent. */
    private final List<DiiRequest> outstanding = new ArrayList<>();

    /** Sends each request oneway, in order. */
    public void sendOneway(Request[] requests) {
        for (Request request : requests) {
            request.send_oneway();
        }
    }

    /**
     * Sends each request deferred, in order; a request that fails to send throws, and those after
     * it are not sent.
     */
    public void sendDeferred(Request[] requests) {
        for (Request request : requests) {
            DiiRequest dii = peregrine(request);
            dii.send_deferred();
            synchronized (outstanding) {
                outstanding.add(dii);
            }
        }
    }

    /** Whether an outstanding request has its outcome, reading what arrived without blocking. */
    public boolean pollNext() {
        List<DiiRequest> requests = outstanding();
        if (DeferredCall.pollAny(calls(requests))) {
            return true;
        }
        return requests.stream().anyMatch(request -> request.pending() == null);
    }

    /**
     * The first outstanding request whose outcome is in, waiting for one if none is, with its
     * result taken: a system exception it ended with is in its {@code env()}, not thrown. A wait
     * that fails (the reply timeout) ends the oldest request with that failure.
     */
    public Request getNext() {
        while (true) {
            List<DiiRequest> requests = outstanding();
            for (DiiRequest request : requests) {
                if (request.pollNow() && remove(request)) {
                    request.take();
                    return request;
                }
            }
            try {
                DeferredCall.awaitAny(calls(requests));
            } catch (SystemException failed) {
                DiiRequest oldest = requests.get(0);
                oldest.fail(failed);
                if (remove(oldest)) {
                    oldest.take();
                    return oldest;
                }
            }
        }
    }

    /** Removes {@code request} from the outstanding ones; false if another thread took it first. */
    private boolean remove(DiiRequest request) {
        synchronized (outstanding) {
            return outstanding.remove(request);
        }
    }

    /** A copy of the outstanding requests; BAD_INV_ORDER (OMG minor 11) if there are none. */
    private List<DiiRequest> outstanding() {
        synchronized (outstanding) {
            if (outstanding.isEmpty()) {
                throw SystemExceptions.of(DiiMinor.REQUEST_NOT_SENT, CompletionStatus.COMPLETED_NO,
                        "No request sent by send_multiple_requests_deferred is outstanding");
            }
            return List.copyOf(outstanding);
        }
    }

    private static List<DeferredCall> calls(List<DiiRequest> requests) {
        List<DeferredCall> calls = new ArrayList<>();
        for (DiiRequest request : requests) {
            DeferredCall call = request.pending();
            if (call != null) {
                calls.add(call);
            }
        }
        return calls;
    }

    private static DiiRequest peregrine(Request request) {
        if (request instanceof DiiRequest dii) {
            return dii;
        }
        throw SystemExceptions.of(DiiMinor.NOT_PEREGRINE_REQUEST, CompletionStatus.COMPLETED_NO, request);
    }
}
