package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.Unpooled;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrReader} reading a short array of {@code long}s and of {@code double}s ({@code size}
 * elements), as struct members and small sequences are: from a heap buffer, where an {@code any}
 * keeps its value, or a pooled direct buffer, where a message arrives; in both byte orders. Each
 * invocation wraps the reader anew, as each {@code extract} or message does. The sizes straddle
 * the length below which {@link CdrReader} reads an array element by element rather than through
 * a bulk view.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar SmallArrayReadBenchmark
 * </pre>
 */
public class SmallArrayReadBenchmark extends MicrobenchmarkDefaults {

    @Param({"4", "8", "16", "32", "64"})
    public int size;

    @Param({"true", "false"})
    public boolean littleEndian;

    @Param({"heap", "direct"})
    public String memory;

    private final CdrReader reader = new CdrReader();
    private ByteBuf longs;
    private ByteBuf doubles;
    private int[] longArray;
    private double[] doubleArray;

    @Setup
    public void setUp() {
        longArray = new int[size];
        doubleArray = new double[size];
        for (int i = 0; i < size; i++) {
            longArray[i] = i * 31;
            doubleArray[i] = i * 0.5;
        }
        longs = written(w -> w.writeLongs(longArray, 0, size));
        doubles = written(w -> w.writeDoubles(doubleArray, 0, size));
    }

    private ByteBuf written(java.util.function.Consumer<CdrWriter> body) {
        int capacity = size * 8 + 16;
        ByteBuf buf = memory.equals("heap") ? Unpooled.buffer(capacity)
                : PooledByteBufAllocator.DEFAULT.directBuffer(capacity);
        body.accept(new CdrWriter().wrap(buf, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT));
        return buf;
    }

    @TearDown
    public void tearDown() {
        longs.release();
        doubles.release();
    }

    @Benchmark
    public int[] readLongs() {
        reader.wrap(longs, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT).readLongs(longArray, 0, size);
        return longArray;
    }

    @Benchmark
    public double[] readDoubles() {
        reader.wrap(doubles, 0, littleEndian, GiopVersion.V1_2, CodeSets.DEFAULT).readDoubles(doubleArray, 0, size);
        return doubleArray;
    }
}
