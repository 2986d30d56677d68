package org.peregrine.giop.cdr;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;
import org.peregrine.bench.MicrobenchmarkDefaults;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrWriter} and {@link CdrReader} on a pooled direct buffer, both byte orders: primitives
 * one by one ({@code long}, {@code double}), 64-character strings (ISO 8859-1 or UTF-8), and bulk sequences of octets,
 * longs and doubles ({@code size} elements). The write benchmarks start each invocation at index
 * 0 of the same buffer; the read benchmarks read a buffer written once in setup.
 *
 * <pre>
 * java -jar bench/target/benchmarks.jar CdrCodecBenchmark
 * java -jar bench/target/benchmarks.jar CdrCodecBenchmark.readDoubleSequence -p size=16384
 * </pre>
 */
public class CdrCodecBenchmark extends MicrobenchmarkDefaults {

    private static final String STRING = "Peregrine-benchmark-string-of-64-characters-ABCDEFGHIJKLMNOPQRST";

    @Param({"true", "false"})
    public boolean littleEndian;

    @Param({"16", "1024", "16384"})
    public int size;

    /** The char code set strings are written in (GIOP's default, or UTF-8 as between Peregrine ORBs). */
    @Param({"ISO_8859_1", "UTF_8"})
    public String charSet;

    private CodeSets codeSets;

    private final CdrWriter writer = new CdrWriter();
    private final CdrReader reader = new CdrReader();
    private ByteBuf out;
    private ByteBuf longs;
    private ByteBuf doubles;
    private ByteBuf strings;
    private int[] longArray;
    private double[] doubleArray;
    private byte[] octetArray;

    @Setup
    public void setUp() {
        codeSets = new CodeSets(CharCodeSet.valueOf(charSet), CodeSets.DEFAULT.wcharSet());
        int capacity = size * (8 + 4 + STRING.length() + 8) + 64;
        out = PooledByteBufAllocator.DEFAULT.directBuffer(capacity);
        longArray = new int[size];
        doubleArray = new double[size];
        octetArray = new byte[size];
        for (int i = 0; i < size; i++) {
            longArray[i] = i * 31;
            doubleArray[i] = i * 0.5;
            octetArray[i] = (byte) i;
        }
        longs = written(w -> w.writeLongs(longArray, 0, size));
        doubles = written(w -> w.writeDoubles(doubleArray, 0, size));
        strings = written(w -> {
            for (int i = 0; i < size; i++) {
                CdrText.writeString(w, STRING);
            }
        });
    }

    private ByteBuf written(java.util.function.Consumer<CdrWriter> body) {
        ByteBuf buf = PooledByteBufAllocator.DEFAULT.directBuffer(out.capacity());
        body.accept(new CdrWriter().wrap(buf, 0, littleEndian, GiopVersion.V1_2, codeSets));
        return buf;
    }

    @TearDown
    public void tearDown() {
        out.release();
        longs.release();
        doubles.release();
        strings.release();
    }

    private CdrWriter writer() {
        out.clear();
        return writer.wrap(out, 0, littleEndian, GiopVersion.V1_2, codeSets);
    }

    private CdrReader reader(ByteBuf buf) {
        buf.readerIndex(0);
        return reader.wrap(buf, 0, littleEndian, GiopVersion.V1_2, codeSets);
    }

    @Benchmark
    public int writeLongOneByOne() {
        CdrWriter w = writer();
        for (int i = 0; i < size; i++) {
            w.writeLong(longArray[i]);
        }
        return out.writerIndex();
    }

    @Benchmark
    public int writeLongSequence() {
        writer().writeLongs(longArray, 0, size);
        return out.writerIndex();
    }

    @Benchmark
    public int writeDoubleOneByOne() {
        CdrWriter w = writer();
        for (int i = 0; i < size; i++) {
            w.writeDouble(doubleArray[i]);
        }
        return out.writerIndex();
    }

    @Benchmark
    public int writeDoubleSequence() {
        writer().writeDoubles(doubleArray, 0, size);
        return out.writerIndex();
    }

    @Benchmark
    public int writeOctetSequence() {
        writer().writeOctets(octetArray, 0, size);
        return out.writerIndex();
    }

    @Benchmark
    public int writeStrings() {
        CdrWriter w = writer();
        for (int i = 0; i < size; i++) {
            CdrText.writeString(w, STRING);
        }
        return out.writerIndex();
    }

    @Benchmark
    public long readLongOneByOne() {
        CdrReader r = reader(longs);
        long sum = 0;
        for (int i = 0; i < size; i++) {
            sum += r.readLong();
        }
        return sum;
    }

    @Benchmark
    public int[] readLongSequence() {
        reader(longs).readLongs(longArray, 0, size);
        return longArray;
    }

    @Benchmark
    public double readDoubleOneByOne() {
        CdrReader r = reader(doubles);
        double sum = 0;
        for (int i = 0; i < size; i++) {
            sum += r.readDouble();
        }
        return sum;
    }

    @Benchmark
    public double[] readDoubleSequence() {
        reader(doubles).readDoubles(doubleArray, 0, size);
        return doubleArray;
    }

    @Benchmark
    public void readStrings(Blackhole blackhole) {
        CdrReader r = reader(strings);
        for (int i = 0; i < size; i++) {
            blackhole.consume(CdrText.readString(r));
        }
    }
}
