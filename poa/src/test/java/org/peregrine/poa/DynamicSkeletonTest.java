package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dynamic.Mixer;
import dynamic.MixerHelper;
import dynamic.Point;
import dynamic.Refused;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_INV_ORDER;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.Context;
import org.omg.CORBA.ContextList;
import org.omg.CORBA.DoubleHolder;
import org.omg.CORBA.Request;
import org.omg.CORBA.StringHolder;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TCKind;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.poa.dsi.DsiMinor;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.Pair;

/**
 * Dynamic servants (the DSI) called by generated stubs and by the DII, in one ORB and across two,
 * under both thread strategies.
 */
class DynamicSkeletonTest {

    private DynamicOrbs orbs;

    @AfterEach
    void stop() throws InterruptedException {
        orbs.close();
        Await.buffersReleased(orbs.server, orbs.client);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void generatedStubsShouldCallADynamicServant(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        Echo echo = EchoHelper.narrow(orbs.serve(new DynamicEcho(orbs.server)));

        assertEquals(0x01020304, echo.echoLong(0x01020304));
        assertEquals("Grüße", echo.echoString("Grüße"));
        Pair pair = echo.echoPair(new Pair((byte) 7, 2.5, "seven"));
        assertEquals(7, pair.tag);
        assertEquals(2.5, pair.value);
        assertEquals("seven", pair.label);
        Failed failed = assertThrows(Failed.class, () -> echo.fail(7));
        assertEquals(7, failed.code);
        assertEquals("failed with 7", failed.reason);
        BAD_PARAM refused = assertThrows(BAD_PARAM.class, echo::failSystem);
        assertEquals(42, refused.minor);
        echo.note(99);
        Await.until("the oneway call ran", () -> echo.lastNote() == 99);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void everyParameterModeShouldTravelBetweenStubAndDynamicServant(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        Mixer mixer = MixerHelper.narrow(orbs.serve(new DynamicMixer(orbs.server)));
        StringHolder s = new StringHolder("four");
        DoubleHolder d = new DoubleHolder();

        Point point = mixer.mix(9, s, d);

        assertEquals(9, point.x);
        assertEquals(4, point.y);
        assertEquals("four!", s.value);
        assertEquals(4.5, d.value);
        Refused refused = assertThrows(Refused.class, () -> mixer.mix(-3, new StringHolder(""), new DoubleHolder()));
        assertEquals(-3, refused.code);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void isAShouldAnswerFromAllInterfaces(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object mixer = orbs.serve(new DynamicMixer(orbs.server));

        assertTrue(mixer._is_a(DynamicMixer.OTHER_ID), "the second of _all_interfaces, asked of the servant");
        assertFalse(mixer._is_a("IDL:dynamic/Unrelated:1.0"));
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aSystemExceptionSetInAnAnyShouldReachTheClient(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        Request request = orbs.serve(new DynamicEcho(orbs.server))._request("failSystemByAny");

        BAD_PARAM raised = assertThrows(BAD_PARAM.class, request::invoke);

        assertEquals(43, raised.minor);
        assertEquals(CompletionStatus.COMPLETED_MAYBE, raised.completed);
        assertEquals(raised, request.env().exception());
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aContextSentByTheDiiShouldReachTheDynamicServant(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object mixer = orbs.serve(new DynamicMixer(orbs.server));
        Context context = orbs.client.get_default_context().create_child("test");
        Any user = orbs.client.create_any();
        user.insert_string("ada");
        context.set_one_value("user", user);
        ContextList names = orbs.client.create_context_list();
        names.add("us*");

        assertEquals("ada", lookup(mixer, context, names));
        assertEquals("<no context>", lookup(mixer, context, null), "an operation without a context clause sends none");
    }

    private String lookup(org.omg.CORBA.Object mixer, Context context, ContextList names) {
        Request request = mixer._create_request(context, "lookup", orbs.client.create_list(1),
                orbs.client.create_named_value("", orbs.client.create_any(), 0), orbs.client.create_exception_list(),
                names);
        request.add_in_arg().insert_string("user");
        request.set_return_type(orbs.client.get_primitive_tc(TCKind.tk_string));
        request.invoke();
        return request.return_value().extract_string();
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void aServantBreakingTheOrderShouldGetTheStandardMinorCodes(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object servant = orbs.serve(new MisorderedServant(orbs.server));

        assertRaised(servant, "argumentsTwice", DsiMinor.ARGUMENTS_OUT_OF_ORDER);
        assertRaised(servant, "argumentsAfterException", DsiMinor.ARGUMENTS_OUT_OF_ORDER);
        assertRaised(servant, "ctxBeforeArguments", DsiMinor.CTX_OUT_OF_ORDER);
        assertRaised(servant, "ctxTwice", DsiMinor.CTX_OUT_OF_ORDER);
        assertRaised(servant, "ctxAfterResult", DsiMinor.CTX_OUT_OF_ORDER);
        assertRaised(servant, "resultBeforeArguments", DsiMinor.SET_RESULT_OUT_OF_ORDER);
        assertRaised(servant, "resultTwice", DsiMinor.SET_RESULT_OUT_OF_ORDER);
        assertRaised(servant, "noArguments", DsiMinor.ARGUMENTS_NOT_CALLED);
        assertRaised(servant, "notAnException", DsiMinor.NOT_AN_EXCEPTION);
    }

    private static void assertRaised(org.omg.CORBA.Object servant, String operation, MinorCode expected) {
        Request request = servant._request(operation);
        SystemException raised = assertThrows(SystemException.class, request::invoke, operation);
        assertEquals(expected.kind().name(), raised.getClass().getSimpleName(), operation);
        assertEquals(expected.value(), raised.minor, operation);
        assertInstanceOf(raised.getClass(), request.env().exception(), operation);
    }

    @ParameterizedTest
    @MethodSource("org.peregrine.poa.DynamicOrbs#setups")
    void theServerShouldKeepServingAfterAServantBrokeTheOrder(DynamicOrbs.Setup setup) throws Exception {
        orbs = new DynamicOrbs(setup);
        org.omg.CORBA.Object misordered = orbs.serve(new MisorderedServant(orbs.server));
        Echo echo = EchoHelper.narrow(orbs.serve(new DynamicEcho(orbs.server)));

        assertThrows(BAD_INV_ORDER.class, misordered._request("argumentsTwice")::invoke);

        assertEquals(5, echo.echoLong(5));
    }
}
