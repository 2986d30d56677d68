package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.BAD_PARAM;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.OBJECT_NOT_EXIST;
import smoke.Callback;
import smoke.CallbackHelper;
import smoke.CallbackPOA;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.Pair;

class RemoteCallTest {

    private TwoOrbs orbs;
    private Echo echo;
    private EchoServant servant;

    @BeforeEach
    void start() throws Exception {
        orbs = new TwoOrbs();
        servant = new EchoServant();
        org.omg.CORBA.Object reference = orbs.rootPoa.servant_to_reference(servant);
        echo = EchoHelper.narrow(orbs.toClient(reference));
    }

    @AfterEach
    void stop() {
        orbs.close();
    }

    @Test
    void shouldEchoPrimitivesStringsStructsAndSequences() {
        assertEquals(0x01020304, echo.echoLong(0x01020304));
        assertEquals("Grüße", echo.echoString("Grüße"));
        assertEquals("日本語", echo.echoWString("日本語"));
        Pair pair = echo.echoPair(new Pair((byte) 7, 2.5, "seven"));
        assertEquals(7, pair.tag);
        assertEquals(2.5, pair.value);
        assertEquals("seven", pair.label);
        assertArrayEquals(new int[] {1, -2, 3}, echo.echoLongs(new int[] {1, -2, 3}));
        echo.counter(17);
        assertEquals(17, echo.counter());
    }

    @Test
    void shouldCarryUserExceptionMembers() {
        Failed failed = assertThrows(Failed.class, () -> echo.fail(7));
        assertEquals(7, failed.code);
        assertEquals("failed with 7", failed.reason);
    }

    @Test
    void shouldCarrySystemExceptionMinorAndCompletion() {
        BAD_PARAM e = assertThrows(BAD_PARAM.class, () -> echo.failSystem());
        assertEquals(42, e.minor);
        assertEquals(CompletionStatus.COMPLETED_NO, e.completed);
    }

    @Test
    void shouldAnswerUnknownWhenTheServantRaisesAnErrorAndKeepServing() throws Exception {
        Echo failing = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant() {
            @Override
            public int echoLong(int v) {
                throw new ExceptionInInitializerError("a class of the servant failed to initialize");
            }
        })));

        for (int i = 0; i < 8; i++) { // more calls than the pool has threads: none may die
            org.omg.CORBA.UNKNOWN e = assertThrows(org.omg.CORBA.UNKNOWN.class, () -> failing.echoLong(1));
            assertEquals(CompletionStatus.COMPLETED_MAYBE, e.completed);
        }
        assertEquals(5, echo.echoLong(5));
    }

    @Test
    void shouldSayTheOperationCompletedWhenItsResultCannotBeMarshalled() throws Exception {
        Echo nonLatin = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant() {
            @Override
            public String echoString(String s) {
                return "\uD83D"; // half of a surrogate pair: no character, in any code set
            }
        })));

        org.omg.CORBA.DATA_CONVERSION e = assertThrows(org.omg.CORBA.DATA_CONVERSION.class,
                () -> nonLatin.echoString("x"));
        assertEquals(CompletionStatus.COMPLETED_YES, e.completed, "the servant ran");
        assertEquals(5, echo.echoLong(5));
    }

    /**
     * A oneway call runs, though nothing tells the caller when: a two-way call sent after it on
     * the same connection may run first, on another thread of the server.
     */
    @Test
    void shouldRunAOnewayCall() throws Exception {
        echo.note(99);
        Await.until("the oneway call ran", () -> echo.lastNote() == 99);
    }

    @Test
    void shouldReturnReferencesThatCanBeCalled() {
        Echo self = echo.self();
        assertEquals(5, self.echoLong(5));
        assertTrue(self._is_equivalent(echo));
    }

    @Test
    void shouldCallBackIntoTheClientDuringACall() throws Exception {
        org.omg.PortableServer.POA clientPoa =
                org.omg.PortableServer.POAHelper.narrow(orbs.client.resolve_initial_references("RootPOA"));
        clientPoa.the_POAManager().activate();
        Callback callback = CallbackHelper.narrow(clientPoa.servant_to_reference(new CallbackPOA() {
            @Override
            public int twice(int v) {
                return 2 * v;
            }
        }));
        assertEquals(42, echo.callBack(callback, 21));
    }

    @Test
    void shouldAnswerIsAAndNonExistent() {
        assertTrue(echo._is_a("IDL:smoke/Echo:1.0"));
        assertFalse(echo._is_a("IDL:smoke/Callback:1.0"));
        assertFalse(echo._non_existent());
    }

    @Test
    void shouldRaiseObjectNotExistAfterDeactivation() throws Exception {
        orbs.rootPoa.deactivate_object(orbs.rootPoa.servant_to_id(servant));
        assertThrows(OBJECT_NOT_EXIST.class, () -> echo.echoLong(1));
        assertTrue(echo._non_existent());
    }

    @Test
    void shouldRaiseBadOperationWithStandardMinorForUnknownOperation() throws Exception {
        org.omg.CORBA.portable.ObjectImpl impl = (org.omg.CORBA.portable.ObjectImpl) echo;
        org.omg.CORBA.portable.OutputStream out = impl._request("noSuchOperation", true);
        BAD_OPERATION e = assertThrows(BAD_OPERATION.class, () -> impl._invoke(out));
        assertEquals(0x4f4d0002, e.minor);
    }
}
