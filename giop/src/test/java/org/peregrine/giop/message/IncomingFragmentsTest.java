package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;

/**
 * {@link IncomingFragments} with the GlassFish ORB's GIOP 1.2 request of 20000 octets (a Request
 * and 4 Fragments, vectors/README.md, {@code giop12-large}), read while its Fragments arrive: the
 * wait hands over the next Fragment the way a connection's reading thread would.
 */
class IncomingFragmentsTest {

    private final PooledByteBufAllocator allocator = new PooledByteBufAllocator(false);
    private final List<ByteBuf> allocated = new ArrayList<>();

    @AfterEach
    void shouldHaveReleasedEveryBuffer() {
        for (ByteBuf buf : allocated) {
            assertEquals(0, buf.refCnt(), "a buffer was not released");
        }
    }

    private Deque<ByteBuf> pieces() {
        Deque<ByteBuf> pieces = new ArrayDeque<>();
        for (String file : FragmentAssemblerTest.GLASSFISH_12) {
            byte[] octets = Vectors.bytes("glassfish", file);
            ByteBuf buf = allocator.heapBuffer(octets.length).writeBytes(octets);
            allocated.add(buf);
            pieces.add(buf);
        }
        return pieces;
    }

    /** The request's first message in a reader; each wait offers the next Fragment. */
    private final class Arriving {
        final Deque<ByteBuf> toCome = pieces();
        final List<ByteBuf> offered = new ArrayList<>();
        int waits;
        final IncomingFragments fragments;
        final CdrReader in;

        Arriving() {
            this(1 << 20);
        }

        /** @param spare how much larger than the first message's body the message may grow */
        Arriving(int spare) {
            this(spare, new ReadAheadLimit(Long.MAX_VALUE));
        }

        /** @param readAhead the connection's limit on Fragments queued ahead of the reader */
        Arriving(int spare, ReadAheadLimit readAhead) {
            CompositeByteBuf window = allocator.compositeBuffer(Integer.MAX_VALUE).addComponent(true, toCome.poll());
            fragments = new IncomingFragments(window, 5, window.readableBytes() - GiopHeader.LENGTH + spare,
                    this::arrive, readAhead);
            in = new CdrReader().wrap(window, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
            in.skip(GiopHeader.LENGTH);
        }

        private void arrive(IncomingFragments waiting) {
            waits++;
            ByteBuf next = toCome.poll();
            offered.add(next);
            waiting.offer(IncomingMessage.of(next));
        }
    }

    @Test
    void shouldGiveThePeersOctetsAndLetGoOfEachFragmentOnceReadPast() {
        Arriving arriving = new Arriving();
        RequestHeader request = RequestHeader.read(arriving.in);
        arriving.in.align(8);
        arriving.in.arrivals(arriving.fragments);
        assertEquals(0, arriving.waits, "the header lies in the first message");

        assertArrayEquals(RequestHeaderTest.largeArgument(), arriving.in.readOctetSequence());

        assertEquals(5, request.requestId());
        assertEquals(4, arriving.waits, "one wait per Fragment");
        assertFalse(arriving.in.hasMore());
        assertEquals(0, arriving.fragments.mayStillArrive());
        List<ByteBuf> readPast = arriving.offered.subList(0, 3);
        assertTrue(readPast.stream().allMatch(fragment -> fragment.refCnt() == 0),
                "the Fragments before the last are released: " + readPast.stream().map(ByteBuf::refCnt).toList());
        assertEquals(1, arriving.offered.get(3).refCnt(), "the last is still read");
        MARSHAL e = assertThrows(MARSHAL.class, arriving.in::readOctet);
        assertEquals(GiopMinor.READ_PAST_END.value(), e.minor);
        arriving.fragments.release();
    }

    @Test
    void shouldCheckASequenceLengthAgainstWhatMayStillArriveWithoutWaiting() {
        Arriving roomy = new Arriving(20000);
        Arriving tight = new Arriving(10000);
        for (Arriving arriving : List.of(roomy, tight)) {
            RequestHeader.read(arriving.in);
            arriving.in.align(8);
            arriving.in.arrivals(arriving.fragments);
        }

        assertEquals(20000, roomy.in.readSequenceLength(1), "more than has arrived, less than may");
        assertTrue(roomy.in.remaining() < 20000);
        MARSHAL e = assertThrows(MARSHAL.class, () -> tight.in.readSequenceLength(1));

        assertEquals(GiopMinor.SEQUENCE_LENGTH.value(), e.minor);
        for (Arriving arriving : List.of(roomy, tight)) {
            assertEquals(0, arriving.waits);
            arriving.fragments.release();
            arriving.toCome.forEach(ByteBuf::release);
        }
    }

    @Test
    void shouldReleaseWhatArrivesAfterTheReaderIsDone() {
        Arriving arriving = new Arriving();
        ByteBuf early = arriving.toCome.poll();
        arriving.fragments.offer(IncomingMessage.of(early));
        assertTrue(arriving.fragments.hasNews());

        arriving.fragments.release();
        assertEquals(0, early.refCnt(), "queued before the release");
        List<ByteBuf> late = List.copyOf(arriving.toCome);
        late.forEach(fragment -> arriving.fragments.offer(IncomingMessage.of(fragment)));

        assertTrue(late.stream().allMatch(fragment -> fragment.refCnt() == 0), "offered after the release");
    }

    @Test
    void shouldFailTheMessageWhoseFragmentWouldPassTheReadAheadLimitAndReleaseWhatItQueued() {
        ReadAheadLimit limit = new ReadAheadLimit(10000);
        Arriving arriving = new Arriving(20000, limit);
        RequestHeader.read(arriving.in);
        arriving.in.align(8);
        arriving.in.arrivals(arriving.fragments);
        List<ByteBuf> offered = new ArrayList<>();
        boolean taken = false;
        while (!taken) { // they arrive before the reader takes any: the limit is passed
            ByteBuf fragment = arriving.toCome.poll();
            offered.add(fragment);
            taken = arriving.fragments.offer(IncomingMessage.of(fragment));
        }
        assertTrue(offered.size() < 4, "the message failed before its last Fragment");
        assertEquals(0, limit.queued(), "what it had queued is released");
        assertTrue(offered.stream().allMatch(fragment -> fragment.refCnt() == 0), "the Fragments offered are released");

        org.omg.CORBA.IMP_LIMIT e = assertThrows(org.omg.CORBA.IMP_LIMIT.class, arriving.in::readOctetSequence);
        assertEquals(GiopMinor.READ_AHEAD_LIMIT.value(), e.minor);
        arriving.fragments.release();
        arriving.toCome.forEach(ByteBuf::release); // never sent: the peer's side of the test
    }

    @Test
    void shouldEndWithReadPastEndWhenTheMessageIsShorterThanItsSequence() {
        Arriving arriving = new Arriving();
        arriving.toCome.pollLast().release();
        ByteBuf third = arriving.toCome.peekLast();
        third.setByte(6, third.getByte(6) & ~2); // the third Fragment claims to be the last: one is missing
        RequestHeader.read(arriving.in);
        arriving.in.align(8);
        arriving.in.arrivals(arriving.fragments);

        MARSHAL e = assertThrows(MARSHAL.class, arriving.in::readOctetSequence);

        assertEquals(GiopMinor.READ_PAST_END.value(), e.minor);
        assertEquals(List.of(0, 0, 0), arriving.offered.stream().map(ByteBuf::refCnt).toList(), "all read past");
        arriving.fragments.release();
    }
}
