package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * {@link ByteBuffer} views of a buffer's memory in a given byte order, through which arrays of
 * primitives are copied in bulk: {@code LongBuffer.put(long[])} and its kind copy with one memory
 * move, swapping bytes in the same pass when the stream's byte order is not the machine's: no
 * conversion at all when both sides share a byte order (Juric et al. §5), and no loop per
 * element when they do not.
 */
final class BulkViews {

    private BulkViews() {
    }

    /**
     * A view of {@code [index, index + length)} of {@code buf}, which the caller has made
     * writable, or {@code null} if the buffer is not one piece of memory.
     */
    static ByteBuffer writable(ByteBuf buf, int index, int length, boolean littleEndian) {
        if (buf.nioBufferCount() != 1) {
            return null;
        }
        return ordered(buf.internalNioBuffer(index, length), littleEndian);
    }

    /**
     * A view of the longest contiguous run of readable octets of {@code buf} from {@code
     * index}, at most {@code length} long; for a reassembled message ({@link CompositeByteBuf}),
     * the run inside one fragment. {@code null} when there is none to view.
     */
    static ByteBuffer readable(ByteBuf buf, int index, int length, boolean littleEndian) {
        if (buf instanceof CompositeByteBuf composite) {
            int component = composite.toComponentIndex(index);
            int offset = index - composite.toByteIndex(component);
            ByteBuf piece = composite.internalComponent(component);
            int run = Math.min(length, piece.readableBytes() - offset);
            if (run <= 0 || piece.nioBufferCount() != 1) {
                return null;
            }
            return order(piece.nioBuffer(piece.readerIndex() + offset, run), littleEndian);
        }
        if (buf.nioBufferCount() != 1) {
            return null;
        }
        // a fresh view, not the buffer's shared internal one: a lent message's memory belongs to
        // the read-ahead buffer, whose internal view the connection's next reader moves meanwhile
        return order(buf.nioBuffer(index, Math.min(length, buf.writerIndex() - index)), littleEndian);
    }

    /**
     * Copies {@code n} elements of {@code array} (a {@code short[]}, {@code int[]}, {@code
     * long[]}, {@code float[]} or {@code double[]}) from {@code index} into {@code view}.
     */
    static void put(ByteBuffer view, Object array, int index, int n) {
        if (array instanceof short[] values) {
            view.asShortBuffer().put(values, index, n);
        } else if (array instanceof int[] values) {
            view.asIntBuffer().put(values, index, n);
        } else if (array instanceof long[] values) {
            view.asLongBuffer().put(values, index, n);
        } else if (array instanceof float[] values) {
            view.asFloatBuffer().put(values, index, n);
        } else {
            view.asDoubleBuffer().put((double[]) array, index, n);
        }
    }

    /** Copies {@code n} elements from {@code view} into {@code array} from {@code index}; see {@link #put}. */
    static void get(ByteBuffer view, Object array, int index, int n) {
        if (array instanceof short[] values) {
            view.asShortBuffer().get(values, index, n);
        } else if (array instanceof int[] values) {
            view.asIntBuffer().get(values, index, n);
        } else if (array instanceof long[] values) {
            view.asLongBuffer().get(values, index, n);
        } else if (array instanceof float[] values) {
            view.asFloatBuffer().get(values, index, n);
        } else {
            view.asDoubleBuffer().get((double[]) array, index, n);
        }
    }

    /** A slice in the stream's order: the buffer's own cached view keeps its order untouched. */
    private static ByteBuffer ordered(ByteBuffer view, boolean littleEndian) {
        return order(view.slice(), littleEndian);
    }

    private static ByteBuffer order(ByteBuffer view, boolean littleEndian) {
        return view.order(littleEndian ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN);
    }
}
