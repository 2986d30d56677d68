package org.peregrine.giop.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import io.netty.buffer.Unpooled;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.FixedDecimal;
import org.peregrine.giop.cdr.StringCache;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;

/**
 * CDR read from untrusted octets by {@link CdrReader} and {@link CdrText}. An input is, from its
 * end ({@link FuzzedDataProvider} takes numbers from there), one octet each for the stream's
 * version, byte order and code sets ({@link StreamSettings}), the lengths of the message's first
 * three pieces and the length of a script of reads; and from its start the script, then the
 * octets it reads. Each script octet is one read: its low five bits say which, its high three an
 * argument (a length, an alignment). The script runs over every shape of message ({@link
 * ReadInEveryShape}); text read whole is written again and must read back the same.
 */
class CdrFuzzTest {

    private static final int MAX_STEPS = 64;
    private static final int PIECES = 3;
    private static final Runnable NOTHING = () -> { };
    /** The streams a string is copied into: one in each char code set. */
    private static final CodeSets[] COPY_CODE_SETS = {CodeSets.DEFAULT,
        new CodeSets(CharCodeSet.UTF_8, WcharCodeSet.UTF_16)};

    private final PooledInput input = new PooledInput();
    private final ReadInEveryShape shapes = new ReadInEveryShape(input);
    private final StringCache names = new StringCache();

    @FuzzTest
    void primitives(FuzzedDataProvider data) {
        run(data, CdrFuzzTest::primitives);
    }

    @FuzzTest
    void strings(FuzzedDataProvider data) {
        run(data, this::strings);
    }

    @FuzzTest
    void wideStrings(FuzzedDataProvider data) {
        run(data, CdrFuzzTest::wideStrings);
    }

    /** One read of a script: what it read goes to the transcript. */
    private interface Step {
        /** @param readers the message's reader, under those of the encapsulations opened and not closed */
        void read(int step, int argument, Deque<CdrReader> readers, StringBuilder transcript);
    }

    private void run(FuzzedDataProvider data, Step steps) {
        StreamSettings settings = StreamSettings.pick(data);
        int[] pieceLengths = new int[PIECES];
        for (int i = 0; i < PIECES; i++) {
            pieceLengths[i] = data.consumeInt(1, 64);
        }
        byte[] script = data.consumeBytes(data.consumeInt(0, MAX_STEPS));
        shapes.run(settings, data.consumeRemainingAsBytes(), pieceLengths, (message, transcript) -> {
            Deque<CdrReader> readers = new ArrayDeque<>();
            readers.push(message);
            for (byte step : script) {
                steps.read(step & 0x1f, (step >>> 5) & 7, readers, transcript);
                transcript.append(" @").append(readers.peek().position()).append('\n');
            }
        });
    }

