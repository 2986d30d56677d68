package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.IMP_LIMIT;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;

/**
 * {@link FragmentAssembler} with the GlassFish ORB's GIOP 1.2 request of 20000 octets, sent as a
 * Request and 4 Fragments (vectors/README.md, {@code giop12-large}), and with GIOP 1.1 fragments
 * cut by hand from its unfragmented 1.1 request. Every buffer comes from a pooled allocator and
 * must be released at the end: each test checks the reference counts of what it
 * allocated, and that the pool's used memory does not grow over repeated runs.
 */
class FragmentAssemblerTest {

    /** The GlassFish ORB's fragmented GIOP 1.2 request: a Request and 4 Fragments. */
    static final String[] GLASSFISH_12 = {"giop12-large-m1-request.hex", "giop12-large-m2-fragment.hex",
            "giop12-large-m3-fragment.hex", "giop12-large-m4-fragment.hex", "giop12-large-m5-fragment.hex"};
    private static final int MAX = 1 << 20;

    private final PooledByteBufAllocator allocator = new PooledByteBufAllocator(false);
    private final List<ByteBuf> allocated = new ArrayList<>();

    @AfterEach
    void shouldHaveReleasedEveryBuffer() {
        for (ByteBuf buf : allocated) {
            assertEquals(0, buf.refCnt(), "a buffer was not released");
        }
    }

    private ByteBuf pooled(byte[] octets) {
        ByteBuf buf = allocator.heapBuffer(octets.length).writeBytes(octets);
        allocated.add(buf);
        return buf;
    }

    private ByteBuf track(ByteBuf buf) {
        allocated.add(buf);
        return buf;
    }

    private static byte[][] glassfish12() {
        return Arrays.stream(GLASSFISH_12).map(file -> Vectors.bytes("glassfish", file)).toArray(byte[][]::new);
    }

