package org.peregrine.poa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.peregrine.giop.ior.IiopProfile;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.PeregrineOrb;

/**
 * CancelRequest (CORBA 3.0 §15.4.4): a cancelled request gets no reply, the requests around it
 * on the connection do. The server reads a connection's messages in order and handles a
 * CancelRequest as it reads it, so the reply to a request sent after the CancelRequest shows it
 * was handled; once the server counts the cancelled request finished, a reply to it would have
 * been written before the reply to any request sent next.
 */
class CancelRequestTest {

    private static final int CANCEL_REQUEST = 2;

    @Test
    void cancelledRequestShouldGetNoReplyWhileOthersOnTheConnectionDo() throws Exception {
        HeldEcho servant = new HeldEcho();
        try (TwoOrbs orbs = new TwoOrbs(); AutoCloseable release = servant.released::countDown) {
            IiopProfile profile = IorCodec.fromString(
                    orbs.server.object_to_string(orbs.rootPoa.servant_to_reference(servant))).iiopProfile();
            try (RawGiopClient raw = new RawGiopClient(profile.host(), profile.port(), 3_000)) {
                raw.send(RawGiopClient.request12(1, profile.objectKey(), "slowEcho").ulong(5).ulong(0).finish());
                servant.entered.await();
                raw.send(new RawGiopClient.Writer(1, 2, CANCEL_REQUEST).ulong(1).finish());
                raw.send(RawGiopClient.request12(2, profile.objectKey(), "echoLong").ulong(7).finish());

                RawGiopClient.Message answer = raw.readMessage();
                assertEquals(2, answer.reply().requestId(), "answered while request 1 runs");
                assertEquals(7, answer.longResult());

                servant.released.countDown();
                awaitRequestsFinished(orbs, 2);
                assertNextReplyIsTheOnlyOne(raw, profile, 3);
                assertEquals(1, ((PeregrineOrb) orbs.server).statistics().requestsCancelled());
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
                awaitRequestsFinished(orbs, 3);
                assertNextReplyIsTheOnlyOne(raw, profile, 4);
                raw.send(new RawGiopClient.Writer(1, 2, CANCEL_REQUEST).ulong(4).finish()); // answered: no effect
                assertNextReplyIsTheOnlyOne(raw, profile, 5);
                assertEquals(1, ((PeregrineOrb) orbs.server).statistics().requestsCancelled(),
                        "only a request in progress is cancelled");
            }
            Await.buffersReleased(orbs.server);
        }
    }

    private static void awaitRequestsFinished(TwoOrbs orbs, long count) throws InterruptedException {
        PeregrineOrb server = (PeregrineOrb) orbs.server;
        Await.until("the server finished " + count + " requests",
                () -> server.statistics().requestsFinished() == count);
    }

    /** Request {@code requestId}, sent now, gets the next reply on the connection: none came between. */
    private static void assertNextReplyIsTheOnlyOne(RawGiopClient raw, IiopProfile profile, int requestId)
            throws Exception {
        raw.send(RawGiopClient.request12(requestId, profile.objectKey(), "echoLong").ulong(requestId).finish());
        RawGiopClient.Message next = raw.readMessage();
        assertEquals(requestId, next.reply().requestId(), "the cancelled request was answered");
        assertEquals(requestId, next.longResult());
    }
}
