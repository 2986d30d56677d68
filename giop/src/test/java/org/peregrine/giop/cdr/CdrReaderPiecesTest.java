package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.lang.reflect.Array;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.cdr.CdrValues.Value;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrReader} reads the same values from every shape of message the ORB hands it: one
 * buffer, a slice of a larger one (a lent message), and a reassembled message whose pieces end
 * anywhere, also inside a primitive (GIOP 1.1 fragments may split an 8-octet value); and the
 * same message while its pieces arrive ({@link Arrivals}).
 */
class CdrReaderPiecesTest {

    /**
     * Piece lengths, used in turn: 8-multiples like GIOP 1.2 fragments, and odd ones. Pieces are
     * direct buffers, or heap buffers (read in their arrays, which a pooled heap buffer shares
     * with others at an offset).
     */
    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of("whole", new int[0]),
                Arguments.of("slice", new int[0]),
                Arguments.of("heap slice", new int[0]),
                Arguments.of("pieces of 16", new int[] {16}),
                Arguments.of("pieces of 8, 24, 64", new int[] {8, 24, 64}),
                Arguments.of("pieces of 7, 13, 3", new int[] {7, 13, 3}),
                Arguments.of("heap pieces of 7, 13, 3", new int[] {7, 13, 3}),
                Arguments.of("pieces of 1", new int[] {1}));
    }

    @ParameterizedTest(name = "{0}, little-endian {2}")
    @MethodSource("shapesAndOrders")
    void shouldReadEveryValueWhateverTheShape(String shape, int[] pieces, boolean littleEndian) {
        List<Value> values = CdrValues.all();
        ByteBuf written = write(littleEndian, values);
        ByteBuf message = shape(shape, pieces, written);
        try {
            CdrReader in = new CdrReader().wrap(message, message.readerIndex(), littleEndian, GiopVersion.V1_2,
                    CodeSets.DEFAULT);
            for (Value value : values) {
                CdrVectorTest.assertSameValue(value.expected(), value.read().apply(in));
                assertEquals(0x0102030405060708L, in.readLongLong(), "marker after " + value);
            }
            assertEquals(0, in.remaining());
            MARSHAL e = assertThrows(MARSHAL.class, in::readOctet);
            assertEquals(GiopMinor.READ_PAST_END.value(), e.minor);
        } finally {
            message.release();
        }
    }

    /**
     * Arrays short enough to be read element by element (straight from a heap piece's array
     * when it holds them all), of every primitive type, at an offset into the Java array.
     */
    @ParameterizedTest(name = "{0}, little-endian {2}")
    @MethodSource("shapesAndOrders")
    void shouldReadShortArraysOfEveryTypeWhateverTheShape(String shape, int[] pieces, boolean littleEndian) {
        List<Value> arrays = List.of(
                fromIndexOne("doubles", new double[] {0, 1.5, -0.0, Double.MAX_VALUE},
                        (w, a) -> w.writeDoubles(a, 1, a.length - 1), (r, a) -> r.readDoubles(a, 1, a.length - 1)),
                fromIndexOne("long longs", new long[] {0, 1L, -2L, 0x0102030405060708L},
                        (w, a) -> w.writeLongLongs(a, 1, a.length - 1), (r, a) -> r.readLongLongs(a, 1, a.length - 1)),
                fromIndexOne("floats", new float[] {0, 2.5f, -1f, Float.MIN_VALUE},
                        (w, a) -> w.writeFloats(a, 1, a.length - 1), (r, a) -> r.readFloats(a, 1, a.length - 1)),
                fromIndexOne("longs", new int[] {0, 7, -8, 0x01020304},
                        (w, a) -> w.writeLongs(a, 1, a.length - 1), (r, a) -> r.readLongs(a, 1, a.length - 1)),
                fromIndexOne("shorts", new short[] {0, 3, -4, 0x0102},
                        (w, a) -> w.writeShorts(a, 1, a.length - 1), (r, a) -> r.readShorts(a, 1, a.length - 1)));
        ByteBuf message = shape(shape, pieces, write(littleEndian, arrays));
        try {
            CdrReader in = new CdrReader().wrap(message, message.readerIndex(), littleEndian, GiopVersion.V1_2,
                    CodeSets.DEFAULT);
            for (Value array : arrays) {
                CdrVectorTest.assertSameValue(array.expected(), array.read().apply(in));
                assertEquals(0x0102030405060708L, in.readLongLong(), "marker after " + array);
            }
            assertEquals(0, in.remaining());
        } finally {
            message.release();
        }
    }

    /**
     * {@code expected} written from its index 1, then read into a new array from index 1: the
     * read must leave index 0 alone (the element type's zero, as in {@code expected}).
     */
    private static <A> Value fromIndexOne(String name, A expected, BiConsumer<CdrWriter, A> writeFromOne,
            BiConsumer<CdrReader, A> readFromOne) {
        return new Value(name, false, -1, expected, w -> writeFromOne.accept(w, expected), r -> {
            @SuppressWarnings("unchecked")
            A read = (A) Array.newInstance(expected.getClass().getComponentType(), Array.getLength(expected));
            readFromOne.accept(r, read);
            return read;
        }, (s, v, c) -> { });
    }

    /**
     * The reader keeps the piece it is in when the cursor moves within it or a chunk boundary is
     * set, and finds the piece again when the cursor moves back before it.
     */
    @ParameterizedTest(name = "{0}, little-endian {2}")
    @MethodSource("shapesAndOrders")
    void shouldReadAgainAfterMovingBackAndStopAtAChunkEndWhateverTheShape(String shape, int[] pieces,
            boolean littleEndian) {
        List<Value> values = CdrValues.all();
        ByteBuf message = shape(shape, pieces, write(littleEndian, values));
        try {
            CdrReader in = new CdrReader().wrap(message, message.readerIndex(), littleEndian, GiopVersion.V1_2,
                    CodeSets.DEFAULT);
            int[] starts = new int[values.size()];
            for (int i = 0; i < values.size(); i++) {
                starts[i] = in.position();
                values.get(i).read().apply(in);
                in.readLongLong();
            }
            for (int i = values.size() - 1; i >= 0; i--) {
                in.position(starts[i]);
                CdrVectorTest.assertSameValue(values.get(i).expected(), values.get(i).read().apply(in));
                in.align(8);
                int marker = in.position();
                in.stopAt(marker + 4, () -> {
                    throw new AssertionError("no read starts at the chunk's end");
                });
                MARSHAL e = assertThrows(MARSHAL.class, in::readLongLong, "marker after " + values.get(i));
                assertEquals(GiopMinor.CHUNK_OVERRUN.value(), e.minor);
                in.noStop();
                assertEquals(0x0102030405060708L, in.readLongLong(), "marker after " + values.get(i));
            }
        } finally {
            message.release();
        }
    }

    /**
     * Names (repository ids, operations) are looked up in the piece's array when they lie in it
     * and through the buffer when they do not: the same strings either way, and the same errors.
     */
    @ParameterizedTest(name = "{0}, little-endian {2}")
    @MethodSource("shapesAndOrders")
    void shouldReadNamesWhateverTheShape(String shape, int[] pieces, boolean littleEndian) {
        String[] names = {"IDL:org/peregrine/bench/idl/Items:1.0", "op", "caf\u00e9", "x".repeat(StringCache.MAX_LENGTH + 1)};
        ByteBuf buf = Unpooled.buffer();
        CdrWriter out = new CdrWriter().wrap(buf, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT);
        for (String name : names) {
            CdrText.writeString(out, name);
            out.writeLongLong(0x0102030405060708L);
        }
        out.writeLong(3);
        out.writeOctet((byte) 'a');
        out.writeOctet((byte) 'b');
        out.writeOctet((byte) 'c'); // no terminating NUL
        out.flush();
        ByteBuf message = shape(shape, pieces, buf);
        StringCache cache = new StringCache();
        try {
            CdrReader in = new CdrReader().wrap(message, message.readerIndex(), littleEndian, GiopVersion.V1_2,
                    CodeSets.DEFAULT);
            for (String name : names) {
                assertEquals(name, CdrText.readName(in, cache));
                assertEquals(0x0102030405060708L, in.readLongLong(), "marker after " + name);
            }
            MARSHAL e = assertThrows(MARSHAL.class, () -> CdrText.readName(in, cache));
            assertEquals(GiopMinor.STRING_NOT_TERMINATED.value(), e.minor);
            in.position(0);
            assertSame(cache.get(Unpooled.wrappedBuffer(names[0].getBytes(StandardCharsets.ISO_8859_1)), 0,
                    names[0].length()), CdrText.readName(in, cache), "one String per name, whichever way it was read");
        } finally {
            message.release();
        }
    }

    /**
     * Indirections read as written, whether their two longs lie in one piece or not and after
     * padding or not; a long other than 0xffffffff is left unread, even the stream's last (the cursor aligned).
     */
    @ParameterizedTest(name = "{0}, little-endian {2}")
    @MethodSource("shapesAndOrders")
    void shouldReadIndirectionsWhateverTheShape(String shape, int[] pieces, boolean littleEndian) {
        ByteBuf buf = Unpooled.buffer();
        CdrWriter out = new CdrWriter().wrap(buf, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT);
        int[] targets = new int[12];
        for (int i = 0; i < targets.length; i++) {
            for (int octets = 0; octets < i % 4; octets++) {
                out.writeOctet((byte) 9); // 0 to 3 octets of padding before the indirection
            }
            targets[i] = i * 12 - 40;
            out.writeIndirection(targets[i]);
            out.writeLong(i);
        }
        out.writeOctet((byte) 9);
        out.writeLong(7); // the last long: not an indirection
        out.flush();
        ByteBuf message = shape(shape, pieces, buf);
        try {
            CdrReader in = new CdrReader().wrap(message, message.readerIndex(), littleEndian, GiopVersion.V1_2,
                    CodeSets.DEFAULT);
            for (int i = 0; i < targets.length; i++) {
                for (int octets = 0; octets < i % 4; octets++) {
                    in.readOctet();
                }
                assertEquals(targets[i], in.readIndirection(), "indirection " + i);
                assertEquals(i, in.readLong(), "after indirection " + i);
            }
            in.readOctet();
            int before = in.position();
            assertEquals(CdrReader.NO_INDIRECTION, in.readIndirection());
            assertEquals((before + 3) & ~3, in.position(), "nothing read but the padding");
            assertEquals(7, in.readLong());
        } finally {
            message.release();
        }
    }

    @ParameterizedTest(name = "{0}, little-endian {2}")
    @MethodSource("shapesAndOrders")
    void shouldReadEveryValueWhileThePiecesArrive(String shape, int[] pieces, boolean littleEndian) {
        if (pieces.length == 0) {
            return; // one piece: nothing arrives later
        }
        List<Value> values = CdrValues.all();
        try (ArrivingPieces arriving = ArrivingPieces.of(pieces(write(littleEndian, values), pieces))) {
            CdrReader in = new CdrReader().wrap(arriving.window(), 0, littleEndian, GiopVersion.V1_2,
                    CodeSets.DEFAULT).arrivals(arriving);
            for (Value value : values) {
                CdrVectorTest.assertSameValue(value.expected(), value.read().apply(in));
                assertEquals(0x0102030405060708L, in.readLongLong(), "marker after " + value);
            }
            assertEquals(0, in.remainingAtMost());
            MARSHAL e = assertThrows(MARSHAL.class, in::readOctet);
            assertEquals(GiopMinor.READ_PAST_END.value(), e.minor);
        }
    }

    @Test
    void shouldLetGoOfPiecesABulkReadPassedAndKeepPositions() {
        ByteBuf written = Unpooled.buffer();
        CdrWriter out = new CdrWriter().wrap(written, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
        int[] longs = new int[1000];
        for (int i = 0; i < longs.length; i++) {
            longs[i] = i * 7919;
        }
        out.writeOctet((byte) 1);
        out.writeLong(longs.length);
        out.writeLongs(longs, 0, longs.length);
        out.writeDouble(2.5);
        out.flush();
        CompositeByteBuf all = pieces(written, new int[] {7, 64});
        List<ByteBuf> parts = new ArrayList<>();
        for (int i = 0; i < all.numComponents(); i++) {
            parts.add(all.internalComponent(i));
        }
        try (ArrivingPieces arriving = ArrivingPieces.of(all)) {
            CdrReader in = new CdrReader().wrap(arriving.window(), 0, false, GiopVersion.V1_2, CodeSets.DEFAULT)
                    .arrivals(arriving);
            assertEquals(1, in.readOctet());
            int[] read = new int[in.readSequenceLength(4)];
            in.readLongs(read, 0, read.length);

            assertArrayEquals(longs, read);
            assertEquals(8 + 4 * 1000, in.position(), "positions count from the start of the message");
            long held = parts.stream().filter(part -> part.refCnt() > 0).count();
            assertTrue(held <= 3, held + " pieces held after the bulk read");
            assertEquals(2.5, in.readDouble());
            assertThrows(IllegalArgumentException.class, () -> in.position(0), "the start was let go of");
        }
    }

    static Stream<Arguments> shapesAndOrders() {
        return shapes().flatMap(shape -> Stream.of(true, false)
                .map(order -> Arguments.of(shape.get()[0], shape.get()[1], order)));
    }

    @Test
    void shouldReadAgainFromAnEarlierPosition() {
        ByteBuf written = Unpooled.buffer().writeLong(0x1122334455667788L).writeLong(-2);
        CompositeByteBuf message = pieces(written, new int[] {4});
        try {
            CdrReader in = new CdrReader().wrap(message, 0, false, GiopVersion.V1_2, CodeSets.DEFAULT);
            int start = in.position();
            long first = in.readLongLong();
            in.position(start);

            assertEquals(0x1122334455667788L, first);
            assertEquals(first, in.readLongLong());
            assertEquals(8, in.buffer().readerIndex(), "buffer() hands the buffer over at the cursor");
            assertEquals(-2, in.readLongLong());
        } finally {
            message.release();
        }
    }

    /** Every value, each followed by an 8-aligned marker, so that values start at every alignment. */
    private static ByteBuf write(boolean littleEndian, List<Value> values) {
        ByteBuf buf = Unpooled.buffer();
        CdrWriter out = new CdrWriter().wrap(buf, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT);
        out.writeLongLong(0x0102030405060708L);
        for (Value value : values) {
            value.write().accept(out);
            out.writeLongLong(0x0102030405060708L);
        }
        out.flush();
        buf.skipBytes(8); // the leading marker only aligns the values as a message body would be
        return buf;
    }

    private static ByteBuf shape(String shape, int[] pieces, ByteBuf written) {
        if (shape.equals("whole")) {
            return written;
        }
        boolean heap = shape.startsWith("heap");
        if (shape.endsWith("slice")) {
            ByteBuf parent = allocate(heap, written.readableBytes() + 40);
            parent.writerIndex(40).writeBytes(written);
            written.release();
            ByteBuf slice = parent.retainedSlice(40, parent.writerIndex() - 40);
            parent.release();
            return slice;
        }
        return pieces(written, pieces, heap);
    }

    private static ByteBuf allocate(boolean heap, int capacity) {
        return heap ? PooledByteBufAllocator.DEFAULT.heapBuffer(capacity)
                : PooledByteBufAllocator.DEFAULT.directBuffer(capacity);
    }

    /** The readable octets of {@code written} as a composite of pooled direct pieces (released). */
    private static CompositeByteBuf pieces(ByteBuf written, int[] lengths) {
        return pieces(written, lengths, false);
    }

    /** The readable octets of {@code written} as a composite of pooled pieces (released). */
    private static CompositeByteBuf pieces(ByteBuf written, int[] lengths, boolean heap) {
        CompositeByteBuf composite = PooledByteBufAllocator.DEFAULT.compositeDirectBuffer(Integer.MAX_VALUE);
        List<ByteBuf> parts = new ArrayList<>();
        for (int i = 0; written.isReadable(); i++) {
            int length = Math.min(lengths[i % lengths.length], written.readableBytes());
            ByteBuf part = allocate(heap, length);
            part.writeBytes(written, length);
            parts.add(part);
        }
        written.release();
        parts.forEach(part -> composite.addComponent(true, part));
        return composite;
    }
}
