package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.ResourceLeakDetector;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.testsupport.UncachedPool;

/**
 * {@link OutgoingMessage} started with a size hint: a message estimated above the fragment size
 * leaves in one buffer of its estimate, one that outgrows the estimate continues in fragments of
 * the fragment size, and an unknown or small estimate changes nothing. Every message is checked
 * for its framing, reassembled and decoded, and every buffer is freed.
 */
class OutgoingMessageSizeHintTest {

    private static final PartSizes SIZES = PartSizes.DEFAULT;
    private static final int FRAGMENT = SIZES.fragmentSize();
    private static final int REQUEST_ID = 0x0a0b0c0d;
    /** Longs written one by one: no bulk part, so only the hint keeps the message whole. */
    private static final int LONGS = 100 * 1024 / 4;
    /** The GIOP header, the id standing for the request header, its padding, the longs. */
    private static final int MESSAGE = GiopHeader.LENGTH + 4 + LONGS * 4;

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private final IdleMessages idle = new IdleMessages();
    private final LendingSink sink = new LendingSink();
    private final ResourceLeakDetector.Level leakLevel = ResourceLeakDetector.getLevel();

    @AfterEach
    void shouldHaveFreedEveryBuffer() {
        ResourceLeakDetector.setLevel(leakLevel);
        sink.capture.releaseAll();
        sink.releaseLent();
        assertEquals(0, UncachedPool.activeAllocations(allocator), "pooled buffers still allocated");
    }

    static Stream<Arguments> versionsAndOrders() {
        List<Arguments> all = new ArrayList<>();
        for (GiopVersion version : GiopVersion.values()) {
            all.add(Arguments.of(version, false));
            all.add(Arguments.of(version, true));
        }
        return all.stream();
    }

