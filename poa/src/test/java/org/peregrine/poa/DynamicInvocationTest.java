package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dynamic.Point;
import dynamic.PointHelper;
import dynamic.Refused;
import dynamic.RefusedHelper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.ARG_IN;
import org.omg.CORBA.ARG_INOUT;
import org.omg.CORBA.ARG_OUT;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ExceptionList;
import org.omg.CORBA.NVList;
import org.omg.CORBA.NamedValue;
import org.omg.CORBA.ORB;
import org.omg.CORBA.Request;
import org.omg.CORBA.TCKind;
import org.omg.CORBA.UNKNOWN;
import org.omg.CORBA.UnknownUserException;
import org.peregrine.giop.error.OmgMinor;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.FailedHelper;
import smoke.Pair;
import smoke.PairHelper;

/**
 * DII clients calling servants with static skeletons, in one ORB and across two, under both
 * thread strategies: arguments and results by their TypeCodes, every parameter mode, user and
 * system exceptions, oneway.
 */
class DynamicInvocationTest {

    private DynamicOrbs orbs;

    @AfterEach
    void stop() throws InterruptedException {
        orbs.close();
        Await.buffersReleased(orbs.server, orbs.client);
    }

    private ORB client() {
        return orbs.client;
    }

    /** {@code echoLong(value)} on {@code echo}, invoked. */
    private Request echoLong(org.omg.CORBA.Object echo, int value) {
        Request request = echo._request("echoLong");
        request.add_in_arg().insert_long(value);
        request.set_return_type(client().get_primitive_tc(TCKind.tk_long));
        request.invoke();
        return request;
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void shouldEchoPrimitivesStringsAndStructs(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object echo = orbs.serve(new EchoServant());

        Request echoLong = echoLong(echo, 0x01020304);
        assertEquals(0x01020304, echoLong.return_value().extract_long());
        assertNull(echoLong.env().exception());

        Request echoString = echo._request("echoString");
        echoString.add_named_in_arg("s").insert_string("Grüße");
        echoString.set_return_type(client().get_primitive_tc(TCKind.tk_string));
        echoString.invoke();
        assertEquals("Grüße", echoString.return_value().extract_string());

        Request echoPair = echo._request("echoPair");
        PairHelper.insert(echoPair.add_in_arg(), new Pair((byte) 7, 2.5, "seven"));
        echoPair.set_return_type(PairHelper.type());
        echoPair.invoke();
        Pair pair = PairHelper.extract(echoPair.return_value());
        assertEquals(7, pair.tag);
        assertEquals(2.5, pair.value);
        assertEquals("seven", pair.label);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void everyParameterModeShouldTravelThroughCreateRequest(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object mixer = orbs.serve(new MixerServant());
        NVList arguments = client().create_list(3);
        arguments.add_item("a", ARG_IN.value).value().insert_long(9);
        arguments.add_item("s", ARG_INOUT.value).value().insert_string("four");
        Any d = arguments.add_item("d", ARG_OUT.value).value();
        d.type(client().get_primitive_tc(TCKind.tk_double));
        Any returned = client().create_any();
        returned.type(PointHelper.type());
        NamedValue result = client().create_named_value("", returned, 0);

        Request request = mixer._create_request(null, "mix", arguments, result);
        request.invoke();

        Point point = PointHelper.extract(request.return_value());
        assertEquals(9, point.x);
        assertEquals(4, point.y);
        assertEquals("four!", request.arguments().item(1).value().extract_string());
        assertEquals(4.5, d.extract_double());
        assertSame(result, request.result());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aListedUserExceptionShouldArriveAsUnknownUserExceptionHoldingIt(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        ExceptionList exceptions = client().create_exception_list();
        exceptions.add(RefusedHelper.type());
        exceptions.add(FailedHelper.type());
        Request request = orbs.serve(new EchoServant())._create_request(null, "fail", client().create_list(1),
                client().create_named_value("", client().create_any(), 0), exceptions, null);
        request.add_in_arg().insert_long(7);

        request.invoke();

        UnknownUserException raised = assertInstanceOf(UnknownUserException.class, request.env().exception());
        Failed failed = FailedHelper.extract(raised.except);
        assertEquals(7, failed.code);
        assertEquals("failed with 7", failed.reason);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void anUnlistedUserExceptionShouldBeUnknownWithMinorOne(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        Request request = orbs.serve(new EchoServant())._request("fail");
        request.add_in_arg().insert_long(7);

        UNKNOWN raised = assertThrows(UNKNOWN.class, request::invoke);

        assertEquals(OmgMinor.UNKNOWN_USER_EXCEPTION.value(), raised.minor);
        assertSame(raised, request.env().exception());
        // the reply was released, the ORB serves on
        assertEquals(1, echoLong(orbs.serve(new EchoServant()), 1).return_value().extract_long());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aSystemExceptionShouldBeThrownAndSetInTheEnvironment(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        Request request = orbs.serve(new EchoServant())._request("failSystem");

        BAD_PARAM raised = assertThrows(BAD_PARAM.class, request::invoke);

        assertEquals(42, raised.minor);
        assertEquals(CompletionStatus.COMPLETED_NO, raised.completed);
        assertSame(raised, request.env().exception());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aOnewayRequestShouldRun(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object reference = orbs.serve(new EchoServant());
        Request note = reference._request("note");
        note.add_in_arg().insert_long(99);

        note.send_oneway();

        smoke.Echo echo = EchoHelper.narrow(reference);
        Await.until("the oneway call ran", () -> echo.lastNote() == 99);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aUserExceptionOfEveryModeOperationShouldCarryItsMembers(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        ExceptionList exceptions = client().create_exception_list();
        exceptions.add(RefusedHelper.type());
        Request request = orbs.serve(new MixerServant())._create_request(null, "mix", client().create_list(3),
                client().create_named_value("", client().create_any(), 0), exceptions, null);
        request.add_in_arg().insert_long(-3);
        request.add_inout_arg().insert_string("");
        request.add_out_arg().type(client().get_primitive_tc(TCKind.tk_double));
        request.set_return_type(PointHelper.type());

        request.invoke();

        Refused refused = RefusedHelper.extract(((UnknownUserException) request.env().exception()).except);
        assertEquals(-3, refused.code);
        assertEquals("negative", refused.why);
    }
}
