package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.InvokeHandler;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.Servant;
import smoke.Echo;
import smoke.EchoHelper;

class GeneratedDispatchersTest {

    @Test
    void servantsOfPeregrineSkeletonsShouldHaveTheirGeneratedDispatcher() {
        assertEquals("smoke._EchoDispatcher", GeneratedDispatchers.of(new EchoServant()).getClass().getName());
    }

    @Test
    void aServantOverridingInvokeShouldKeepGettingItsOverride() {
        EchoServant counting = new EchoServant() {
            @Override
            public OutputStream _invoke(String method, InputStream input, ResponseHandler handler) {
                return super._invoke(method, input, handler);
            }
        };
        assertNull(GeneratedDispatchers.of(counting));
    }

    /** A skeleton as another IDL compiler writes one: only {@code _invoke}, no dispatcher. */
    private static final class HandWrittenSkeleton extends Servant implements InvokeHandler {
        @Override
        public OutputStream _invoke(String method, InputStream input, ResponseHandler handler) {
            if (!method.equals("echoLong")) {
                throw new org.omg.CORBA.BAD_OPERATION(method + " not found");
            }
            int value = input.read_long();
            OutputStream out = handler.createReply();
            out.write_long(value + 1);
            return out;
        }

        @Override
        public String[] _all_interfaces(POA poa, byte[] objectId) {
            return new String[] {"IDL:smoke/Echo:1.0"};
        }
    }

    @Test
    void otherSkeletonsShouldBeCalledThroughInvoke() throws Exception {
        HandWrittenSkeleton servant = new HandWrittenSkeleton();
        assertNull(GeneratedDispatchers.of(servant));
        try (TwoOrbs orbs = new TwoOrbs()) {
            Echo echo = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(servant)));
            assertNotNull(echo);
            assertEquals(42, echo.echoLong(41));
        }
    }
}
