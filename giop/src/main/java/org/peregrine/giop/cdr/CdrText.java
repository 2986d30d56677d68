package org.peregrine.giop.cdr;

import static org.peregrine.giop.cdr.TextInCodeSets.character;
import static org.peregrine.giop.cdr.TextInCodeSets.firstSurrogate;
import static org.peregrine.giop.cdr.TextInCodeSets.latin1Length;
import static org.peregrine.giop.cdr.TextInCodeSets.utf8Length;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.MinorCode;
import org.peregrine.giop.error.OmgMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.message.GiopVersion;

/**
 * Text in CDR: {@code char}, {@code wchar}, {@code string} and {@code wstring} (CORBA 3.0
 * §15.3.1.6, §15.3.2.7), read and written through the cursors in the code sets negotiated for
 * the stream ({@link CdrReader#codeSets()}) and the encoding its GIOP version prescribes for wide
 * characters. The cursors move octets; this class decides what they mean.
 *
 * <p>Narrow text is ISO 8859-1 or UTF-8 ({@link CharCodeSet}); wide text is UTF-16 or UCS-2
 * ({@link WcharCodeSet}). Text the code set cannot carry is refused where it is met, with the
 * exception its {@link CodeSets} say (DATA_CONVERSION minor 1 where the sets were negotiated):
 * never altered. Names read again and again (operation names, repository ids) go through a
 * {@link StringCache}, so that reading one seen before creates nothing.
 */
public final class CdrText {

    /** The UTF-16 byte order mark, big-endian: {@code fe ff}. */
    private static final char BYTE_ORDER_MARK = 0xfeff;
    /** The mark read in the other byte order: little-endian code units follow. */
    private static final char SWAPPED_BYTE_ORDER_MARK = 0xfffe;

    private CdrText() {
    }

    // ---- reading ---------------------------------------------------------------------------

    /** Reads a {@code char}: one octet, which in UTF-8 is a character only below 0x80. */
    public static char readChar(CdrReader in) {
        return charOf(in, in.readOctet() & 0xff);
    }

    public static void readChars(CdrReader in, char[] into, int offset, int length) {
        int start = in.advance(length);
        ByteBuf buf = in.buf();
        for (int i = 0; i < length; i++) {
            into[offset + i] = charOf(in, buf.getByte(start + i) & 0xff);
        }
    }

    private static char charOf(CdrReader in, int octet) {
        if (octet > 0x7f && in.codeSets().charSet() == CharCodeSet.UTF_8) {
            throw in.error(in.codeSets().charRefusal(), String.format("Octet 0x%02x on its own", octet),
                    CharCodeSet.UTF_8);
        }
        return (char) octet;
    }

    /** Reads a {@code wchar}; see {@link #writeWchar} for the encodings. */
    public static char readWchar(CdrReader in) {
        WcharCodeSet set = wcharSetToRead(in);
        char value = in.version() == GiopVersion.V1_2 ? readWchar12(in) : (char) in.readShort();
        if (set == WcharCodeSet.UCS_2 && Character.isSurrogate(value)) {
            throw in.error(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, character(value), set);
        }
        return value;
    }

    /** The stream's wchar code set, if wide data may be read from it; else what CORBA prescribes. */
    private static WcharCodeSet wcharSetToRead(CdrReader in) {
        MinorCode refusal = in.codeSets().wcharRefusal(in.version(), false);
        if (refusal != null) {
            throw in.error(refusal);
        }
        return in.codeSets().wcharSet();
    }

    /**
     * A GIOP 1.2 wchar: an octet count, then one UTF-16 code unit, big-endian unless preceded by
     * a byte order mark (§15.3.1.6; the GlassFish ORB sends the mark, making 4 octets).
     */
    private static char readWchar12(CdrReader in) {
        int length = in.readOctet() & 0xff;
        if (length == 2) {
            return (char) in.buf().getShort(in.advance(2));
        }
        if (length == 4) {
            int at = in.advance(4);
            ByteBuf buf = in.buf();
            int mark = buf.getUnsignedShort(at);
            if (mark == BYTE_ORDER_MARK || mark == SWAPPED_BYTE_ORDER_MARK) {
                return (char) (mark == SWAPPED_BYTE_ORDER_MARK ? buf.getShortLE(at + 2) : buf.getShort(at + 2));
            }
        }
        throw in.error(GiopMinor.BAD_WCHAR_LENGTH, length);
    }

