package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.util.ResourceLeakDetector;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.testsupport.UncachedPool;

/**
 * {@link OutgoingMessage} with a tiny fragment size: every GIOP version and byte order, large
 * octet, long and double sequences, long strings and mixed primitives; the parts the sink gets
 * are checked for their framing (sizes, flags, request ids, multiples of 8), fed to
 * {@link FragmentAssembler} and decoded back to the values written. Buffers never grow (each has
 * the fragment size as its maximum capacity, and the pool counts one allocation per part) and
 * every buffer is freed, also when the sink or the marshalling fails midway. Large payloads run
 * with the leak detector off (paranoid records a trace per access) and are checked
 * by the pool's active allocation count instead.
 */
class OutgoingMessageTest {

    /** 64-octet buffers; arrays continue in parts of up to the default limit. */
    private static final PartSizes SMALL = PartSizes.of(64, PartSizes.DEFAULT_MAX_PART_SIZE);
    private static final int REQUEST_ID = 0x01020304;
    private static final CodeSets UTF8 = new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private final IdleMessages idle = new IdleMessages();
    private final PartCapture sink = new PartCapture();

    private final ResourceLeakDetector.Level leakLevel = ResourceLeakDetector.getLevel();

    @AfterEach
    void shouldHaveFreedEveryBuffer() {
        ResourceLeakDetector.setLevel(leakLevel);
        sink.releaseAll();
        assertEquals(0, UncachedPool.activeAllocations(allocator), "pooled buffers still allocated");
    }

    /** For tens of thousands of parts: counted by the pool instead of traced by the detector. */
    private static void largePayload() {
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
    }

    static Stream<Arguments> versionsAndOrders() {
        List<Arguments> all = new ArrayList<>();
        for (GiopVersion version : GiopVersion.values()) {
            all.add(Arguments.of(version, false));
            all.add(Arguments.of(version, true));
        }
        return all.stream();
    }

    static Stream<Arguments> fragmentingVersionsAndOrders() {
        return versionsAndOrders().filter(a -> a.get()[0] != GiopVersion.V1_0);
    }

    private OutgoingMessage start(GiopVersion version, boolean little, PartSizes sizes, CodeSets codeSets,
            PartCapture into) {
        OutgoingMessage message = OutgoingMessage.start(idle, allocator, sizes, version, little,
                MessageType.REQUEST, REQUEST_ID, codeSets, into);
        message.writer().writeLong(REQUEST_ID); // where a GIOP 1.2 request header has its id
        message.markBodyStart();
        return message;
    }

    /** Checks the framing of every part and reassembles them; the caller releases the result. */
    private ByteBuf reassemble(List<ByteBuf> parts, GiopVersion version, boolean little, PartSizes sizes)
            throws GiopProtocolException {
        checkFraming(parts, version, little, sizes);
        return PartCapture.reassemble(allocator, parts);
    }