    /**
     * Primitives, arrays (of a length read before them, or a short one of the argument's length),
     * alignment, encapsulations (read until step 24 closes them), fixed-point numbers,
     * indirections and chunk stops.
     */
    private static void primitives(int step, int argument, Deque<CdrReader> readers, StringBuilder transcript) {
        CdrReader in = readers.peek();
        switch (step) {
            case 0 -> transcript.append(in.readOctet());
            case 1 -> transcript.append(in.readBoolean());
            case 2 -> transcript.append(in.readShort());
            case 3 -> transcript.append(in.readLong());
            case 4 -> transcript.append(in.readLongLong());
            case 5 -> transcript.append(Float.floatToRawIntBits(in.readFloat()));
            case 6 -> transcript.append(Double.doubleToRawLongBits(in.readDouble()));
            case 7 -> in.align(1 << (argument & 3));
            case 8 -> in.skip(argument);
            case 9 -> transcript.append(in.readSequenceLength(1 << (argument & 3)));
            case 10 -> transcript.append(Arrays.hashCode(in.readOctetSequence()));
            case 11 -> {
                boolean[] values = new boolean[argument];
                in.readBooleans(values, 0, values.length);
                transcript.append(Arrays.toString(values));
            }
            case 12 -> {
                short[] values = new short[in.readSequenceLength(2)];
                in.readShorts(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
            case 13 -> {
                int[] values = new int[in.readSequenceLength(4)];
                in.readLongs(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
            case 14 -> {
                long[] values = new long[in.readSequenceLength(8)];
                in.readLongLongs(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
            case 15 -> {
                float[] values = new float[in.readSequenceLength(4)];
                in.readFloats(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
            case 16 -> {
                double[] values = new double[in.readSequenceLength(8)];
                in.readDoubles(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
            case 17 -> {
                short[] values = new short[argument];
                in.readShorts(values, 0, values.length);
                transcript.append(Arrays.toString(values));
            }
            case 18 -> {
                int[] values = new int[argument];
                in.readLongs(values, 0, values.length);
                transcript.append(Arrays.toString(values));
            }
            case 19 -> {
                long[] values = new long[argument];
                in.readLongLongs(values, 0, values.length);
                transcript.append(Arrays.toString(values));
            }
            case 20 -> {
                double[] values = new double[argument];
                in.readDoubles(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
            case 21 -> transcript.append(in.readIndirection());
            case 22 -> readers.push(in.openEncapsulation());
            case 23 -> readers.push(in.openEncapsulationInPlace());
            case 24 -> {
                if (readers.size() > 1) {
                    readers.pop();
                }
            }
            case 25 -> transcript.append(FixedDecimal.read(in, (short) (4 * argument + 1), (short) argument));
            case 26 -> transcript.append(FixedDecimal.readUnscaled(in));
            case 27 -> transcript.append(in.hashAhead(3 * argument));
            case 28 -> in.stopAt(in.position() + 4 * argument + 1, NOTHING);
            case 29 -> in.noStop();
            case 30 -> transcript.append(in.hasMore());
            default -> {
                byte[] values = new byte[5 * argument];
                in.readOctets(values, 0, values.length);
                transcript.append(Arrays.hashCode(values));
            }
        }
    }

    /** Narrow text: chars, strings, names through a cache, strings copied into another stream. */
    private void strings(int step, int argument, Deque<CdrReader> readers, StringBuilder transcript) {
        CdrReader in = readers.peek();
        switch (step & 7) {
            case 0 -> transcript.append((int) CdrText.readChar(in));
            case 1 -> {
                char[] values = new char[argument];
                CdrText.readChars(in, values, 0, values.length);
                transcript.append(values);
            }
            case 2 -> transcript.append(stringWrittenAgain(in));
            case 3 -> {
                int start = in.position();
                String name = CdrText.readName(in, names);
                int end = in.position();
                in.position(start);
                assertEquals(CdrText.readString(in), name, "a name read through the cache");
                assertEquals(end, in.position());
                transcript.append(name);
            }
            case 4 -> {
                int start = in.position();
                String value = CdrText.readString(in);
                in.position(start);
                CdrWriter out = new CdrWriter().wrap(Unpooled.buffer(), 0, in.littleEndian(), in.version(),
                        COPY_CODE_SETS[argument % COPY_CODE_SETS.length]);
                CdrText.copyString(in, out);
                CdrReader copy = new CdrReader().wrap(out.buffer(), 0, out.littleEndian(), out.version(),
                        out.codeSets());
                assertEquals(value, CdrText.readString(copy), "a string copied into a stream in " + out.codeSets());
                transcript.append(value);
            }
            case 5 -> in.align(1 << (argument & 3));
            case 6 -> transcript.append(in.readLong());
            default -> in.skip(argument);
        }
    }

    private static String stringWrittenAgain(CdrReader in) {
        String value = CdrText.readString(in);
        CdrWriter out = new CdrWriter().wrap(Unpooled.buffer(), 0, in.littleEndian(), in.version(), in.codeSets());
        CdrText.writeString(out, value);
        assertEquals(value, CdrText.readString(readerOf(out)), "a string written again");
        return value;
    }

    /** Wide text: wchars and wstrings, in the encoding of the stream's GIOP version. */
    private static void wideStrings(int step, int argument, Deque<CdrReader> readers, StringBuilder transcript) {
        CdrReader in = readers.peek();
        switch (step & 7) {
            case 0 -> transcript.append((int) CdrText.readWchar(in));
            case 1 -> {
                char[] values = new char[argument];
                CdrText.readWchars(in, values, 0, values.length);
                transcript.append(Arrays.toString(values));
            }
            case 2, 3 -> transcript.append(wstringWrittenAgain(in));
            case 4 -> in.align(1 << (argument & 3));
            case 5 -> transcript.append(in.readLong());
            case 6 -> transcript.append(in.readOctet());
            default -> in.skip(argument);
        }
    }

    private static String wstringWrittenAgain(CdrReader in) {
        String value = CdrText.readWString(in);
        CdrWriter out = new CdrWriter().wrap(Unpooled.buffer(), 0, in.littleEndian(), in.version(), in.codeSets());
        CdrText.writeWString(out, value);
        assertEquals(value, CdrText.readWString(readerOf(out)), "a wstring written again");
        return Arrays.toString(value.toCharArray());
    }

    private static CdrReader readerOf(CdrWriter out) {
        return new CdrReader().wrap(out.buffer(), 0, out.littleEndian(), out.version(), out.codeSets());
    }
}