    public static void readWchars(CdrReader in, char[] into, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            into[i] = readWchar(in);
        }
    }

    /**
     * Reads a {@code string}. A length of zero is not valid CDR but is sent by some old ORBs for
     * the empty string; it is read as {@code ""}.
     */
    public static String readString(CdrReader in) {
        int length = in.readLong();
        if (length == 0) {
            return "";
        }
        int start = startOfString(in, length);
        String value = decode(in, start, length - 1);
        in.moveBy(length);
        return value;
    }

    /**
     * Copies a {@code string} from {@code in} to {@code out}, as an {@code any} copies a value it
     * has no Java type for. When both streams have the same char code set the octets are copied
     * as they are, their length and terminating NUL checked; what they encode is checked when
     * the string is read as text. Otherwise the string is read as text and written again.
     */
    public static void copyString(CdrReader in, CdrWriter out) {
        if (in.codeSets().charSet() != out.codeSets().charSet()) {
            writeString(out, readString(in));
            return;
        }
        int length = in.readLong();
        if (length == 0) {
            writeString(out, ""); // an empty string some peers send without its NUL
            return;
        }
        int start = startOfString(in, length);
        out.writeLong(length);
        out.writeOctets(in.buf(), start, length);
        in.moveBy(length);
    }

    /**
     * Reads a {@code string} through {@code cache}: one seen before creates nothing. Meant for
     * names (operations, repository ids), which are ASCII; any other string is decoded as {@link
     * #readString} does. With no cache, it is {@link #readString}.
     */
    public static String readName(CdrReader in, StringCache cache) {
        if (cache == null) {
            return readString(in);
        }
        int length = in.readLong();
        if (length == 0) {
            return ""; // an old ORB's empty string, as readString reads it
        }
        if (length < 0 || !in.available(length)) {
            throw in.error(GiopMinor.STRING_LENGTH, length & 0xffffffffL, in.remaining());
        }
        int start = in.index();
        byte[] array = in.arrayHolding(start, length);
        String name;
        if (array != null) {
            // in the piece's array: no buffer accessors, each with its bounds and liveness checks
            int at = in.arrayIndex(start);
            if (array[at + length - 1] != 0) {
                throw in.error(GiopMinor.STRING_NOT_TERMINATED);
            }
            name = cache.get(array, at, length - 1);
        } else {
            if (in.buf().getByte(start + length - 1) != 0) {
                throw in.error(GiopMinor.STRING_NOT_TERMINATED);
            }
            name = cache.get(in.buf(), start, length - 1);
        }
        in.moveBy(length);
        return name != null ? name : decode(in, start, length - 1);
    }

    /**
     * Checks a string's length (counting its NUL) against what follows and that its last octet is
     * the NUL; returns the buffer index of its first octet, the cursor still before it.
     */
    private static int startOfString(CdrReader in, int length) {
        if (length < 0 || !in.available(length)) {
            throw in.error(GiopMinor.STRING_LENGTH, length & 0xffffffffL, in.remaining());
        }
        int start = in.index();
        if (in.buf().getByte(start + length - 1) != 0) {
            throw in.error(GiopMinor.STRING_NOT_TERMINATED);
        }
        return start;
    }

    /**
     * The {@code length} octets at buffer index {@code start}, decoded in the stream's char code
     * set. Every octet is a Latin-1 character; octets that are not UTF-8 are refused (the fast
     * decoder replaces them with U+FFFD, which a strict one tells from a U+FFFD sent).
     */
    private static String decode(CdrReader in, int start, int length) {
        if (in.codeSets().charSet() != CharCodeSet.UTF_8) {
            return in.buf().toString(start, length, StandardCharsets.ISO_8859_1);
        }
        String value = in.buf().toString(start, length, StandardCharsets.UTF_8);
        if (value.indexOf('\uFFFD') >= 0) {
            try {
                StandardCharsets.UTF_8.newDecoder().decode(in.buf().nioBuffer(start, length));
            } catch (CharacterCodingException e) {
                throw SystemExceptions.of(in.codeSets().charRefusal(), in.completion(), e,
                        "Text of " + length + " octets at offset " + (start - in.index() + in.position()),
                        CharCodeSet.UTF_8);
            }
        }
        return value;
    }

    /**
     * Reads a {@code wstring}. In GIOP 1.2 a leading byte order mark is honoured and removed;
     * without one the code units are big-endian (§15.3.1.6).
     */
    public static String readWString(CdrReader in) {
        WcharCodeSet set = wcharSetToRead(in);
        String value = in.version() == GiopVersion.V1_2 ? readWString12(in) : readWString11(in);
        if (set == WcharCodeSet.UCS_2) {
            int surrogate = firstSurrogate(value);
            if (surrogate >= 0) {
                throw in.error(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, character(value.charAt(surrogate)), set);
            }
        }
        return value;
    }

    private static String readWString12(CdrReader in) {
        int octets = in.readLong();
        if (octets < 0 || (octets & 1) != 0 || !in.available(octets)) {
            throw in.error(GiopMinor.STRING_LENGTH, octets & 0xffffffffL, in.remaining());
        }
        int at = in.advance(octets);
        ByteBuf buf = in.buf();
        int units = octets / 2;
        boolean little = false;
        if (units > 0) {
            int first = buf.getUnsignedShort(at);
            if (first == BYTE_ORDER_MARK || first == SWAPPED_BYTE_ORDER_MARK) {
                little = first == SWAPPED_BYTE_ORDER_MARK;
                at += 2;
                units--;
            }
        }
        char[] chars = new char[units];
        for (int i = 0; i < units; i++, at += 2) {
            chars[i] = (char) (little ? buf.getShortLE(at) : buf.getShort(at));
        }
        return new String(chars);
    }

    private static String readWString11(CdrReader in) {
        int units = in.readLong();
        if (units == 0) {
            return "";
        }
        if (units < 0 || units > in.remainingAtMost() / 2) {
            throw in.error(GiopMinor.STRING_LENGTH, units & 0xffffffffL, in.remaining());
        }
        char[] chars = new char[units - 1];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) in.readShort();
        }
        if (in.readShort() != 0) {
            throw in.error(GiopMinor.STRING_NOT_TERMINATED);
        }
        return new String(chars);
    }

    // ---- writing ---------------------------------------------------------------------------

    /**
     * Writes a {@code char} in the negotiated char code set: one octet (§15.3.1.6), so in UTF-8
     * only ASCII.
     */
    public static void writeChar(CdrWriter out, char value) {
        CodeSets sets = out.codeSets();
        if (value > 0x7f && (sets.charSet() == CharCodeSet.UTF_8 || value > 0xff)) {
            throw SystemExceptions.of(sets.charRefusal(), out.completion(), character(value) + " in a char (one octet)",
                    sets.charSet());
        }
        out.writeOctet((byte) value);
    }

    public static void writeChars(CdrWriter out, char[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            writeChar(out, values[i]);
        }
    }

    /**
     * Writes a {@code wchar}: GIOP 1.2 as an octet length and UTF-16 big-endian code unit
     * (§15.3.1.6), after a byte order mark if the writer writes them, GIOP 1.1 as an aligned code
     * unit in the stream's byte order; GIOP 1.0 has no
     * wchar (see {@link CodeSets#wcharRefusal}).
     */
    public static void writeWchar(CdrWriter out, char value) {
        WcharCodeSet set = wcharSetToWrite(out);
        if (set == WcharCodeSet.UCS_2 && Character.isSurrogate(value)) {
            throw SystemExceptions.of(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, out.completion(), character(value),
                    set);
        }
        if (out.version() == GiopVersion.V1_2) {
            if (out.byteOrderMarks()) {
                out.writeOctet((byte) 4);
                out.writeUnalignedShortBigEndian(BYTE_ORDER_MARK);
            } else {
                out.writeOctet((byte) 2);
            }
            out.writeUnalignedShortBigEndian(value);
        } else {
            out.writeShort((short) value);
        }
    }

    /** The stream's wchar code set, if wide data may be written to it; else what CORBA prescribes. */
    private static WcharCodeSet wcharSetToWrite(CdrWriter out) {
        MinorCode refusal = out.codeSets().wcharRefusal(out.version(), true);
        if (refusal != null) {
            throw SystemExceptions.of(refusal, out.completion());
        }
        return out.codeSets().wcharSet();
    }

    public static void writeWchars(CdrWriter out, char[] values, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            writeWchar(out, values[i]);
        }
    }

    /**
     * Writes a {@code string}: length including the NUL, the octets, the NUL (§15.3.2.7). A
     * character ISO 8859-1 lacks, or in UTF-8 a surrogate without its pair, is refused.
     */
    public static void writeString(CdrWriter out, String value) {
        CharCodeSet set = out.codeSets().charSet();
        int length = set == CharCodeSet.UTF_8 ? utf8Length(value) : latin1Length(value);
        if (length < 0) {
            throw SystemExceptions.of(out.codeSets().charRefusal(), out.completion(),
                    character(value.codePointAt(-1 - length)), set);
        }
        out.writeLong(length + 1);
        out.writeEncoded(value, length, set == CharCodeSet.UTF_8);
        out.writeOctet((byte) 0);
    }

    /**
     * Writes a {@code string} encoded before by {@link #encodeAscii}: a copy of its octets rather
     * than an encoding char by char, for strings written again and again (repository ids).
     */
    public static void writeAsciiString(CdrWriter out, byte[] asciiWithNul) {
        out.writeLong(asciiWithNul.length);
        out.writeOctets(asciiWithNul, 0, asciiWithNul.length);
    }

    /**
     * The octets of {@code value} and a terminating NUL, as {@link #writeAsciiString} takes them,
     * if {@code value} is ASCII (which both char code sets Peregrine speaks encode alike, so the
     * octets suit any stream); {@code null} if it is not.
     */
    public static byte[] encodeAscii(String value) {
        byte[] octets = new byte[value.length() + 1];
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c > 0x7f) {
                return null;
            }
            octets[i] = (byte) c;
        }
        return octets;
    }

    /**
     * Writes a {@code wstring}: in GIOP 1.2 the length in octets then big-endian UTF-16 without
     * terminator, after a byte order mark if the writer writes them ({@link
     * CdrWriter#byteOrderMarks}) or the text begins with a character that reads as one; in GIOP
     * 1.1 the length in code units including a
     * terminating NUL, then the code units in the stream's byte order (§15.3.2.7).
     */
    public static void writeWString(CdrWriter out, String value) {
        WcharCodeSet set = wcharSetToWrite(out);
        if (set == WcharCodeSet.UCS_2) {
            int surrogate = firstSurrogate(value);
            if (surrogate >= 0) {
                throw SystemExceptions.of(OmgMinor.DATA_CONVERSION_NOT_IN_CODE_SET, out.completion(),
                        character(value.codePointAt(surrogate)), set);
            }
        }
        int length = value.length();
        if (out.version() == GiopVersion.V1_2) {
            // the GlassFish ORB marks no empty wstring; a first character that reads as a mark
            // (U+FEFF, U+FFFE) needs one before it, or the reader takes it for one
            if (length > 0 && (out.byteOrderMarks() || readsAsMark(value.charAt(0)))) {
                out.writeLong(length * 2 + 2);
                out.writeUnalignedShortBigEndian(BYTE_ORDER_MARK);
            } else {
                out.writeLong(length * 2);
            }
            out.writeUnalignedShortsBigEndian(value);
        } else {
            out.writeLong(length + 1);
            for (int i = 0; i < length; i++) {
                out.writeShort((short) value.charAt(i));
            }
            out.writeShort((short) 0);
        }
    }

    /** Whether {@code first}, a wstring's first code unit, is read as a byte order mark. */
    private static boolean readsAsMark(char first) {
        return first == BYTE_ORDER_MARK || first == SWAPPED_BYTE_ORDER_MARK;
    }

    /** Encodes {@code value} aside, for text that continues in the next part of a message. */
    static byte[] encode(CharSequence value, int length, boolean utf8) {
        byte[] octets = new byte[length];
        ByteBuf aside = Unpooled.wrappedBuffer(octets).clear();
        if (utf8) {
            ByteBufUtil.reserveAndWriteUtf8(aside, value, length);
        } else {
            aside.writeCharSequence(value, StandardCharsets.ISO_8859_1);
        }
        return octets;
    }
}
