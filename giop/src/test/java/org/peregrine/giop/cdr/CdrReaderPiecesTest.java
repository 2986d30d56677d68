package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import java.util.ArrayList;
import java.util.List;
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
 * anywhere, also inside a primitive (GIOP 1.1 fragments may split an 8-octet value).
 */
class CdrReaderPiecesTest {

    /** Piece lengths, used in turn: 8-multiples like GIOP 1.2 fragments, and odd ones. */
    static Stream<Arguments> shapes() {
        return Stream.of(
                Arguments.of("whole", new int[0]),
                Arguments.of("slice", new int[0]),
                Arguments.of("pieces of 16", new int[] {16}),
                Arguments.of("pieces of 8, 24, 64", new int[] {8, 24, 64}),
                Arguments.of("pieces of 7, 13, 3", new int[] {7, 13, 3}),
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
        buf.skipBytes(8); // the leading marker only aligns the values as a message body would be
        return buf;
    }

    private static ByteBuf shape(String shape, int[] pieces, ByteBuf written) {
        if (shape.equals("whole")) {
            return written;
        }
        if (shape.equals("slice")) {
            ByteBuf parent = PooledByteBufAllocator.DEFAULT.directBuffer(written.readableBytes() + 40);
            parent.writerIndex(40).writeBytes(written);
            written.release();
            ByteBuf slice = parent.retainedSlice(40, parent.writerIndex() - 40);
            parent.release();
            return slice;
        }
        return pieces(written, pieces);
    }

    /** The readable octets of {@code written} as a composite of pooled pieces (released). */
    private static CompositeByteBuf pieces(ByteBuf written, int[] lengths) {
        CompositeByteBuf composite = PooledByteBufAllocator.DEFAULT.compositeDirectBuffer(Integer.MAX_VALUE);
        List<ByteBuf> parts = new ArrayList<>();
        for (int i = 0; written.isReadable(); i++) {
            int length = Math.min(lengths[i % lengths.length], written.readableBytes());
            ByteBuf part = PooledByteBufAllocator.DEFAULT.directBuffer(length);
            part.writeBytes(written, length);
            parts.add(part);
        }
        written.release();
        parts.forEach(part -> composite.addComponent(true, part));
        return composite;
    }
}
