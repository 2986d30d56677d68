package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.BAD_INV_ORDER;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.Request;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.UnknownUserException;
import org.peregrine.orb.PeregrineOrb;
import org.peregrine.orb.dii.DiiMinor;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.FailedHelper;

/**
 * Deferred synchronous DII requests (CORBA 3.0 §7.3): polled, awaited on the sending thread or
 * another, several at once through the ORB; the standard BAD_INV_ORDER minors for calls out of
 * order; and the thread hand-offs each strategy costs.
 */
class DeferredRequestsTest {

    private DynamicOrbs orbs;
    private org.omg.CORBA.Object echo;

    @AfterEach
    void stop() throws InterruptedException {
        orbs.close();
        Await.buffersReleased(orbs.server, orbs.client);
    }

    private void start(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        echo = orbs.serve(new EchoServant());
    }

    private Request echoLong(int value) {
        Request request = echo._request("echoLong");
        request.add_in_arg().insert_long(value);
        request.set_return_type(orbs.client.get_primitive_tc(TCKind.tk_long));
        return request;
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aPolledRequestShouldCompleteAndItsResultBeTakenOnce(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request request = echoLong(11);
        request.send_deferred();

        while (!request.poll_response()) {
            Thread.yield(); // each poll returns at once; the reply comes meanwhile
        }
        request.get_response();

        assertEquals(11, request.return_value().extract_long());
        assertMinor(DiiMinor.RESULT_ALREADY_RECEIVED, request::get_response);
        assertMinor(DiiMinor.RESULT_ALREADY_RECEIVED, request::poll_response);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void getResponseShouldWaitForTheReply(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request request = echo._request("slowEcho");
        request.add_in_arg().insert_long(12);
        request.add_in_arg().insert_long(50);
        request.set_return_type(orbs.client.get_primitive_tc(TCKind.tk_long));
        request.send_deferred();

        request.get_response();

        assertEquals(12, request.return_value().extract_long());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void anotherThreadShouldTakeTheResponse(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request request = echoLong(13);
        request.send_deferred();

        CompletableFuture<Integer> result = new CompletableFuture<>();
        Thread other = new Thread(() -> {
            try {
                request.get_response();
                result.complete(request.return_value().extract_long());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        other.start();

        assertEquals(13, result.get(30, TimeUnit.SECONDS));
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void callsOutOfOrderShouldRaiseTheStandardMinorCodes(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request fresh = echoLong(1);
        assertMinor(DiiMinor.REQUEST_NOT_SENT, fresh::get_response);
        assertMinor(DiiMinor.REQUEST_NOT_SENT, fresh::poll_response);

        Request invoked = echoLong(2);
        invoked.invoke();
        assertMinor(DiiMinor.REQUEST_SYNCHRONOUS, invoked::get_response);
        assertMinor(DiiMinor.REQUEST_SYNCHRONOUS, invoked::poll_response);
        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, invoked::invoke);
        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, invoked::send_deferred);

        Request deferred = echoLong(3);
        deferred.send_deferred();
        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, deferred::send_oneway);
        assertMinor(DiiMinor.REQUEST_ALREADY_SENT, deferred::send_deferred);
        deferred.get_response();
        assertEquals(3, deferred.return_value().extract_long());

        assertMinor(DiiMinor.REQUEST_NOT_SENT, orbs.client::get_next_response);
        assertMinor(DiiMinor.REQUEST_NOT_SENT, orbs.client::poll_next_response);
    }

    private static void assertMinor(DiiMinor expected, Executable call) {
        BAD_INV_ORDER raised = assertThrows(BAD_INV_ORDER.class, call);
        assertEquals(expected.value(), raised.minor, raised.getMessage());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void getNextResponseShouldReturnEveryRequestSentTogetherOnce(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request[] requests = {echoLong(21), echoLong(22), echoLong(23)};
        orbs.client.send_multiple_requests_deferred(requests);

        Set<Request> returned = new HashSet<>();
        for (int i = 0; i < requests.length; i++) {
            Request next = orbs.client.get_next_response();
            assertTrue(returned.add(next), "returned twice: " + next.operation());
            assertMinor(DiiMinor.RESULT_ALREADY_RECEIVED, next::get_response);
        }

        assertEquals(Set.of(requests), returned);
        for (int i = 0; i < requests.length; i++) {
            assertEquals(21 + i, requests[i].return_value().extract_long());
        }
        assertMinor(DiiMinor.REQUEST_NOT_SENT, orbs.client::get_next_response);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void pollNextResponseShouldTellWhenARequestHasCompleted(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request request = echoLong(31);
        orbs.client.send_multiple_requests_deferred(new Request[] {request});

        while (!orbs.client.poll_next_response()) {
            Thread.yield();
        }

        assertSame(request, orbs.client.get_next_response());
        assertEquals(31, request.return_value().extract_long());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void deferredExceptionsShouldLandInTheEnvironment(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        ExceptionList exceptions = orbs.client.create_exception_list();
        exceptions.add(FailedHelper.type());
        Request fail = echo._create_request(null, "fail", orbs.client.create_list(1),
                orbs.client.create_named_value("", orbs.client.create_any(), 0), exceptions, null);
        fail.add_in_arg().insert_long(5);
        Request failSystem = echo._request("failSystem");
        orbs.client.send_multiple_requests_deferred(new Request[] {fail, failSystem});

        Request first = orbs.client.get_next_response();
        Request second = orbs.client.get_next_response();

        assertEquals(Set.of(fail, failSystem), Set.of(first, second));
        UnknownUserException user = assertInstanceOf(UnknownUserException.class, fail.env().exception());
        assertEquals(5, FailedHelper.extract(user.except).code);
        BAD_PARAM system = assertInstanceOf(BAD_PARAM.class, failSystem.env().exception(),
                "get_next_response reports a system exception in env(), it does not throw it");
        assertEquals(42, system.minor);

        Request alone = echo._request("failSystem");
        alone.send_deferred();
        assertSame(assertThrows(BAD_PARAM.class, alone::get_response), alone.env().exception());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void onewayRequestsSentTogetherShouldRun(DynamicOrbs.Setup setup) throws Exception {
        start(setup);
        Request note = echo._request("note");
        note.add_in_arg().insert_long(41);

        orbs.client.send_multiple_requests_oneway(new Request[] {note});

        Echo stub = EchoHelper.narrow(echo);
        Await.until("the oneway call ran", () -> stub.lastNote() == 41);
        assertNull(note.env().exception());
    }

    /**
     * The thread hand-offs of a deferred request's reply, counted by the client ORB: under
     * leader/follower a client ORB that serves nothing has no other thread, so the thread that
     * polls or awaits reads the reply itself (none); under the worker pool, the connection's
     * reader thread reads it and hands it over (one per reply). Two ORBs: an ORB that also
     * serves has pool threads that may read any reply.
     */
    @ParameterizedTest
    @ValueSource(strings = {"leader-follower", "worker-pool", "thread-per-connection"})
    void deferredRepliesShouldCostTheStrategysHandOffs(String strategy) throws Exception {
        start(new DynamicOrbs.Setup(strategy, true));
        echoLong(0).invoke(); // the connection is open
        PeregrineOrb client = (PeregrineOrb) orbs.client;
        long before = client.statistics().repliesHandedOff();

        Request awaited = echoLong(51);
        awaited.send_deferred();
        awaited.get_response();
        Request polled = echoLong(52);
        polled.send_deferred();
        while (!polled.poll_response()) {
            Thread.yield();
        }

        long expected = strategy.equals("worker-pool") ? 2 : 0;
        assertEquals(expected, client.statistics().repliesHandedOff() - before);
    }
}
