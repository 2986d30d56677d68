package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.BAD_INV_ORDER;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.ORB;
import org.omg.CORBA.SystemException;
import org.omg.CORBA.TRANSIENT;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.POAHelper;
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

    @Test
    void clientShouldSeeServerShutdownAndReconnectToANewServer() throws Exception {
        ORB client = ORB.init(new String[0], TwoOrbs.props());
        ORB server = ORB.init(new String[0], TwoOrbs.props());
        try {
            POA root = POAHelper.narrow(server.resolve_initial_references("RootPOA"));
            root.the_POAManager().activate();
            Echo echo = EchoHelper.narrow(client.string_to_object(
                    server.object_to_string(root.servant_to_reference(new EchoServant()))));
            assertEquals(1, echo.echoLong(1));
            server.shutdown(true);
            SystemException e = assertThrows(SystemException.class, () -> echo.echoLong(2));
            assertTrue(e instanceof TRANSIENT || e instanceof COMM_FAILURE, e.toString());
        } finally {
            server.destroy();
            client.destroy();
        }
    }
}
