package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import smoke.Echo;
import smoke.EchoHelper;
import smoke.Failed;
import smoke.Pair;

class GiopVersionsTest {

    private static ORB orb(int giopMinor) {
        return TwoOrbs.orb(Map.of("peregrine.giop.minor", Integer.toString(giopMinor)));
    }

    @ParameterizedTest(name = "GIOP 1.{0}")
    @ValueSource(ints = {0, 1, 2})
    void callsShouldWorkInEveryGiopVersion(int minor) throws Exception {
        ORB server = orb(minor);
        ORB client = orb(2);
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(new EchoServant()))));
            assertEquals(-7, echo.echoLong(-7));
            assertEquals("Latin-1: Grüße", echo.echoString("Latin-1: Grüße"));
            Pair pair = echo.echoPair(new Pair((byte) 1, -0.5, ""));
            assertEquals(-0.5, pair.value);
            assertArrayEquals(new int[] {4, 5}, echo.echoLongs(new int[] {4, 5}));
            assertEquals(3, assertThrows(Failed.class, () -> echo.fail(3)).code);
            assertEquals(6, echo.self().echoLong(6));
            if (minor == 0) {
                // GIOP 1.0 has no wide characters (CORBA 3.0 §15.3.1.6): MARSHAL, OMG minor 5
                MARSHAL e = assertThrows(MARSHAL.class, () -> echo.echoWString("wide"));
                assertEquals(0x4f4d0005, e.minor);
            } else {
                assertEquals("日本語", echo.echoWString("日本語"));
            }
        } finally {
            client.destroy();
            server.destroy();
        }
    }
}
