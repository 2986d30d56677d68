package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.DATA_CONVERSION;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.codeset.CharCodeSet;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.codeset.WcharCodeSet;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrText#copyString}, how an {@code any} copies a {@code string} it holds: the octets as
 * they are between streams of one char code set, read and written again between two; the length
 * and the terminating NUL checked either way.
 */
class CdrTextCopyTest {

    private static final CodeSets UTF_8 = CodeSets.negotiatedByClient(CharCodeSet.UTF_8, WcharCodeSet.UTF_16);
    private static final CodeSets LATIN_1 = CodeSets.negotiatedByClient(CharCodeSet.ISO_8859_1, WcharCodeSet.UTF_16);
    private static final int AFTER = 0x0a0b0c0d;

    private static byte[] written(CodeSets codeSets, Consumer<CdrWriter> write) {
        ByteBuf buf = Unpooled.buffer(64);
        try {
            CdrWriter out = new CdrWriter().wrap(buf, 0, false, GiopVersion.V1_2, codeSets);
            write.accept(out);
            return ByteBufUtil.getBytes(out.buffer());
        } finally {
            buf.release();
        }
    }

    private static CdrReader reader(CodeSets codeSets, byte[] octets) {
        return new CdrReader().wrap(Unpooled.wrappedBuffer(octets), 0, false, GiopVersion.V1_2, codeSets);
    }

    /** The octets {@code copyString} writes for a string read from {@code octets}, then the long after it. */
    private static byte[] copied(CodeSets from, byte[] octets, CodeSets to) {
        CdrReader in = reader(from, octets);
        return written(to, out -> {
            CdrText.copyString(in, out);
            out.writeLong(in.readLong());
        });
    }

    private static byte[] stringThenLong(CodeSets codeSets, String value) {
        return written(codeSets, out -> {
            CdrText.writeString(out, value);
            out.writeLong(AFTER);
        });
    }

    @Test
    void shouldCopyTheOctetsOfAStringBetweenStreamsOfOneCharCodeSet() {
        byte[] source = stringThenLong(UTF_8, "Grüße, 世界");

        assertArrayEquals(source, copied(UTF_8, source, UTF_8));
    }

    @Test
    void shouldReadAndWriteAgainBetweenStreamsOfTwoCharCodeSets() {
        byte[] latin1 = stringThenLong(LATIN_1, "Grüße aus Köln, señor!");

        assertArrayEquals(stringThenLong(UTF_8, "Grüße aus Köln, señor!"), copied(LATIN_1, latin1, UTF_8));
    }

    @Test
    void shouldWriteAnEmptyStringSentWithoutItsNulAsPeregrineWritesOne() {
        byte[] bare = written(UTF_8, out -> {
            out.writeLong(0);
            out.writeLong(AFTER);
        });

        assertArrayEquals(stringThenLong(UTF_8, ""), copied(UTF_8, bare, UTF_8));
    }

    @Test
    void shouldRefuseAStringWithoutItsNulOnTheOctetPath() {
        byte[] unterminated = written(UTF_8, out -> {
            out.writeLong(3);
            out.writeOctets(new byte[] {'a', 'b', 'c'}, 0, 3);
        });

        MARSHAL e = assertThrows(MARSHAL.class, () -> copied(UTF_8, unterminated, UTF_8));
        assertEquals(GiopMinor.STRING_NOT_TERMINATED.value(), e.minor);
    }

    /** What the octets encode is checked where the string is read as text, on the copy as on the original. */
    @Test
    void shouldCopyOctetsThatAreNotUtf8AsTheyAreAndRefuseThemWhenRead() {
        byte[] malformed = written(UTF_8, out -> {
            out.writeLong(3);
            out.writeOctets(new byte[] {'a', (byte) 0xff, 0}, 0, 3);
            out.writeLong(AFTER);
        });
        byte[] copy = copied(UTF_8, malformed, UTF_8);

        assertArrayEquals(malformed, copy);
        assertThrows(DATA_CONVERSION.class, () -> CdrText.readString(reader(UTF_8, copy)));
    }
}