    /**
     * Parts are of the fragment size, or longer (up to the part-size limit) where a large array
     * continues; always multiples of 8, full but for the last, never grown.
     */
    private static void checkFraming(List<ByteBuf> parts, GiopVersion version, boolean little, PartSizes sizes) {
        GiopHeader header = new GiopHeader();
        int fragmentSize = sizes.fragmentSize();
        int maxPart = sizes.maxPartSize();
        if (version == GiopVersion.V1_0) {
            assertEquals(1, parts.size(), "GIOP 1.0 leaves in one write");
            ByteBuf whole = parts.get(0);
            header.wrap(whole, whole.readerIndex());
            assertEquals(whole.readableBytes() - GiopHeader.LENGTH, header.size());
            if (whole instanceof CompositeByteBuf chain) {
                int components = chain.numComponents();
                for (int i = 0; i < components; i++) {
                    int length = chain.internalComponent(i).readableBytes();
                    assertTrue(length <= maxPart, "component " + i + " is " + length);
                    if (i < components - 1) {
                        assertTrue(length >= fragmentSize && length % 8 == 0, "component " + i + " is " + length);
                    }
                }
            } else {
                assertEquals(fragmentSize, whole.maxCapacity());
            }
            return;
        }
        for (int i = 0; i < parts.size(); i++) {
            ByteBuf part = parts.get(i);
            boolean last = i == parts.size() - 1;
            header.wrap(part, part.readerIndex());
            int capacity = part.maxCapacity();
            assertTrue(capacity % 8 == 0 && capacity >= fragmentSize && capacity <= maxPart,
                    "part " + i + " has capacity " + capacity);
            assertEquals(part.readableBytes() - GiopHeader.LENGTH, header.size());
            assertEquals(little, header.littleEndian());
            assertEquals(version, header.version());
            assertEquals(!last, header.moreFragments());
            assertEquals(i == 0 ? MessageType.REQUEST : MessageType.FRAGMENT, header.type());
            if (!last) {
                assertEquals(version == GiopVersion.V1_2 ? capacity : capacity - 4, part.readableBytes());
                assertEquals(version == GiopVersion.V1_2 ? 0 : 4, part.readableBytes() % 8);
            } else {
                assertTrue(part.readableBytes() <= capacity);
            }
            if (version == GiopVersion.V1_2) {
                int id = little ? part.getIntLE(part.readerIndex() + 12) : part.getInt(part.readerIndex() + 12);
                assertEquals(REQUEST_ID, id, "part " + i + " lacks the request id");
            }
        }
    }

