package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.CompositeByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrReader} reading {@code size} structs of the runner's {@code Sample} shape ({@code
 * long, long, double, double}: 24 octets) field by field, as a generated helper does, from a
 * message in each of the shapes the ORB hands it:
 *
 * <ul>
 *   <li>{@code whole}: one pooled direct buffer (a message larger than the read-ahead buffer);
 *   <li>{@code slice}: a slice of a larger buffer (a message lent from the read-ahead buffer);
 *   <li>{@code fragments}: a {@link CompositeByteBuf} of 16 KiB pieces (a reassembled message of
 *       the default fragment size).
 * </ul>
 *
 * <p>Before measuring, the reader reads every shape, so its call sites see the buffer classes
 * the ORB's reader sees (a benchmark of one shape alone would let the JIT inline that one class).
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar StructReadBenchmark -p size=4096
 * </pre>
 */
public class StructReadBenchmark extends MicrobenchmarkDefaults {

    private static final int SAMPLE_SIZE = 24;
    private static final int PIECE = 16 * 1024;

    @Param({"whole", "slice", "fragments"})
    public String shape;

    @Param({"true", "false"})
    public boolean littleEndian;

    @Param({"256", "4096"})
    public int size;

    private final CdrReader reader = new CdrReader();
    private ByteBuf whole;
    private ByteBuf sliceParent;
    private ByteBuf slice;
    private CompositeByteBuf fragments;
    private ByteBuf measured;

    @Setup
    public void setUp() {
        int length = size * SAMPLE_SIZE;
        whole = PooledByteBufAllocator.DEFAULT.directBuffer(length, length);
        CdrWriter writer = new CdrWriter().wrap(whole, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT);
        for (int i = 0; i < size; i++) {
            writer.writeLong(i);
            writer.writeLong(2 * i);
            writer.writeDouble(i * 0.5);
            writer.writeDouble(i * 0.25);
        }
        sliceParent = PooledByteBufAllocator.DEFAULT.directBuffer(length + 64, length + 64);
        sliceParent.writerIndex(64).writeBytes(whole, 0, length);
        slice = sliceParent.slice(64, length);
        fragments = PooledByteBufAllocator.DEFAULT.compositeDirectBuffer(Integer.MAX_VALUE);
        for (int start = 0; start < length; start += PIECE) {
            int pieceLength = Math.min(PIECE, length - start);
            ByteBuf piece = PooledByteBufAllocator.DEFAULT.directBuffer(pieceLength, pieceLength);
            piece.writeBytes(whole, start, pieceLength);
            fragments.addComponent(true, piece);
        }
        for (int i = 0; i < 2000; i++) {
            readSamples(whole);
            readSamples(slice);
            readSamples(fragments);
        }
        measured = switch (shape) {
            case "whole" -> whole;
            case "slice" -> slice;
            case "fragments" -> fragments;
            default -> throw new IllegalArgumentException(shape);
        };
    }

    @TearDown
    public void tearDown() {
        whole.release();
        sliceParent.release();
        fragments.release();
    }

    @Benchmark
    public double readStructs() {
        return readSamples(measured);
    }

    private double readSamples(ByteBuf message) {
        message.readerIndex(0);
        CdrReader r = reader.wrap(message, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT);
        double sum = 0;
        for (int i = 0; i < size; i++) {
            sum += r.readLong() + r.readLong() + r.readDouble() + r.readDouble();
        }
        return sum;
    }
}
