package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.SocketTimeoutException;
import org.junit.jupiter.api.Test;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;

class CancelRequestTest {

    private static final int CANCEL_REQUEST = 2;

    @Test
    void cancelledRequestShouldGetNoReplyWhileOthersOnTheConnectionDo() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            IiopProfile profile = IorCodec.fromString(
                    orbs.server.object_to_string(orbs.rootPoa.servant_to_reference(new EchoServant()))).iiopProfile();
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), 3_000)) {
                raw.send(RawGiopClient.request12(1, profile.objectKey(), "slowEcho").ulong(5).ulong(600).finish());
                raw.send(new RawGiopClient.Writer(1, 2, CANCEL_REQUEST).ulong(1).finish());
                raw.send(RawGiopClient.request12(2, profile.objectKey(), "echoLong").ulong(7).finish());

                RawGiopClient.Message answer = raw.readMessage();
                assertEquals(2, answer.reply().requestId());
                assertEquals(7, answer.longResult());
                assertThrows(SocketTimeoutException.class, raw::readMessage, "the cancelled request was answered");

                raw.send(RawGiopClient.request12(3, profile.objectKey(), "echoLong").ulong(8).finish());
                RawGiopClient.Message later = raw.readMessage();
                assertEquals(3, later.reply().requestId());
                assertEquals(8, later.longResult());
            }
        }
    }

    /**
     * A fragmented request runs from its first message (docs/architecture.md, fragments read as
     * they arrive). One whose client stalls, or cancels it after a few octets, must not hold up
     * the connection: a cancelled one ends its upcall (the arguments end where they got to) and
     * gets no reply; the requests around it are answered.
     */
    @Test
    void fragmentedRequestCancelledMidwayShouldEndAndLeaveTheConnectionServing() throws Exception {
        try (TwoOrbs orbs = new TwoOrbs()) {
            IiopProfile profile = IorCodec.fromString(
                    orbs.server.object_to_string(orbs.rootPoa.servant_to_reference(new EchoServant()))).iiopProfile();
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), 3_000)) {
                RawGiopClient.Writer start = RawGiopClient.request12(1, profile.objectKey(), "echoLongs").ulong(1000);
                for (int i = 0; i < 10; i++) {
                    start.ulong(i);
                }
                byte[] first = start.finish();
                first[6] |= 2; // more fragments follow: 990 longs that never come
                raw.send(first);
                raw.send(RawGiopClient.request12(2, profile.objectKey(), "echoLong").ulong(7).finish());
                assertEquals(2, raw.readMessage().reply().requestId(), "answered while request 1 waits");

                raw.send(new RawGiopClient.Writer(1, 2, CANCEL_REQUEST).ulong(1).finish());
                raw.send(RawGiopClient.request12(3, profile.objectKey(), "echoLong").ulong(8).finish());

                RawGiopClient.Message answer = raw.readMessage();
                assertEquals(3, answer.reply().requestId());
                assertEquals(8, answer.longResult());
                assertThrows(SocketTimeoutException.class, raw::readMessage, "the cancelled request was answered");
            }
            Await.buffersReleased(orbs.server);
        }
    }
}
