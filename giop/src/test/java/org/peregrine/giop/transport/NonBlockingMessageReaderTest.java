package org.peregrine.giop.transport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.GiopFramer;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.GiopVersion;
import org.peregrine.giop.message.MessageType;
import org.peregrine.testsupport.UncachedPool;

/**
 * The read-ahead framing of {@link NonBlockingMessageReader} over a non-blocking pipe: messages
 * that arrive together are returned one by one and reported as buffered, a message longer than
 * the read-ahead buffer and a header split across reads arrive intact, an end inside a message
 * and a bad header are reported, messages lent out of the read-ahead buffer stay intact while
 * later ones are read, and no pooled buffer is left behind.
 */
class NonBlockingMessageReaderTest {

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private Pipe pipe;
    private NonBlockingMessageReader reader;

    @BeforeEach
    void open() throws IOException {
        pipe = Pipe.open();
        pipe.source().configureBlocking(false);
        reader = new NonBlockingMessageReader(pipe.source(), allocator, new GiopFramer(1 << 20),
                new FragmentAssembler(allocator, 1 << 20, 4));
    }

    @AfterEach
    void close() throws IOException {
        reader.close();
        pipe.sink().close();
        pipe.source().close();
        assertEquals(0, allocator.metric().directArenas().get(0).numActiveAllocations(), "a pooled buffer leaked");
    }

    /** A whole GIOP 1.2 Request message whose body is {@code body}. */
    private static byte[] message(byte[] body) {
        ByteBuf buf = io.netty.buffer.Unpooled.buffer();
        GiopHeader.write(buf, GiopVersion.V1_2, false, MessageType.REQUEST, false);
        buf.writeBytes(body);
        new GiopHeader().wrap(buf, 0).size(body.length);
        byte[] bytes = ByteBufUtil.getBytes(buf);
        buf.release();
        return bytes;
    }

    private static byte[] body(int length, int seed) {
        byte[] body = new byte[length];
        new Random(seed).nextBytes(body);
        return body;
    }

    private void send(byte[]... chunks) throws IOException {
        for (byte[] chunk : chunks) {
            ByteBuffer buffer = ByteBuffer.wrap(chunk);
            while (buffer.hasRemaining()) {
                pipe.sink().write(buffer);
            }
        }
    }

    private static void assertMessage(byte[] expected, ByteBuf actual) {
        assertNotNull(actual, "no message");
        try {
            assertArrayEquals(expected, ByteBufUtil.getBytes(actual));
        } finally {
            actual.release();
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    @Test
    void shouldReturnMessagesReadTogetherOneByOneAndReportTheBufferedOne() throws Exception {
        byte[] first = message(body(40, 1));
        byte[] second = message(body(24, 2));
        send(concat(first, second));
        assertMessage(first, reader.poll());
        assertTrue(reader.hasBuffered(), "the second message was read ahead");
        assertMessage(second, reader.poll());
        assertFalse(reader.hasBuffered());
        assertNull(reader.poll(), "nothing more has arrived");
    }

    @Test
    void shouldNotReportAPartialMessageAsBuffered() throws Exception {
        byte[] first = message(body(16, 3));
        byte[] second = message(body(100, 4));
        byte[] together = concat(first, second);
        send(Arrays.copyOf(together, first.length + 30));
        assertMessage(first, reader.poll());
        assertFalse(reader.hasBuffered(), "only part of the second message is here");
        assertNull(reader.poll());
        send(Arrays.copyOfRange(together, first.length + 30, together.length));
        assertMessage(second, reader.poll());
    }

    @Test
    void shouldHoldNoMoreThanAStepOfALargeMessageBeyondWhatArrivedOfIt() throws Exception {
        int claimed = 8 * FrameBuffers.STEP;
        reader.close();
        reader = new NonBlockingMessageReader(pipe.source(), allocator, new GiopFramer(2 * claimed),
                new FragmentAssembler(allocator, 2 * claimed, 4));
        byte[] large = message(body(claimed, 7));
        int cut = 48 * 1024;
        send(Arrays.copyOf(large, cut)); // the header claims 8 MiB; 48 KiB of it came (what a pipe holds)
        assertNull(reader.poll());
        long held = allocator.metric().usedDirectMemory();
        assertTrue(held < claimed, "the reader holds " + held + " octets for a message that has sent " + cut);

        ByteBuf whole = null;
        while (cut < large.length) { // in pieces a pipe holds without a reader
            int piece = Math.min(16 * 1024, large.length - cut);
            send(Arrays.copyOfRange(large, cut, cut + piece));
            cut += piece;
            whole = reader.poll();
        }
        assertMessage(large, whole);
    }

    @Test
    void shouldReadAMessageLongerThanTheReadAheadBufferInPieces() throws Exception {
        byte[] large = message(body(5 * NonBlockingMessageReader.READ_AHEAD + 3, 5));
        byte[] small = message(body(8, 6));
        byte[] both = concat(large, small);
        int cut = 0;
        for (int piece : new int[] {7, 5, 3000, NonBlockingMessageReader.READ_AHEAD, 20_000}) {
            send(Arrays.copyOfRange(both, cut, cut + piece));
            cut += piece;
            assertNull(reader.poll(), "complete after " + cut + " of " + large.length + " octets");
        }
        ByteBuf first = null;
        while (cut < both.length) { // in pieces a pipe holds without a reader
            int piece = Math.min(16 * 1024, both.length - cut);
            send(Arrays.copyOfRange(both, cut, cut + piece));
            cut += piece;
            if (first == null) {
                first = reader.poll();
                assertTrue(first == null || cut >= large.length, "complete after " + cut + " octets");
            }
        }
        assertMessage(large, first != null ? first : reader.poll());
        assertMessage(small, reader.poll());
    }

    @Test
    void shouldReportAnEndInsideAMessage() throws Exception {
        byte[] message = message(body(64, 7));
        send(Arrays.copyOf(message, 30));
        assertNull(reader.poll());
        pipe.sink().close();
        EOFException end = assertThrows(EOFException.class, reader::poll);
        assertTrue(end.getMessage().contains("inside a message"), end.getMessage());
    }

    @Test
    void shouldReportABadHeaderEvenWhenItWasReadAhead() throws Exception {
        byte[] good = message(body(8, 8));
        byte[] bad = message(body(8, 9));
        bad[0] = 'X';
        send(concat(good, bad));
        assertMessage(good, reader.poll());
        assertTrue(reader.hasBuffered(), "a header to refuse is something to take");
        assertThrows(GiopProtocolException.class, reader::poll);
    }

    @Test
    void shouldKeepAMessageLentFromTheReadAheadBufferIntactWhileLaterOnesAreRead() throws Exception {
        byte[] held = message(body(40, 10));
        send(held);
        ByteBuf lent = reader.poll();
        assertNotNull(lent);
        assertEquals(0, allocator.metric().directArenas().get(0).numActiveAllocations() - 1,
                "only the read-ahead buffer is allocated: the message is a slice of it");
        // more than the read-ahead buffer holds, in messages that each arrive whole: the reader
        // starts over from the buffer's beginning, which must not overwrite the held message
        for (int i = 0; i < 2 * NonBlockingMessageReader.READ_AHEAD / 64; i++) {
            byte[] next = message(body(52, 100 + i));
            send(next);
            assertMessage(next, reader.poll());
        }
        assertMessage(held, lent);
    }
}
