package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_INV_ORDER;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TRANSIENT;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.OrbStatistics;
import org.peregrine.orb.PeregrineOrb;
import smoke.Echo;
import smoke.EchoHelper;

class OrbLifecycleTest {

    @Test
    void destroyShouldReleaseThreadsSocketsAndBuffers() throws Exception {
        TwoOrbs orbs = new TwoOrbs();
        Echo echo = EchoHelper.narrow(orbs.toClient(orbs.rootPoa.servant_to_reference(new EchoServant())));
        for (int i = 0; i < 50; i++) {
            echo.echoLongs(new int[1000]);
        }
        PeregrineOrb server = (PeregrineOrb) orbs.server;
        PeregrineOrb client = (PeregrineOrb) orbs.client;
        assertEquals(1, client.statistics().clientConnections());
        assertEquals(1, server.statistics().serverConnections());
        assertTrue(server.statistics().threads() > 0);
        orbs.close();
        for (PeregrineOrb orb : new PeregrineOrb[] {server, client}) {
            Await.until("threads, connections and buffers released: " + orb.statistics(), () -> {
                OrbStatistics stats = orb.statistics();
                return stats.threads() == 0 && stats.clientConnections() == 0 && stats.serverConnections() == 0
                        && stats.activeBuffers() == 0 && !stats.listening();
            });
        }
    }

    @Test
    void callsAfterShutdownShouldRaiseBadInvOrderWithMinor4() throws Exception {
        ORB orb = ORB.init(new String[0], TwoOrbs.props());
        orb.shutdown(true);
        BAD_INV_ORDER e = assertThrows(BAD_INV_ORDER.class, () -> orb.resolve_initial_references("RootPOA"));
        assertEquals(0x4f4d0004, e.minor);
        orb.destroy();
    }

    @Test
    void runShouldReturnAfterShutdown() throws Exception {
        ORB orb = ORB.init(new String[0], TwoOrbs.props());
        Thread runner = new Thread(orb::run);
        runner.start();
        orb.shutdown(false);
        runner.join(5_000);
        assertFalse(runner.isAlive());
        orb.destroy();
    }

    /**
     * The client's connection to the first server dies with it; a new server on the same address
     * then serves the same client ORB, which connects anew rather than reusing the dead one.
     */
    @Test
    void clientShouldSeeServerShutdownAndReconnectToANewServerOnTheSamePort() throws Exception {
        ORB client = ORB.init(new String[0], TwoOrbs.props());
        ORB first = ORB.init(new String[0], TwoOrbs.props());
        ORB second = null;
        try {
            Echo firstEcho = EchoHelper.narrow(client.string_to_object(published(first)));
            assertEquals(1, firstEcho.echoLong(1));
            int port = IorCodec.fromString(client.object_to_string(firstEcho)).iiopProfile().port();
            first.shutdown(true);
            SystemException e = assertThrows(SystemException.class, () -> firstEcho.echoLong(2));
            assertTrue(e instanceof TRANSIENT || e instanceof COMM_FAILURE, e.toString());
            first.destroy();

            second = TwoOrbs.orb(Map.of(OrbProperties.LISTEN_PORT, Integer.toString(port)));
            String secondIor = published(second);
            assertEquals(port, IorCodec.fromString(secondIor).iiopProfile().port());
            Echo secondEcho = EchoHelper.narrow(client.string_to_object(secondIor));
            assertEquals(3, secondEcho.echoLong(3));
            assertEquals(1, ((PeregrineOrb) client).statistics().clientConnections(),
                    "the client holds its new connection only");
        } finally {
            first.destroy();
            if (second != null) {
                second.destroy();
            }
            client.destroy();
        }
    }

    /** A reference to a new echo servant, activated in {@code server}'s RootPOA, as a string. */
    private static String published(ORB server) throws Exception {
        POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
        root.the_POAManager().activate();
        return server.object_to_string(root.servant_to_reference(new EchoServant()));
    }
}
