package org.peregrine.giop.cdr;

import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.peregrine.giop.Wire;
import org.peregrine.giop.message.GiopVersion;

/**
 * The values the peers encoded into {@code cdr1M-<name>.hex} (vectors/README.md), each with how
 * Peregrine writes and reads it and how it is spelled by hand with {@link Wire}. Immutable.
 */
final class CdrValues {

    /** How a value is spelled on the wire, given the version and the char code set's charset. */
    @FunctionalInterface
    interface Spelling {
        void spell(Wire wire, GiopVersion version, Charset charset);
    }

    /**
     * @param name the vector name, {@code cdr1M-<name>.hex}
     * @param wide whether the value holds wchar data (not in GIOP 1.0, checked separately)
     * @param typeCodeKind the TCKind of the simple TypeCode in {@code cdr1M-any-<name>.hex}, or
     *     -1 where the TypeCode has parameters beyond a bound
     */
    record Value(String name, boolean wide, int typeCodeKind, Object expected, Consumer<CdrWriter> write,
            Function<CdrReader, Object> read, Spelling spelling) {

        boolean hasStringBound() {
            return typeCodeKind == 18 || typeCodeKind == 27;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static final String HELLO = "Hello, Peregrine";
    static final String LATIN1 = "Gr\u00fc\u00dfe";
    static final String NON_LATIN = "\u65e5\u672c\u8a9e";
    static final int[] LONGS = {1, -2, 0x01020304, Integer.MAX_VALUE, Integer.MIN_VALUE};
    static final byte[] OCTETS = {0x00, 0x01, 0x02, 0x7f, (byte) 0x80, (byte) 0xff};
    static final short[] SHORTS = {1, -1, 258, 32767};

    private CdrValues() {
    }

    static List<Value> all() {
        return List.of(
                simple("boolean-true", 8, true, w -> w.writeBoolean(true), CdrReader::readBoolean, s -> s.octet(1)),
                simple("boolean-false", 8, false, w -> w.writeBoolean(false), CdrReader::readBoolean, s -> s.octet(0)),
                simple("char", 9, 'A', w -> CdrText.writeChar(w, 'A'), CdrText::readChar, s -> s.octet(0x41)),
                simple("char-latin1", 9, '\u00e9', w -> CdrText.writeChar(w, '\u00e9'), CdrText::readChar, s -> s.octet(0xe9)),
                wide("wchar", 26, 'A', w -> CdrText.writeWchar(w, 'A'), CdrText::readWchar, (s, v, c) -> wchar(s, v, 'A')),
                wide("wchar-nonlatin", 26, '\u65e5', w -> CdrText.writeWchar(w, '\u65e5'), CdrText::readWchar,
                        (s, v, c) -> wchar(s, v, '\u65e5')),
                simple("octet", 10, (byte) 0xab, w -> w.writeOctet((byte) 0xab), CdrReader::readOctet, s -> s.octet(0xab)),
                simple("short", 2, (short) -2, w -> w.writeShort((short) -2), CdrReader::readShort, s -> s.int16(-2)),
                simple("short-positive", 2, (short) 0x0102, w -> w.writeShort((short) 0x0102), CdrReader::readShort,
                        s -> s.int16(0x0102)),
                simple("ushort", 4, (short) 0xfedc, w -> w.writeShort((short) 0xfedc), CdrReader::readShort,
                        s -> s.int16(0xfedc)),
                simple("long", 3, -123456789, w -> w.writeLong(-123456789), CdrReader::readLong, s -> s.int32(-123456789)),
                simple("long-positive", 3, 0x01020304, w -> w.writeLong(0x01020304), CdrReader::readLong,
                        s -> s.int32(0x01020304)),
                simple("ulong", 5, 0xfedcba98, w -> w.writeLong(0xfedcba98), CdrReader::readLong, s -> s.int32(0xfedcba98)),
                simple("longlong", 23, 0x0102030405060708L, w -> w.writeLongLong(0x0102030405060708L),
                        CdrReader::readLongLong, s -> s.int64(0x0102030405060708L)),
                simple("longlong-negative", 23, -2L, w -> w.writeLongLong(-2L), CdrReader::readLongLong, s -> s.int64(-2L)),
                simple("ulonglong", 24, 0xfedcba9876543210L, w -> w.writeLongLong(0xfedcba9876543210L),
                        CdrReader::readLongLong, s -> s.int64(0xfedcba9876543210L)),
                simple("float", 6, 1.5f, w -> w.writeFloat(1.5f), CdrReader::readFloat, s -> s.float32(1.5f)),
                simple("float-negative", 6, -0.25f, w -> w.writeFloat(-0.25f), CdrReader::readFloat,
                        s -> s.float32(-0.25f)),
                simple("double", 7, Math.PI, w -> w.writeDouble(Math.PI), CdrReader::readDouble, s -> s.float64(Math.PI)),
                simple("double-negative", 7, -2.5e-10, w -> w.writeDouble(-2.5e-10), CdrReader::readDouble,
                        s -> s.float64(-2.5e-10)),
                string("string-empty", ""),
                string("string", HELLO),
                string("string-latin1", LATIN1),
                wstring("wstring-empty", ""),
                wstring("wstring", HELLO),
                wstring("wstring-latin1", LATIN1),
                wstring("wstring-nonlatin", NON_LATIN),
                new Value("seq-long", false, -1, LONGS, w -> {
                    w.writeLong(LONGS.length);
                    w.writeLongs(LONGS, 0, LONGS.length);
                }, r -> {
                    int[] values = new int[r.readSequenceLength(4)];
                    r.readLongs(values, 0, values.length);
                    return values;
                }, (s, v, c) -> {
                    s.int32(LONGS.length);
                    Arrays.stream(LONGS).forEach(s::int32);
                }),
                new Value("seq-octet", false, -1, OCTETS, w -> w.writeOctetSequence(OCTETS),
                        CdrReader::readOctetSequence, (s, v, c) -> s.octets(OCTETS)),
                new Value("seq-octet-empty", false, -1, new byte[0], w -> w.writeOctetSequence(new byte[0]),
                        CdrReader::readOctetSequence, (s, v, c) -> s.octets(new byte[0])),
                new Value("seq-string", false, -1, List.of("one", "", "three"), w -> {
                    w.writeLong(3);
                    CdrText.writeString(w, "one");
                    CdrText.writeString(w, "");
                    CdrText.writeString(w, "three");
                }, r -> {
                    int count = r.readSequenceLength(5);
                    String[] values = new String[count];
                    for (int i = 0; i < count; i++) {
                        values[i] = CdrText.readString(r);
                    }
                    return List.of(values);
                }, (s, v, c) -> s.int32(3).string("one", c).string("", c).string("three", c)),
                new Value("struct", false, -1, List.of((byte) 0xab, 2.5, (short) -3, 0x0102030405060708L, "Peregrine"),
                        w -> {
                            w.writeOctet((byte) 0xab);
                            w.writeDouble(2.5);
                            w.writeShort((short) -3);
                            w.writeLongLong(0x0102030405060708L);
                            CdrText.writeString(w, "Peregrine");
                        },
                        r -> List.of(r.readOctet(), r.readDouble(), r.readShort(), r.readLongLong(), CdrText.readString(r)),
                        (s, v, c) -> s.octet(0xab).float64(2.5).int16(-3).int64(0x0102030405060708L)
                                .string("Peregrine", c)),
                new Value("union-case", false, -1, List.of(1, 0x11223344), w -> {
                    w.writeLong(1);
                    w.writeLong(0x11223344);
                }, r -> List.of(r.readLong(), r.readLong()), (s, v, c) -> s.int32(1).int32(0x11223344)),
                new Value("union-string", false, -1, List.of(2, "abc"), w -> {
                    w.writeLong(2);
                    CdrText.writeString(w, "abc");
                }, r -> List.of(r.readLong(), CdrText.readString(r)), (s, v, c) -> s.int32(2).string("abc", c)),
                new Value("union-default", false, -1, List.of(7, (byte) 0x5a), w -> {
                    w.writeLong(7);
                    w.writeOctet((byte) 0x5a);
                }, r -> List.of(r.readLong(), r.readOctet()), (s, v, c) -> s.int32(7).octet(0x5a)),
                new Value("enum", false, -1, 2, w -> w.writeLong(2), CdrReader::readLong, (s, v, c) -> s.int32(2)),
                new Value("array-short", false, -1, SHORTS, w -> w.writeShorts(SHORTS, 0, SHORTS.length), r -> {
                    short[] values = new short[SHORTS.length];
                    r.readShorts(values, 0, values.length);
                    return values;
                }, (s, v, c) -> {
                    for (short value : SHORTS) {
                        s.int16(value);
                    }
                }));
    }

    private static Value simple(String name, int kind, Object expected, Consumer<CdrWriter> write,
            Function<CdrReader, Object> read, Consumer<Wire> spelling) {
        return new Value(name, false, kind, expected, write, read, (s, v, c) -> spelling.accept(s));
    }

    private static Value wide(String name, int kind, Object expected, Consumer<CdrWriter> write,
            Function<CdrReader, Object> read, Spelling spelling) {
        return new Value(name, true, kind, expected, write, read, spelling);
    }

    private static Value string(String name, String value) {
        return new Value(name, false, 18, value, w -> CdrText.writeString(w, value), CdrText::readString,
                (s, v, c) -> s.string(value, c));
    }

    private static Value wstring(String name, String value) {
        return new Value(name, true, 27, value, w -> CdrText.writeWString(w, value), CdrText::readWString,
                (s, v, c) -> {
                    if (v == GiopVersion.V1_2) {
                        s.int32(value.length() * 2);
                        bigEndianUnits(s, value);
                    } else {
                        s.int32(value.length() + 1).units(value).int16(0);
                    }
                });
    }

    /**
     * GIOP 1.2 wchar (§15.3.1.6): an octet count, then the code unit big-endian whatever the
     * stream's byte order (no BOM); GIOP 1.1: an aligned ushort in the stream's byte order.
     */
    private static void wchar(Wire wire, GiopVersion version, char value) {
        if (version == GiopVersion.V1_2) {
            wire.octet(2);
            bigEndianUnits(wire, String.valueOf(value));
        } else {
            wire.int16(value);
        }
    }

    private static void bigEndianUnits(Wire wire, String value) {
        for (int i = 0; i < value.length(); i++) {
            wire.raw(value.charAt(i) >>> 8, value.charAt(i) & 0xff);
        }
    }
}
