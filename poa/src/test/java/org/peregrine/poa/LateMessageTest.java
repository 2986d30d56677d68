package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.orb.OrbProperties;
import org.peregrine.orb.PeregrineOrb;

/**
 * {@code peregrine.server.messageTimeoutMillis}: a peer that sends a message's header and then its
 * body an octet at a time (slowloris) has its connection closed once the body is that late,
 * counted in the statistics, while other connections are served. Run under each thread strategy
 * by the build.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class LateMessageTest {

    private static final int MESSAGE_TIMEOUT_MILLIS = 500;

    @Test
    void shouldCloseAConnectionWhoseMessageBodyComesTooSlowly() throws Exception {
        try (ServedEcho server = ServedEcho.start(Map.of(OrbProperties.MESSAGE_TIMEOUT, Integer.toString(MESSAGE_TIMEOUT_MILLIS)), new EchoServant())) {
            IiopProfile profile = server.profile();
            PeregrineOrb peregrine = server.peregrine();
            try (RawGiopClient good = new RawGiopClient(profile.host(), profile.port(), 5_000);
                    RawGiopClient slow = new RawGiopClient(profile.host(), profile.port(), 5_000)) {
                good.assertStillServes(1, profile.objectKey());
                // a Request announcing 64 KiB of body, of which the peer sends an octet every 50 ms
                slow.send(RawGiopClient.header("GIOP", 1, 2, 0, RawGiopClient.REQUEST, 64 * 1024));
                int sent = 0;
                while (peregrine.statistics().connectionsClosedLate() == 0) {
                    assertTrue(sent < 200, "the server waits for the body without limit: " + peregrine.statistics());
                    try {
                        slow.send(new byte[] {0});
                    } catch (java.io.IOException e) {
                        break; // closed
                    }
                    sent++;
                    Thread.sleep(50);
                }
                assertTrue(slow.closedByServer(), "the server kept the slow connection open");
                Await.until("the late message is counted", () -> peregrine.statistics().connectionsClosedLate() == 1);
                Await.until("the server forgets the slow connection",
                        () -> peregrine.statistics().serverConnections() == 1);
                good.assertStillServes(2, profile.objectKey());
            }
        }
    }
}
