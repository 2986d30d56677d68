package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.message.GiopVersion;

/**
 * The writer writes heap buffers through their backing array, keeping the writer index itself,
 * and other buffers through Netty (see {@link CdrWriter}): both must give the same octets, also
 * when a heap buffer grows or sits at an array offset, when the message leaves in heap parts, and
 * when lengths are filled in later. (Direct buffers take the writer's general path, so a primitive
 * it writes in one step into an array, as {@code writeLongAndIndirection}, is checked against
 * its parts written one by one.)
 */
class CdrWriterBuffersTest {

    /** For strings beyond Latin-1 (a Latin-1 char needs the default code sets). */
    private static final CodeSets UTF_8 = new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);

    /** Every value of the vectors, each after 1 to 7 octets so that it starts at every alignment. */
    private static void writeAll(CdrWriter out) {
        int shift = 0;
        for (CdrValues.Value value : CdrValues.all()) {
            shift = shift % 7 + 1;
            for (int i = 0; i < shift; i++) {
                out.writeOctet((byte) (0xa0 + i));
            }
            out.codeSets(value.name().contains("nonlatin") ? UTF_8 : CodeSets.DEFAULT);
            long encapsulation = out.beginEncapsulation();
            value.write().accept(out);
            out.endEncapsulation(encapsulation);
            int chunk = out.reserveLength();
            value.write().accept(out);
            out.align(8);
            out.fillLength(chunk);
        }
        CdrText.writeAsciiString(out, CdrText.encodeAscii("IDL:omg.org/CORBA/StringValue:1.0"));
        for (int padding = 0; padding < 4; padding++) { // a value header at each alignment
            for (int i = 0; i < padding; i++) {
                out.writeOctet((byte) (0xb0 + i));
            }
            int aligned = (out.position() + 3) & ~3;
            assertEquals(aligned, out.writeLongAndIndirection(0x7fffff02, padding * 4), "the position of the long");
        }
    }

    private static byte[] written(ByteBuf buf, boolean littleEndian) {
        try {
            CdrWriter out = new CdrWriter().wrap(buf, buf.writerIndex(), littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT);
            writeAll(out);
            assertEquals(out.position(), out.buffer().readableBytes(), "writer index after buffer()");
            return ByteBufUtil.getBytes(buf);
        } finally {
            buf.release();
        }
    }

    private static byte[] throughNetty(boolean littleEndian) {
        return written(UnpooledByteBufAllocator.DEFAULT.directBuffer(16), littleEndian);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void shouldWriteAHeapBufferThatGrowsAsNettyWritesADirectOne(boolean littleEndian) {
        assertEquals(ByteBufUtil.hexDump(throughNetty(littleEndian)),
                ByteBufUtil.hexDump(written(Unpooled.buffer(1), littleEndian)));
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void shouldWriteAPooledHeapBufferAtItsArrayOffset(boolean littleEndian) {
        PooledByteBufAllocator pool = new PooledByteBufAllocator(false);
        pool.heapBuffer(24).release(); // so the next one does not start at offset 0 of the chunk, likely
        ByteBuf buf = pool.heapBuffer(64);
        assertEquals(ByteBufUtil.hexDump(throughNetty(littleEndian)), ByteBufUtil.hexDump(written(buf, littleEndian)));
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 16, 48})
    void shouldWriteTheSameOctetsIntoHeapPartsAsIntoOneBuffer(int partSize) {
        HeapParts parts = new HeapParts(partSize);
        CdrWriter out = new CdrWriter().wrap(parts.first(), 0, partSize, false, GiopVersion.V1_2, CodeSets.DEFAULT,
                parts);
        writeAll(out);
        out.flush();

        assertEquals(ByteBufUtil.hexDump(throughNetty(false)), ByteBufUtil.hexDump(parts.joined()));
    }

    /**
     * An overflow into heap parts of one size, kept (never sent), so that lengths in any part can
     * be filled in; message position {@code p} is at index {@code p - partSize * n} of part {@code n}.
     */
    private static final class HeapParts implements Overflow {

        private final int partSize;
        private final List<ByteBuf> parts = new ArrayList<>();

        HeapParts(int partSize) {
            this.partSize = partSize;
        }

        ByteBuf first() {
            parts.add(Unpooled.buffer(partSize, partSize));
            return parts.get(0);
        }

        @Override
        public void overflow(CdrWriter writer, boolean hold, long pending) {
            ByteBuf next = Unpooled.buffer(partSize, partSize);
            parts.add(next);
            writer.continueIn(next, -partSize * (parts.size() - 1), partSize);
        }

        @Override
        public void patchLong(int messagePosition, int value) {
            for (int i = 0; i < 4; i++) {
                int at = messagePosition + i;
                parts.get(at / partSize).setByte(at % partSize, value >>> 24 - 8 * i);
            }
        }

        @Override
        public void holdEnded() {
        }

        byte[] joined() {
            ByteArrayOutputStream whole = new ByteArrayOutputStream();
            for (ByteBuf part : parts) {
                whole.writeBytes(ByteBufUtil.getBytes(part));
                part.release();
            }
            return whole.toByteArray();
        }
    }
}
