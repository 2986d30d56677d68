package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.util.ResourceLeakDetector;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.testsupport.UncachedPool;

/**
 * The part-size limit: messages of many sizes and contents (octets just under, at and just over
 * the limit, 1 MiB, long sequences of every primitive, strings, values that cross part
 * boundaries at every alignment, an encapsulation that holds parts back), in GIOP 1.1 and 1.2,
 * both byte orders, with and without a size hint, under limits from the smallest to the
 * default. No part the sink gets, the first (which holds the headers) or a Fragment, is larger
 * than the limit, and the parts reassemble to the octets of the same message written into one
 * contiguous buffer. GIOP 1.0, which has no Fragment, leaves as one message above the limit.
 */
class PartSizeLimitTest {

    private static final int REQUEST_ID = 0x11223344;
    private static final CodeSets UTF8 = new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);

    private final PooledByteBufAllocator allocator = UncachedPool.create();
    private final IdleMessages idle = new IdleMessages();
    private final PartCapture sink = new PartCapture();
    private final ResourceLeakDetector.Level leakLevel = ResourceLeakDetector.getLevel();

    @BeforeEach
    void countBuffersInsteadOfTracingThem() {
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.DISABLED);
    }

    @AfterEach
    void shouldHaveFreedEveryBuffer() {
        ResourceLeakDetector.setLevel(leakLevel);
        sink.releaseAll();
        assertEquals(0, UncachedPool.activeAllocations(allocator), "pooled buffers still allocated");
    }

    /** What a message carries after its stand-in request header, written through a writer. */
    private record Content(String name, Consumer<CdrWriter> body) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** Limits (the smallest, a page, the default) and what fills them. */
    static Stream<Arguments> limitsAndContents() {
        List<Arguments> all = new ArrayList<>();
        for (int limit : new int[] {PartSizes.MIN_MAX_PART_SIZE, 4096, PartSizes.DEFAULT_MAX_PART_SIZE}) {
            for (Content content : contents(limit)) {
                all.add(Arguments.of(limit, content));
            }
        }
        return all.stream();
    }

    private static List<Content> contents(int limit) {
        // the GIOP header, the request id and the sequence length take 20 octets
        List<Content> contents = new ArrayList<>();
        for (int delta : new int[] {-9, -1, 0, 1, 8}) {
            contents.add(octets("whole message " + (limit + delta) + " octets", limit - 20 + delta));
        }
        contents.add(octets("1 MiB of octets", 1 << 20));
        // what is written element by element spans a few parts of at most 32 KiB (the fragment
        // size or the limit), which is enough to cross boundaries and keeps the test quick
        int span = Math.min(limit, 32 * 1024);
        int elements = 3 * limit / 8 + 5; // 8-octet arrays span three parts of the limit
        for (int offset : new int[] {0, 1, 3, 5}) {
            contents.add(primitiveArrays(offset, elements, 3 * span / 2 + 5));
        }
        contents.add(new Content("strings", out -> {
            CdrText.writeString(out, latin(2 * span + 3));
            out.writeOctet((byte) 9);
            out.codeSets(UTF8);
            CdrText.writeString(out, "Grüße, 世界 ".repeat(span / 8));
            CdrText.writeWString(out, "wide ✓ ".repeat(span / 6));
            CdrText.writeWchar(out, '中');
        }));
        contents.add(new Content("primitives across every boundary", out -> {
            for (int i = 0; i < span / 4; i++) {
                out.writeOctet((byte) i);
                out.writeLongLong(i * 0x0101010101L);
                out.writeShort((short) i);
                out.writeDouble(i / 3.0);
                out.writeLong(-i);
                out.writeFloat(i / 7f);
                out.writeBoolean(i % 2 == 0);
            }
        }));
        contents.add(new Content("an encapsulation over several parts", out -> {
            long outer = out.beginEncapsulation();
            out.writeLongLongs(new Random(limit).longs(limit / 2).toArray(), 0, limit / 2);
            CdrText.writeString(out, latin(limit));
            out.endEncapsulation(outer);
            out.writeDouble(2.5);
        }));
        return contents;
    }

    private static Content octets(String name, int length) {
        byte[] octets = new byte[length];
        new Random(length).nextBytes(octets);
        return new Content(name, out -> out.writeOctetSequence(octets));
    }

    /**
     * Every primitive array, {@code offset} octets into an 8-octet slot, each crossing parts:
     * {@code elements} of those written in bulk, {@code oneByOne} of those written one at a time.
     */
    private static Content primitiveArrays(int offset, int elements, int oneByOne) {
        Random random = new Random(offset);
        short[] shorts = new short[elements];
        for (int i = 0; i < elements; i++) {
            shorts[i] = (short) random.nextInt();
        }
        int[] longs = random.ints(elements).toArray();
        long[] longLongs = random.longs(elements).toArray();
        double[] doubles = random.doubles(elements).toArray();
        float[] floats = new float[elements];
        for (int i = 0; i < elements; i++) {
            floats[i] = random.nextFloat();
        }
        boolean[] booleans = new boolean[oneByOne];
        char[] chars = new char[oneByOne];
        char[] wchars = new char[oneByOne];
        for (int i = 0; i < oneByOne; i++) {
            booleans[i] = random.nextBoolean();
            chars[i] = (char) (0x20 + random.nextInt(0xdf));
            wchars[i] = (char) (0x41 + random.nextInt(0x4e00));
        }
        return new Content("every primitive array at offset " + offset, out -> {
            out.writeOctets(new byte[offset], 0, offset);
            out.writeShorts(shorts, 0, elements);
            out.writeLongs(longs, 0, elements);
            out.writeLongLongs(longLongs, 0, elements);
            out.writeFloats(floats, 0, elements);
            out.writeDoubles(doubles, 0, elements);
            out.writeBooleans(booleans, 0, oneByOne);
            CdrText.writeChars(out, chars, 0, oneByOne);
            out.codeSets(UTF8);
            CdrText.writeWchars(out, wchars, 0, oneByOne);
        });
    }

    private static String latin(int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) (0x20 + i % 0xdf));
        }
        return text.toString();
    }

    @ParameterizedTest(name = "limit {0}: {1}")
    @MethodSource("limitsAndContents")
    void shouldNeverSendAPartAboveTheLimitAndReassembleTheSameOctets(int limit, Content content)
            throws GiopProtocolException {
        for (GiopVersion version : new GiopVersion[] {GiopVersion.V1_1, GiopVersion.V1_2}) {
            for (boolean little : new boolean[] {false, true}) {
                byte[] expected = contiguous(version, little, content);
                for (PartSizes sizes : List.of(PartSizes.of(PartSizes.DEFAULT_FRAGMENT_SIZE, limit),
                        PartSizes.of(PartSizes.MIN_FRAGMENT_SIZE, limit))) {
                    for (int hint : new int[] {0, expected.length + GiopHeader.LENGTH}) {
                        String what = version + (little ? " LE" : " BE") + ", " + sizes.fragmentSize()
                                + "-octet buffers, hint " + hint;
                        send(version, little, sizes, hint, content);
                        assertPartsWithin(limit, version, what);
                        assertArrayEquals(expected, reassembledBody(), what);
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "limit {0}")
    @ValueSource(ints = {PartSizes.MIN_MAX_PART_SIZE, PartSizes.DEFAULT_MAX_PART_SIZE})
    void shouldSendGiop10WholeAboveTheLimitInBuffersWithinIt(int limit) {
        Content megabyte = octets("1 MiB", 1 << 20);
        byte[] expected = contiguous(GiopVersion.V1_0, false, megabyte);
        send(GiopVersion.V1_0, false, PartSizes.of(PartSizes.DEFAULT_FRAGMENT_SIZE, limit), 0, megabyte);

        assertEquals(1, sink.parts.size(), "GIOP 1.0 has no Fragment: one message");
        CompositeByteBuf whole = (CompositeByteBuf) sink.parts.get(0);
        GiopHeader header = new GiopHeader().wrap(whole, whole.readerIndex());
        assertFalse(header.moreFragments());
        assertEquals(expected.length, header.size());
        assertTrue(whole.readableBytes() > limit, "the whole message is over the limit");
        for (int i = 0; i < whole.numComponents(); i++) {
            int length = whole.internalComponent(i).readableBytes();
            assertTrue(length <= limit, "buffer " + i + " holds " + length);
        }
        assertArrayEquals(expected, ByteBufUtil.getBytes(whole, whole.readerIndex() + GiopHeader.LENGTH,
                expected.length));
    }

    /** Writes a Request: a request id standing for its header, the body start, the content. */
    private void send(GiopVersion version, boolean little, PartSizes sizes, int hint, Content content) {
        sink.releaseAll();
        sink.parts.clear();
        try (OutgoingMessage message = OutgoingMessage.start(idle, allocator, sizes, version, little,
                MessageType.REQUEST, REQUEST_ID, CodeSets.DEFAULT, sink, hint)) {
            message.writer().writeLong(REQUEST_ID);
            message.markBodyStart();
            content.body().accept(message.writer());
            message.finish();
        }
    }

    /** The body octets of the same message written into one buffer that grows, no parts. */
    private static byte[] contiguous(GiopVersion version, boolean little, Content content) {
        ByteBuf buffer = Unpooled.buffer();
        try {
            CdrWriter out = new CdrWriter().wrap(buffer, 0, little, version, CodeSets.DEFAULT);
            out.writeOctets(new byte[GiopHeader.LENGTH], 0, GiopHeader.LENGTH);
            out.writeLong(REQUEST_ID);
            if (version == GiopVersion.V1_2) {
                out.align(8);
            }
            content.body().accept(out);
            out.flush();
            return ByteBufUtil.getBytes(buffer, GiopHeader.LENGTH, buffer.writerIndex() - GiopHeader.LENGTH);
        } finally {
            buffer.release();
        }
    }

    private void assertPartsWithin(int limit, GiopVersion version, String what) {
        GiopHeader header = new GiopHeader();
        for (int i = 0; i < sink.parts.size(); i++) {
            ByteBuf part = sink.parts.get(i);
            header.wrap(part, part.readerIndex());
            assertEquals(version, header.version(), what);
            assertEquals(part.readableBytes() - GiopHeader.LENGTH, header.size(), what + ": part " + i);
            assertTrue(part.readableBytes() <= limit, what + ": part " + i + " of " + sink.parts.size()
                    + " is " + part.readableBytes() + " octets");
        }
    }

    private byte[] reassembledBody() throws GiopProtocolException {
        ByteBuf whole = PartCapture.reassemble(allocator, sink.parts);
        try {
            return ByteBufUtil.getBytes(whole, whole.readerIndex() + GiopHeader.LENGTH,
                    whole.readableBytes() - GiopHeader.LENGTH);
        } finally {
            whole.release();
        }
    }
}
