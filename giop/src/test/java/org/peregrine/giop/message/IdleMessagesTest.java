package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.PooledByteBufAllocator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.testsupport.UncachedPool;

/** {@link IdleMessages}: a thread's next message reuses its last one, of the same ORB only. */
class IdleMessagesTest {

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private final PartCapture sink = new PartCapture();

    @AfterEach
    void releaseParts() {
        sink.releaseAll();
    }

    private OutgoingMessage sent(IdleMessages idle) {
        OutgoingMessage message = start(idle);
        try (message) {
            message.writer().writeLong(7);
            message.finish();
        }
        return message;
    }

    private OutgoingMessage start(IdleMessages idle) {
        return OutgoingMessage.start(idle, allocator, PartSizes.of(PartSizes.MIN_FRAGMENT_SIZE,
                PartSizes.DEFAULT_MAX_PART_SIZE), GiopVersion.V1_2, false,
                MessageType.REQUEST, 1, CodeSets.DEFAULT, sink);
    }

    @Test
    void shouldReuseTheThreadsLastMessageOfTheSameOrb() {
        IdleMessages orb = new IdleMessages();
        OutgoingMessage first = sent(orb);

        assertSame(first, sent(orb), "the thread's next message of this ORB");
        assertNotSame(first, sent(new IdleMessages()), "another ORB's message");
    }

    @Test
    void shouldNotReuseAMessageWhoseSinkFailed() {
        IdleMessages orb = new IdleMessages();
        sink.failOnPart = 0;
        OutgoingMessage failed = start(orb);
        try (failed) {
            assertThrows(MessageWriteException.class, failed::finish);
        }
        sink.failOnPart = -1;

        assertNotSame(failed, sent(orb), "a failed message is still asked for its recovery");
    }

    @Test
    void shouldKeepNothingWithoutIdleMessages() {
        assertNotSame(sent(null), sent(null));
    }
}
