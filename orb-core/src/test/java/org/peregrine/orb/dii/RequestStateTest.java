package org.peregrine.orb.dii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.omg.CORBA.BAD_INV_ORDER;

/** The phases of a DII request and the standard BAD_INV_ORDER minors of each refused call. */
class RequestStateTest {

    private final RequestState state = new RequestState("op");

    private static void assertMinor(DiiMinor expected, Executable call) {
        assertEquals(expected.value(), assertThrows(BAD_INV_ORDER.class, call).minor);
    }

    @Test
    void aNewRequestShouldHaveNothingToPoll() {
        assertMinor(DiiMinor.REQUEST_NOT_SENT, state::checkDeferred);
    }

    @Test
    void aRequestShouldBeSentOnce() {
        state.send(RequestState.Phase.DEFERRED);

        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, () -> state.send(RequestState.Phase.DEFERRED));
        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, () -> state.send(RequestState.Phase.SENT_SYNCHRONOUSLY));
    }

    @Test
    void aSynchronousRequestShouldHaveNothingToPoll() {
        state.send(RequestState.Phase.SENT_SYNCHRONOUSLY);

        assertMinor(DiiMinor.REQUEST_SYNCHRONOUS, state::checkDeferred);
    }

    @Test
    void aDeferredResultShouldBeTakenOnce() {
        state.send(RequestState.Phase.DEFERRED);
        state.checkDeferred();
        state.taken();

        assertMinor(DiiMinor.RESULT_ALREADY_RECEIVED, state::checkDeferred);
        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, () -> state.send(RequestState.Phase.DEFERRED));
    }
}