    /** A message of {@link #LONGS} longs written one at a time, started with {@code hint}. */
    private List<ByteBuf> send(GiopVersion version, boolean little, int hint) {
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED); // 25,600 accesses
        try (OutgoingMessage message = OutgoingMessage.start(idle, allocator, SIZES, version, little,
                MessageType.REQUEST, REQUEST_ID, CodeSets.DEFAULT, sink, hint)) {
            CdrWriter writer = message.writer();
            writer.writeLong(REQUEST_ID);
            message.markBodyStart();
            for (int i = 0; i < LONGS; i++) {
                writer.writeLong(i * 7);
            }
            message.finish();
        }
        return sink.capture.parts;
    }

    /** Reassembles the parts (releasing them); the caller releases the whole message. */
    private ByteBuf reassemble(List<ByteBuf> parts) throws GiopProtocolException {
        ByteBuf whole = null;
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, 64 << 20, 4)) {
            for (int i = 0; i < parts.size(); i++) {
                whole = assembler.accept(parts.get(i));
                if (i < parts.size() - 1) {
                    assertNull(whole, "message complete before its last part");
                }
            }
            parts.clear();
        }
        assertNotNull(whole);
        return whole;
    }

    /** A reader of {@code whole}'s body, past the request id that {@link #send} writes as header. */
    private static CdrReader bodyReader(ByteBuf whole, GiopVersion version, boolean little) {
        CdrReader reader = new CdrReader().wrap(whole, whole.readerIndex(), little, version, CodeSets.DEFAULT);
        reader.skip(GiopHeader.LENGTH);
        assertEquals(REQUEST_ID, reader.readLong());
        if (version == GiopVersion.V1_2) {
            reader.align(8);
        }
        return reader;
    }

    /** Reassembles the parts (releasing them) and checks the longs; the message is released. */
    private void assertLongsArrive(List<ByteBuf> parts, GiopVersion version, boolean little)
            throws GiopProtocolException {
        ByteBuf whole = reassemble(parts);
        try {
            CdrReader reader = bodyReader(whole, version, little);
            for (int i = 0; i < LONGS; i++) {
                assertEquals(i * 7, reader.readLong());
            }
            assertEquals(0, reader.remaining());
        } finally {
            whole.release();
        }
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldSendHintedHundredKibMessageAsOnePart(GiopVersion version, boolean little) throws GiopProtocolException {
        long allocationsBefore = PartCapture.allocations(allocator);

        List<ByteBuf> parts = send(version, little, MESSAGE + 16);

        assertEquals(1, parts.size(), "one GIOP message, no fragments");
        ByteBuf only = parts.get(0);
        assertFalse(only instanceof CompositeByteBuf, "GIOP 1.0 needs no chain either");
        GiopHeader header = new GiopHeader().wrap(only, only.readerIndex());
        assertEquals(MessageType.REQUEST, header.type());
        assertFalse(header.moreFragments());
        assertEquals(only.readableBytes() - GiopHeader.LENGTH, header.size());
        assertEquals(SIZES.firstPartSize(version, MESSAGE + 16), only.maxCapacity());
        assertEquals(0, only.maxCapacity() % 8);
        assertEquals(1, PartCapture.allocations(allocator) - allocationsBefore, "one buffer, never grown");
        assertEquals(List.of(only.maxCapacity()), sink.lendRequests, "asked for the estimate's size, not lent");
        assertLongsArrive(parts, version, little);
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldContinueInFragmentSizedPartsWhenTheHintIsTooSmall(GiopVersion version, boolean little)
            throws GiopProtocolException {
        int hint = 40 * 1024;
        int first = SIZES.firstPartSize(version, hint);

        List<ByteBuf> parts = send(version, little, hint);

        if (version == GiopVersion.V1_0) {
            CompositeByteBuf chain = (CompositeByteBuf) parts.get(0);
            assertEquals(1, parts.size());
            assertEquals(first, chain.internalComponent(0).readableBytes(), "a full first buffer of the hint");
            for (int i = 1; i < chain.numComponents() - 1; i++) {
                assertEquals(FRAGMENT, chain.internalComponent(i).readableBytes(), "component " + i);
            }
        } else {
            int cut = version == GiopVersion.V1_1 ? 4 : 0;
            int rest = MESSAGE - (first - cut); // each Fragment carries its size less a 16-octet header (1.1: 12 + 4)
            assertEquals(1 + (rest + FRAGMENT - 17) / (FRAGMENT - 16), parts.size(), "parts");
            GiopHeader header = new GiopHeader();
            for (int i = 0; i < parts.size(); i++) {
                ByteBuf part = parts.get(i);
                boolean last = i == parts.size() - 1;
                header.wrap(part, part.readerIndex());
                assertEquals(i == 0 ? MessageType.REQUEST : MessageType.FRAGMENT, header.type());
                assertEquals(!last, header.moreFragments());
                assertEquals(i == 0 ? first : FRAGMENT, part.maxCapacity(), "capacity of part " + i);
                if (!last) {
                    assertEquals(part.maxCapacity() - cut, part.readableBytes(), "part " + i + " is full");
                    assertEquals(cut, part.readableBytes() % 8, "GIOP 1.1 cuts at 4 (mod 8), 1.2 at 0");
                }
            }
        }
        assertLongsArrive(parts, version, little);
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldBehaveAsWithoutHintWhenTheHintIsUnknown(GiopVersion version, boolean little)
            throws GiopProtocolException {
        List<Integer> unhinted = partSizes(send(version, little, 0));
        sink.capture.releaseAll();
        sink.capture.parts.clear();

        List<ByteBuf> parts = send(version, little, -1);

        assertEquals(unhinted, partSizes(parts));
        assertEquals(List.of(FRAGMENT, FRAGMENT), sink.lendRequests, "both started in the lent buffer");
        assertLongsArrive(parts, version, little);
    }

    private static List<Integer> partSizes(List<ByteBuf> parts) {
        List<Integer> sizes = new ArrayList<>();
        for (ByteBuf part : parts) {
            if (part instanceof CompositeByteBuf chain) {
                for (int i = 0; i < chain.numComponents(); i++) {
                    sizes.add(chain.internalComponent(i).readableBytes());
                }
            } else {
                sizes.add(part.readableBytes());
            }
        }
        return sizes;
    }

    @Test
    void shouldStartSmallEstimatesInTheLentBuffer() {
        try (OutgoingMessage message = OutgoingMessage.start(idle, allocator, SIZES, GiopVersion.V1_2, false,
                MessageType.REPLY, REQUEST_ID, CodeSets.DEFAULT, sink, 200)) {
            CdrText.writeString(message.writer(), "small");
            message.finish();
        }
        assertEquals(List.of(FRAGMENT), sink.lendRequests);
        assertSame(sink.lent, sink.capture.parts.get(0), "the message went out in the lent buffer");
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldHoldPartsBackInAnEncapsulationThatOutgrowsTheHint(GiopVersion version, boolean little)
            throws GiopProtocolException {
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
        int count = 30_000;
        try (OutgoingMessage message = OutgoingMessage.start(idle, allocator, SIZES, version, little,
                MessageType.REQUEST, REQUEST_ID, CodeSets.DEFAULT, sink, 20 * 1024)) {
            CdrWriter writer = message.writer();
            writer.writeLong(REQUEST_ID);
            message.markBodyStart();
            long encapsulation = writer.beginEncapsulation();
            for (int i = 0; i < count; i++) {
                writer.writeLong(i);
            }
            assertEquals(0, sink.capture.parts.size(), "a part left while its encapsulation was open");
            writer.endEncapsulation(encapsulation);
            writer.writeLong(-1);
            message.finish();
        }
        assertTrue(partSizes(sink.capture.parts).size() > 1, "the hint was too small on purpose");
        ByteBuf whole = reassemble(sink.capture.parts);
        try {
            CdrReader reader = bodyReader(whole, version, little);
            CdrReader inner = reader.openEncapsulation();
            for (int i = 0; i < count; i++) {
                assertEquals(i, inner.readLong());
            }
            assertEquals(-1, reader.readLong());
        } finally {
            whole.release();
        }
    }

    /**
     * A sink that lends one buffer of the fragment size, like a connection's first-part cache,
     * and records the capacities messages ask it for.
     */
    private final class LendingSink implements FragmentSink {
        final PartCapture capture = new PartCapture();
        final List<Integer> lendRequests = new ArrayList<>();
        ByteBuf lent;

        @Override
        public void write(ByteBuf part, boolean last) throws IOException {
            capture.write(part, last);
        }

        @Override
        public void abandon() {
            capture.abandon();
        }

        @Override
        public ByteBuf lendFirstPart(int capacity) {
            lendRequests.add(capacity);
            if (capacity != FRAGMENT) {
                return null;
            }
            if (lent == null) {
                lent = allocator.directBuffer(FRAGMENT, FRAGMENT);
            }
            return lent.clear().retain(); // the sink's own reference, as FirstPartCache keeps one
        }

        @Override
        public void giveBack(ByteBuf buf) {
            // kept until the test ends; its part reference was released by whoever wrote it
        }

        void releaseLent() {
            if (lent != null) {
                lent.release();
            }
        }
    }
}
