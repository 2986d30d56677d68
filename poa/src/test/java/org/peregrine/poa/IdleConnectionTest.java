package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.omg.CORBA.ORB;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

/**
 * {@code peregrine.server.idleTimeoutMillis}: the server answers a connection on which nothing
 * came for that long with CloseConnection and closes it, while a connection in use stays open;
 * a client whose connection was closed so calls again on a new one.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class IdleConnectionTest {

    private static final int CLOSE_CONNECTION = 5;
    private static final int IDLE_TIMEOUT_MILLIS = 1_000;

    @Test
    void shouldCloseAnIdleConnectionWithCloseConnectionAndKeepOneInUse() throws Exception {
        ORB server = TwoOrbs.orb(Map.of(OrbProperties.SERVER_IDLE_TIMEOUT, Integer.toString(IDLE_TIMEOUT_MILLIS)));
        ORB client = TwoOrbs.orb(Map.of());
        try {
            POA rootPoa = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            rootPoa.the_POAManager().activate();
            org.omg.CORBA.Object target = rootPoa.servant_to_reference(new EchoServant());
            IiopProfile profile = IorCodec.fromString(server.object_to_string(target)).iiopProfile();
            Echo echo = EchoHelper.narrow(client.string_to_object(server.object_to_string(target)));
            assertEquals(1, echo.echoLong(1));

            try (RawGiopClient idle = new RawGiopClient(profile.host(), profile.port(), 10_000);
                    RawGiopClient busy = new RawGiopClient(profile.host(), profile.port(), 10_000)) {
                idle.assertStillServes(1, profile.objectKey());
                long calls = 0;
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                // in use: a call every 20 ms, far inside the timeout, until the idle one is closed
                while (idle.available() == 0 && System.nanoTime() < deadline) {
                    busy.assertStillServes((int) ++calls + 1, profile.objectKey());
                    Thread.sleep(20);
                }
                RawGiopClient.Message message = idle.readMessage();
                assertNotNull(message, "the server closed the idle connection without CloseConnection");
                assertEquals(CLOSE_CONNECTION, message.type());
                assertTrue(idle.closedByServer(), "the server kept the idle connection open");
                busy.assertStillServes(1_000_000, profile.objectKey());
            }
            // the client's own connection idled too; its next call opens another
            Await.until("the server closes the client's idle connection",
                    () -> ((PeregrineOrb) server).statistics().serverConnections() == 0);
            assertEquals(2, echo.echoLong(2));
        } finally {
            client.destroy();
            server.destroy();
        }
    }
}
