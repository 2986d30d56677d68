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

/**
 * {@code peregrine.server.maxConnections}: a server holding that many connections answers one more
 * with CloseConnection and closes it (the client may try again: nothing it sent was processed),
 * counts it in its statistics, and serves a new connection once one of the others has closed.
 */
@Timeout(value = 10, unit = TimeUnit.SECONDS)
class ConnectionLimitTest {

    private static final int CLOSE_CONNECTION = 5;

    @Test
    void shouldRefuseAConnectionOverTheLimitWithCloseConnectionAndServeOnceOneCloses() throws Exception {
        ORB server = TwoOrbs.orb(Map.of(OrbProperties.MAX_SERVER_CONNECTIONS, "2"));
        try {
            POA rootPoa = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            rootPoa.the_POAManager().activate();
            IiopProfile profile = IorCodec.fromString(server.object_to_string(
                    rootPoa.servant_to_reference(new EchoServant()))).iiopProfile();
            PeregrineOrb peregrine = (PeregrineOrb) server;

            RawGiopClient first = new RawGiopClient(profile.host(), profile.port(), 3_000);
            try (RawGiopClient second = new RawGiopClient(profile.host(), profile.port(), 3_000)) {
                second.assertStillServes(1, profile.objectKey());
                Await.until("the server holds two connections", () -> peregrine.statistics().serverConnections() == 2);

                try (RawGiopClient refused = new RawGiopClient(profile.host(), profile.port(), 3_000)) {
                    RawGiopClient.Message message = refused.readMessage();
                    assertNotNull(message, "the server closed the connection without CloseConnection");
                    assertEquals(CLOSE_CONNECTION, message.type());
                    assertTrue(refused.closedByServer(), "the server kept the connection over its limit open");
                }
                assertEquals(1, peregrine.statistics().connectionsRefused());
                assertEquals(2, peregrine.statistics().serverConnections());

                first.close();
                Await.until("the server forgets the closed connection",
                        () -> peregrine.statistics().serverConnections() == 1);
                try (RawGiopClient next = new RawGiopClient(profile.host(), profile.port(), 3_000)) {
                    next.assertStillServes(2, profile.objectKey());
                }
                second.assertStillServes(3, profile.objectKey());
            }
        } finally {
            server.destroy();
        }
    }
}