    private static CdrReader body(ByteBuf whole, GiopVersion version, boolean little, CodeSets codeSets) {
        CdrReader reader = new CdrReader().wrap(whole, whole.readerIndex(), little, version, codeSets);
        reader.skip(GiopHeader.LENGTH);
        assertEquals(REQUEST_ID, reader.readLong());
        if (version == GiopVersion.V1_2) {
            reader.align(8);
        }
        return reader;
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldReassembleMegabyteOctetSequenceWithoutGrowingOrCopying(GiopVersion version, boolean little)
            throws GiopProtocolException {
        largePayload();
        byte[] octets = new byte[1 << 20];
        new Random(1).nextBytes(octets);
        long allocationsBefore = PartCapture.allocations(allocator);
        try (OutgoingMessage message = start(version, little, SMALL, CodeSets.DEFAULT, sink)) {
            message.writer().writeOctetSequence(octets);
            message.finish();
        }
        int buffers = version == GiopVersion.V1_0
                ? ((CompositeByteBuf) sink.parts.get(0)).numComponents() : sink.parts.size();
        assertEquals(buffers, PartCapture.allocations(allocator) - allocationsBefore,
                "one pooled allocation per part, nothing reallocated");
        assertTrue(buffers <= 6, "the octets continue in parts of up to the limit, not " + buffers + " parts");
        ByteBuf whole = reassemble(sink.parts, version, little, SMALL);
        try {
            CdrReader reader = body(whole, version, little, CodeSets.DEFAULT);
            assertArrayEquals(octets, reader.readOctetSequence());
            assertEquals(0, reader.remaining());
        } finally {
            whole.release();
        }
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldReassembleHundredThousandLongsAndDoubles(GiopVersion version, boolean little)
            throws GiopProtocolException {
        largePayload();
        Random random = new Random(2);
        int[] longs = random.ints(100_000).toArray();
        double[] doubles = random.doubles(20_000).toArray();
        try (OutgoingMessage message = start(version, little, SMALL, CodeSets.DEFAULT, sink)) {
            CdrWriter writer = message.writer();
            writer.writeLong(longs.length);
            writer.writeLongs(longs, 0, longs.length);
            writer.writeOctet((byte) 7); // leaves the doubles' length unaligned on 8
            writer.writeLong(doubles.length);
            writer.writeDoubles(doubles, 0, doubles.length);
            message.finish();
        }
        ByteBuf whole = reassemble(sink.parts, version, little, SMALL);
        try {
            CdrReader reader = body(whole, version, little, CodeSets.DEFAULT);
            int[] longsRead = new int[reader.readLong()];
            reader.readLongs(longsRead, 0, longsRead.length);
            assertArrayEquals(longs, longsRead);
            assertEquals(7, reader.readOctet());
            double[] doublesRead = new double[reader.readLong()];
            reader.readDoubles(doublesRead, 0, doublesRead.length);
            assertArrayEquals(doubles, doublesRead);
        } finally {
            whole.release();
        }
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldReassembleLongStrings(GiopVersion version, boolean little) throws GiopProtocolException {
        largePayload();
        StringBuilder latin = new StringBuilder();
        StringBuilder wide = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            latin.append((char) (0x20 + i % 0xdf));
            wide.append((char) (0x41 + i % 0x4e00));
        }
        CodeSets codeSets = version == GiopVersion.V1_0 ? CodeSets.DEFAULT : UTF8;
        try (OutgoingMessage message = start(version, little, SMALL, codeSets, sink)) {
            CdrWriter writer = message.writer();
            writer.codeSets(CodeSets.DEFAULT);
            CdrText.writeString(writer, latin.toString());
            writer.writeOctet((byte) 1);
            if (version != GiopVersion.V1_0) {
                writer.codeSets(UTF8);
                CdrText.writeString(writer, wide.toString());
                writer.writeOctet((byte) 2);
                CdrText.writeWString(writer, wide.toString());
                CdrText.writeWchar(writer, '\u4e2d');
                writer.writeOctet((byte) 3);
                CdrText.writeWchar(writer, '\u00e9');
            }
            message.finish();
        }
        ByteBuf whole = reassemble(sink.parts, version, little, SMALL);
        try {
            CdrReader reader = body(whole, version, little, CodeSets.DEFAULT);
            assertEquals(latin.toString(), CdrText.readString(reader));
            assertEquals(1, reader.readOctet());
            if (version != GiopVersion.V1_0) {
                reader.codeSets(UTF8);
                assertEquals(wide.toString(), CdrText.readString(reader));
                assertEquals(2, reader.readOctet());
                assertEquals(wide.toString(), CdrText.readWString(reader));
                assertEquals('\u4e2d', CdrText.readWchar(reader));
                assertEquals(3, reader.readOctet());
                assertEquals('\u00e9', CdrText.readWchar(reader));
            }
            assertEquals(0, reader.remaining());
        } finally {
            whole.release();
        }
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldKeepAlignmentOfMixedPrimitivesAcrossParts(GiopVersion version, boolean little)
            throws GiopProtocolException {
        largePayload();
        try (OutgoingMessage message = start(version, little, SMALL, CodeSets.DEFAULT, sink)) {
            writeMixed(message.writer(), 3_000);
            message.finish();
        }
        ByteBuf whole = reassemble(sink.parts, version, little, SMALL);
        try {
            readMixed(body(whole, version, little, CodeSets.DEFAULT), 3_000);
        } finally {
            whole.release();
        }
    }

    private static void writeMixed(CdrWriter writer, int rounds) {
        for (int i = 0; i < rounds; i++) {
            writer.writeOctet((byte) i);
            writer.writeLongLong(i * 0x0101010101L);
            writer.writeShort((short) i);
            writer.writeDouble(i / 3.0);
            writer.writeBoolean(i % 2 == 0);
            writer.writeLong(-i);
            writer.writeFloat(i / 7f);
            CdrText.writeString(writer, "s".repeat(i % 11));
            short[] shorts = {(short) i, (short) (i + 1), (short) (i + 2)};
            writer.writeShorts(shorts, 0, shorts.length);
            long[] longLongs = {i, -i};
            writer.writeLongLongs(longLongs, 0, longLongs.length);
        }
    }

    private static void readMixed(CdrReader reader, int rounds) {
        for (int i = 0; i < rounds; i++) {
            assertEquals((byte) i, reader.readOctet());
            assertEquals(i * 0x0101010101L, reader.readLongLong());
            assertEquals((short) i, reader.readShort());
            assertEquals(i / 3.0, reader.readDouble());
            assertEquals(i % 2 == 0, reader.readBoolean());
            assertEquals(-i, reader.readLong());
            assertEquals(i / 7f, reader.readFloat());
            assertEquals("s".repeat(i % 11), CdrText.readString(reader));
            short[] shorts = new short[3];
            reader.readShorts(shorts, 0, 3);
            assertArrayEquals(new short[] {(short) i, (short) (i + 1), (short) (i + 2)}, shorts);
            long[] longLongs = new long[2];
            reader.readLongLongs(longLongs, 0, 2);
            assertArrayEquals(new long[] {i, -i}, longLongs);
        }
        assertEquals(0, reader.remaining());
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldHoldPartsBackWhileAnEncapsulationIsOpen(GiopVersion version, boolean little)
            throws GiopProtocolException {
        long[] values = new Random(3).longs(500).toArray();
        try (OutgoingMessage message = start(version, little, SMALL, CodeSets.DEFAULT, sink)) {
            CdrWriter writer = message.writer();
            writer.writeOctets(new byte[200], 0, 200);
            long outer = writer.beginEncapsulation(); // its length may still end a part
            int sentBefore = sink.parts.size();
            writer.writeLongLongs(values, 0, values.length);
            long inner = writer.beginEncapsulation();
            CdrText.writeString(writer, "inner".repeat(40));
            writer.endEncapsulation(inner);
            writer.writeDouble(2.5);
            assertEquals(sentBefore, sink.parts.size(), "a part left while its encapsulation was open");
            writer.endEncapsulation(outer);
            writer.writeLongLong(42);
            message.finish();
        }
        ByteBuf whole = reassemble(sink.parts, version, little, SMALL);
        try {
            CdrReader reader = body(whole, version, little, CodeSets.DEFAULT);
            reader.skip(200);
            CdrReader encapsulation = reader.openEncapsulation();
            long[] read = new long[values.length];
            encapsulation.readLongLongs(read, 0, read.length);
            assertArrayEquals(values, read);
            assertEquals("inner".repeat(40), CdrText.readString(encapsulation.openEncapsulation()));
            assertEquals(2.5, encapsulation.readDouble());
            assertEquals(0, encapsulation.remaining());
            assertEquals(42, reader.readLongLong());
        } finally {
            whole.release();
        }
    }

    @Test
    void shouldReassembleInterleavedFragmentsOfTwoGiop12Messages() throws GiopProtocolException {
        PartCapture other = new PartCapture();
        byte[] first = new byte[10_000];
        byte[] second = new byte[7_000];
        new Random(4).nextBytes(first);
        new Random(5).nextBytes(second);
        try (OutgoingMessage a = OutgoingMessage.start(idle, allocator, SMALL, GiopVersion.V1_2, false,
                MessageType.REQUEST, 1, CodeSets.DEFAULT, sink);
                OutgoingMessage b = OutgoingMessage.start(idle, allocator, SMALL, GiopVersion.V1_2, true,
                        MessageType.REQUEST, 2, CodeSets.DEFAULT, other)) {
            a.writer().writeLong(1);
            b.writer().writeLong(2);
            a.writer().writeOctetSequence(first);
            b.writer().writeOctetSequence(second);
            a.finish();
            b.finish();
        }
        List<ByteBuf> mixed = new ArrayList<>();
        for (int i = 0; i < Math.max(sink.parts.size(), other.parts.size()); i++) {
            if (i < sink.parts.size()) {
                mixed.add(sink.parts.get(i));
            }
            if (i < other.parts.size()) {
                mixed.add(other.parts.get(i));
            }
        }
        sink.parts.clear();
        other.parts.clear();
        List<ByteBuf> wholes = new ArrayList<>();
        try (FragmentAssembler assembler = new FragmentAssembler(allocator, 1 << 20, 4)) {
            for (ByteBuf part : mixed) {
                ByteBuf whole = assembler.accept(part);
                if (whole != null) {
                    wholes.add(whole);
                }
            }
        }
        try {
            assertEquals(2, wholes.size());
            for (ByteBuf whole : wholes) {
                boolean little = new GiopHeader().wrap(whole, whole.readerIndex()).littleEndian();
                CdrReader reader = new CdrReader().wrap(whole, whole.readerIndex(), little, GiopVersion.V1_2,
                        CodeSets.DEFAULT);
                reader.skip(GiopHeader.LENGTH);
                int id = reader.readLong();
                assertArrayEquals(id == 1 ? first : second, reader.readOctetSequence());
            }
        } finally {
            wholes.forEach(ByteBuf::release);
        }
    }

    @Test
    void shouldSendGiop10AsOneCompositeOfItsParts() {
        try (OutgoingMessage message = start(GiopVersion.V1_0, false, SMALL, CodeSets.DEFAULT, sink)) {
            message.writer().writeOctets(new byte[1000], 0, 1000);
            assertEquals(0, sink.parts.size(), "GIOP 1.0 wrote before the message was complete");
            message.finish();
        }
        assertEquals(1, sink.parts.size());
        assertTrue(sink.lasts.get(0));
        CompositeByteBuf whole = assertInstanceOf(CompositeByteBuf.class, sink.parts.get(0));
        assertEquals(12 + 4 + 1000, whole.readableBytes());
        assertEquals(2, whole.numComponents(), "the first part, then one part big enough for the rest of the octets");
        assertEquals(whole.numComponents(), whole.nioBuffers().length, "one gathering write, no consolidation");
    }

    @Test
    void shouldSendSmallMessageAsOnePartWithoutMoreFragments() {
        try (OutgoingMessage message = start(GiopVersion.V1_2, false, PartSizes.DEFAULT, CodeSets.DEFAULT, sink)) {
            CdrText.writeString(message.writer(), "hello");
            message.finish();
        }
        assertEquals(1, sink.parts.size());
        GiopHeader header = new GiopHeader().wrap(sink.parts.get(0), 0);
        assertFalse(header.moreFragments());
        assertEquals(MessageType.REQUEST, header.type());
        assertEquals(4 + 4 + 6, header.size()); // id (ends on 16: aligned), length, "hello\0"
    }

    @Test
    void shouldDropBodyAlignmentWhenGiop12BodyIsEmpty() {
        try (OutgoingMessage message = start(GiopVersion.V1_2, false, SMALL, CodeSets.DEFAULT, sink)) {
            message.finish();
        }
        assertEquals(4, new GiopHeader().wrap(sink.parts.get(0), 0).size());
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldFreeEverythingWhenSinkFailsAfterFirstPart(GiopVersion version, boolean little) {
        sink.failOnPart = version == GiopVersion.V1_0 ? 0 : 1;
        byte[] octets = new byte[5_000];
        OutgoingMessage message = start(version, little, SMALL, CodeSets.DEFAULT, sink);
        MessageWriteException e;
        try {
            e = assertThrows(MessageWriteException.class, () -> {
                message.writer().writeOctetSequence(octets);
                message.finish();
            });
        } finally {
            message.close();
        }
        assertTrue(e.partsLeft());
        assertTrue(message.partsLeft());
        assertEquals(OutgoingMessage.Recovery.CLOSE_CONNECTION, message.recovery());
        assertTrue(sink.abandoned, "the sink was not told the message ended early");
        assertEquals(version == GiopVersion.V1_0 ? 0 : 1, sink.parts.size());
    }

    @ParameterizedTest
    @MethodSource("versionsAndOrders")
    void shouldSayHowToRecoverWhenMarshallingFailsAfterFragmentsLeft(GiopVersion version, boolean little) {
        OutgoingMessage message = start(version, little, SMALL, CodeSets.DEFAULT, sink);
        try {
            message.writer().writeOctets(new byte[500], 0, 500);
            assertThrows(SystemException.class, () -> CdrText.writeChar(message.writer(), '\u4e00'));
        } finally {
            message.close();
        }
        OutgoingMessage.Recovery expected = switch (version) {
            case V1_0 -> OutgoingMessage.Recovery.NONE;
            case V1_1 -> OutgoingMessage.Recovery.CLOSE_CONNECTION;
            case V1_2 -> OutgoingMessage.Recovery.CANCEL_REQUEST;
        };
        assertEquals(expected, message.recovery());
        assertEquals(version != GiopVersion.V1_0, message.partsLeft());
        assertEquals(version != GiopVersion.V1_0, sink.abandoned);
    }
}