    @Test
    void shouldReassembleGlassfishFragmentsToExact20000OctetSequence() throws GiopProtocolException {
        byte[][] pieces = glassfish12();
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            ByteBuf whole = feed(assembler, pieces);

            assertReassembled(whole, 5, RequestHeaderTest.largeArgument(), pieces);
            assertEquals(0, assembler.inProgress());
            whole.release();
        }
    }

    @Test
    void shouldReassembleTwoInterleavedGiop12MessagesByRequestId() throws GiopProtocolException {
        byte[][] first = glassfish12();
        byte[][] second = withRequestId(glassfish12(), 77);
        second[1][100] ^= (byte) 0xff; // element 3836 + (100 - 16) of the second message only
        byte[] secondData = RequestHeaderTest.largeArgument();
        secondData[3920] ^= (byte) 0xff;

        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            ByteBuf firstWhole = null;
            ByteBuf secondWhole = null;
            for (int i = 0; i < first.length; i++) {
                firstWhole = assembler.accept(pooled(first[i]));
                if (i < first.length - 1) {
                    assertNull(firstWhole);
                }
                secondWhole = assembler.accept(pooled(second[i]));
                assertEquals(i < first.length - 1 ? 2 : 0, assembler.inProgress());
            }
            track(firstWhole);
            track(secondWhole);
            assertReassembled(firstWhole, 5, RequestHeaderTest.largeArgument(), first);
            assertReassembled(secondWhole, 77, secondData, second);
            firstWhole.release();
            secondWhole.release();
        }
    }

    @Test
    void shouldThrowCommFailureForFragmentWithoutStart() {
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            ByteBuf fragment = pooled(Vectors.bytes("glassfish", GLASSFISH_12[1]));

            GiopProtocolException e = assertThrows(GiopProtocolException.class, () -> assembler.accept(fragment));

            assertEquals(GiopMinor.FRAGMENT_WITHOUT_START.value(), e.exception().minor);
            assertEquals(GiopMinor.FRAGMENT_WITHOUT_START.kind().repositoryId(),
                    "IDL:omg.org/CORBA/" + e.exception().getClass().getSimpleName() + ":1.0");
            assertEquals(0, assembler.inProgress());
        }
    }

    @Test
    void shouldThrowImpLimitWhenReassemblyExceedsMaximumAndReleaseThePieces() throws GiopProtocolException {
        byte[][] pieces = glassfish12();
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, 10000, 4)) {
            assertNull(assembler.accept(pooled(pieces[0])));
            assertNull(assembler.accept(pooled(pieces[1])));
            ByteBuf third = pooled(pieces[2]);

            GiopProtocolException e = assertThrows(GiopProtocolException.class, () -> assembler.accept(third));

            assertEquals(IMP_LIMIT.class, e.exception().getClass());
            assertEquals(GiopMinor.REASSEMBLY_TOO_LARGE.value(), e.exception().minor);
            assertEquals(0, assembler.inProgress());
            // the rest of the message is now a fragment without a start
            GiopProtocolException stray = assertThrows(GiopProtocolException.class,
                    () -> assembler.accept(pooled(pieces[3])));
            assertEquals(GiopMinor.FRAGMENT_WITHOUT_START.value(), stray.exception().minor);
        }
    }

    @Test
    void shouldThrowImpLimitWhenTooManyMessagesAreInProgress() throws GiopProtocolException {
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 1)) {
            assertNull(assembler.accept(pooled(Vectors.bytes("glassfish", GLASSFISH_12[0]))));
            ByteBuf other = pooled(withRequestId(glassfish12(), 6)[0]);

            GiopProtocolException e = assertThrows(GiopProtocolException.class, () -> assembler.accept(other));

            assertEquals(GiopMinor.TOO_MANY_FRAGMENTED.value(), e.exception().minor);
            assertEquals(1, assembler.inProgress());
        }
    }

    @Test
    void shouldReleasePartialMessagesOnCancelAndClose() throws GiopProtocolException {
        byte[][] first = glassfish12();
        byte[][] second = withRequestId(glassfish12(), 9);
        FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4);
        assembler.accept(pooled(first[0]));
        assembler.accept(pooled(first[1]));
        assembler.accept(pooled(second[0]));

        assembler.cancel(5);
        assertEquals(1, assembler.inProgress());
        assembler.close();
        assertEquals(0, assembler.inProgress());
    }

    @Test
    void shouldPassUnfragmentedMessageThroughUntouched() throws GiopProtocolException {
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            ByteBuf message = pooled(Vectors.bytes("jacorb", "giop12-echoLong-m1-request.hex"));

            assertSame(message, assembler.accept(message));
            message.release();
        }
    }

    /**
     * Neither peer fragmented in GIOP 1.1, so GlassFish's whole 1.1 request is cut by hand into a
     * Request and Fragments (12-octet headers, no request id); reassembly must give back the
     * peer's octets exactly.
     */
    @Test
    void shouldReassembleGiop11FragmentsCutFromPeerRequestToPeerOctets() throws GiopProtocolException {
        byte[] original = Vectors.bytes("glassfish", "giop11-large-m1-request.hex");
        byte[][] pieces = cut11(original, 4096);
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            ByteBuf whole = feed(assembler, pieces);

            Vectors.assertSameOctets(original, ByteBufUtil.getBytes(whole));
            assertEquals(0, assembler.inProgress());
            whole.release();
        }
    }

    @Test
    void shouldThrowCommFailureForGiop11FragmentWithoutStart() {
        byte[][] pieces = cut11(Vectors.bytes("glassfish", "giop11-large-m1-request.hex"), 4096);
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            GiopProtocolException e = assertThrows(GiopProtocolException.class,
                    () -> assembler.accept(pooled(pieces[1])));
            assertEquals(GiopMinor.FRAGMENT_WITHOUT_START.value(), e.exception().minor);
        }
    }

    @Test
    void shouldPassStreamedMessageAndItsFragmentsThroughAsTheyCome() throws GiopProtocolException {
        byte[][] pieces = glassfish12();
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            assembler.streamFragmentsOf(MessageType.REQUEST);
            for (int i = 0; i < pieces.length; i++) {
                ByteBuf piece = pooled(pieces[i]);

                assertSame(piece, assembler.accept(piece), "piece " + i);
                assertEquals(i < pieces.length - 1 ? 1 : 0, assembler.inProgress(), "after piece " + i);
                piece.release();
            }
            GiopProtocolException stray = assertThrows(GiopProtocolException.class,
                    () -> assembler.accept(pooled(pieces[1])));
            assertEquals(GiopMinor.FRAGMENT_WITHOUT_START.value(), stray.exception().minor);
        }
    }

    @Test
    void shouldPassGiop11StreamedFragmentsThroughAndKeepReassemblingOtherTypes() throws GiopProtocolException {
        byte[][] pieces = cut11(Vectors.bytes("glassfish", "giop11-large-m1-request.hex"), 4096);
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            assembler.streamFragmentsOf(MessageType.REPLY);
            feed(assembler, pieces).release(); // requests are still reassembled

            assembler.streamFragmentsOf(MessageType.REQUEST);
            for (byte[] octets : pieces) {
                ByteBuf piece = pooled(octets);
                assertSame(piece, assembler.accept(piece));
                piece.release();
            }
            assertEquals(0, assembler.inProgress());
        }
    }

    @Test
    void shouldHoldStreamedMessagesToTheMaximumSizeAndTwiceTheLimitInProgress() throws GiopProtocolException {
        byte[][] pieces = glassfish12();
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, 10000, 1)) {
            assembler.streamFragmentsOf(MessageType.REQUEST);
            assembler.accept(pooled(pieces[0])).release();
            ByteBuf overLimit = pooled(withRequestId(glassfish12(), 6)[0]);
            assertSame(overLimit, assembler.accept(overLimit), "passed for its owner to refuse alone");
            overLimit.release();
            GiopProtocolException tooMany = assertThrows(GiopProtocolException.class,
                    () -> assembler.accept(pooled(withRequestId(glassfish12(), 7)[0])));
            assertEquals(GiopMinor.TOO_MANY_FRAGMENTED.value(), tooMany.exception().minor);
            assembler.accept(pooled(pieces[1])).release();

            GiopProtocolException e = assertThrows(GiopProtocolException.class,
                    () -> assembler.accept(pooled(pieces[2])));

            assertEquals(GiopMinor.REASSEMBLY_TOO_LARGE.value(), e.exception().minor);
            assertEquals(1, assembler.inProgress(), "request 6, whose Fragments still pass");
        }
    }

    /** Reassembles many times: the pool's used memory must not grow (nothing leaks or is retained). */
    @Test
    void shouldReturnPooledMemoryToBaselineOverRepeatedReassembly() throws GiopProtocolException {
        byte[][] pieces = glassfish12();
        reassembleAndRelease(pieces);
        long baseline = allocator.metric().usedHeapMemory();
        for (int i = 0; i < 50; i++) {
            reassembleAndRelease(pieces);
        }
        assertEquals(baseline, allocator.metric().usedHeapMemory());
        assertEquals(0, allocator.metric().usedDirectMemory());
    }

    private void reassembleAndRelease(byte[][] pieces) throws GiopProtocolException {
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, MAX, 4)) {
            ByteBuf whole = feed(assembler, pieces);
            whole.release();
        }
        allocated.clear();
    }

    private ByteBuf feed(FragmentAssembler assembler, byte[][] pieces) throws GiopProtocolException {
        ByteBuf whole = null;
        for (int i = 0; i < pieces.length; i++) {
            whole = assembler.accept(pooled(pieces[i]));
            if (i < pieces.length - 1) {
                assertNull(whole, "complete before the last fragment");
            }
        }
        assertNotNull(whole);
        return track(whole);
    }

    private static void assertReassembled(ByteBuf whole, int requestId, byte[] data, byte[][] pieces) {
        GiopHeader header = new GiopHeader().wrap(whole, whole.readerIndex());
        long expectedSize = pieces[0].length - GiopHeader.LENGTH;
        for (int i = 1; i < pieces.length; i++) {
            expectedSize += pieces[i].length - GiopHeader.FRAGMENT_12_LENGTH;
        }
        assertEquals(MessageType.REQUEST, header.type());
        assertFalse(header.moreFragments());
        assertEquals(expectedSize, header.size());
        assertEquals(expectedSize + GiopHeader.LENGTH, whole.readableBytes());

        CdrReader in = new CdrReader().wrap(whole.duplicate().skipBytes(GiopHeader.LENGTH), whole.readerIndex(), false,
                GiopVersion.V1_2, CodeSets.DEFAULT);
        RequestHeader request = RequestHeader.read(in);
        in.align(8);
        assertEquals(requestId, request.requestId());
        assertEquals("echoOctets", request.operation());
        assertArrayEquals(data, in.readOctetSequence());
        assertEquals(0, in.remaining());
    }

    /** The same messages with another request id, in the Request header and each Fragment header. */
    private static byte[][] withRequestId(byte[][] pieces, int requestId) {
        byte[][] copies = new byte[pieces.length][];
        for (int i = 0; i < pieces.length; i++) {
            copies[i] = pieces[i].clone();
            copies[i][12] = (byte) (requestId >>> 24);
            copies[i][13] = (byte) (requestId >>> 16);
            copies[i][14] = (byte) (requestId >>> 8);
            copies[i][15] = (byte) requestId;
        }
        return copies;
    }

    /** Cuts a big-endian GIOP 1.1 message into messages of at most {@code size} octets. */
    private static byte[][] cut11(byte[] message, int size) {
        List<byte[]> pieces = new ArrayList<>();
        int chunk = size - GiopHeader.LENGTH;
        for (int from = GiopHeader.LENGTH; from < message.length; from += chunk) {
            int to = Math.min(message.length, from + chunk);
            byte[] piece = new byte[GiopHeader.LENGTH + to - from];
            System.arraycopy(message, 0, piece, 0, GiopHeader.LENGTH);
            System.arraycopy(message, from, piece, GiopHeader.LENGTH, to - from);
            piece[6] = (byte) (to < message.length ? 2 : 0);
            piece[7] = (byte) (from == GiopHeader.LENGTH ? MessageType.REQUEST.value() : MessageType.FRAGMENT.value());
            int body = to - from;
            piece[8] = (byte) (body >>> 24);
            piece[9] = (byte) (body >>> 16);
            piece[10] = (byte) (body >>> 8);
            piece[11] = (byte) body;
            pieces.add(piece);
        }
        return pieces.toArray(byte[][]::new);
    }
}
