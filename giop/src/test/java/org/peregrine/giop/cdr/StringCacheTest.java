package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class StringCacheTest {

    private static ByteBuf octets(String text) {
        return Unpooled.copiedBuffer("xx" + text + "yy", StandardCharsets.ISO_8859_1);
    }

    @Test
    void shouldReturnTheSameStringForTheSameOctets() {
        StringCache cache = new StringCache();
        String first = cache.get(octets("echoLong"), 2, 8);
        assertEquals("echoLong", first);
        assertSame(first, cache.get(octets("echoLong"), 2, 8));
        assertEquals("echoLonh", cache.get(octets("echoLonh"), 2, 8));
        assertEquals("", cache.get(octets(""), 2, 0));
    }

    @Test
    void shouldStayBoundedWhenFloodedWithNewNames() {
        StringCache cache = new StringCache();
        for (int i = 0; i < 10 * StringCache.CAPACITY; i++) {
            String name = "op" + i;
            assertEquals(name, cache.get(octets(name), 2, name.length()));
        }
        String late = "op" + (10 * StringCache.CAPACITY - 1);
        // the table is full: a late name is still read right, just not kept
        assertNotSame(cache.get(octets(late), 2, late.length()), cache.get(octets(late), 2, late.length()));
    }

    @Test
    void shouldShareOneArrayPerObjectKey() {
        KeyCache cache = new KeyCache();
        byte[] first = cache.get(octets("PGK1key"), 2, 7);
        assertEquals("PGK1key", new String(first, StandardCharsets.ISO_8859_1));
        assertSame(first, cache.get(octets("PGK1key"), 2, 7));
        assertEquals("PGK1kez", new String(cache.get(octets("PGK1kez"), 2, 7), StandardCharsets.ISO_8859_1));
    }

    @Test
    void shouldFindTheSameStringInHeapSlicesAndDirectBuffers() {
        StringCache cache = new StringCache();
        String id = "IDL:org/peregrine/bench/idl/Items:1.0"; // four longs and a tail
        String first = cache.get(octets(id), 2, id.length());
        ByteBuf direct = Unpooled.directBuffer(64).writeBytes(octets(id));
        byte[] padded = ("0123" + id).getBytes(StandardCharsets.ISO_8859_1);
        ByteBuf slice = Unpooled.wrappedBuffer(padded, 3, padded.length - 3); // array offset 3
        try {
            assertSame(first, cache.get(direct, 2, id.length()));
            assertSame(first, cache.get(slice, 1, id.length()));
        } finally {
            direct.release();
        }
    }

    @Test
    void shouldLeaveNonAsciiOctetsToTheDecoder() {
        StringCache cache = new StringCache();
        assertNull(cache.get(octets("caf\u00e9-longer-than-eight"), 2, 22));
        assertNull(cache.get(octets("\u00e9t\u00e9"), 2, 3));
        String huge = "x".repeat(StringCache.MAX_LENGTH) + "\u00ff";
        assertNull(cache.get(octets(huge), 2, huge.length()));
        String longAscii = "y".repeat(StringCache.MAX_LENGTH + 1);
        assertEquals(longAscii, cache.get(octets(longAscii), 2, longAscii.length()));
    }

    @Test
    void shouldSeeANonAsciiOctetWhereverItLies() {
        StringCache cache = new StringCache();
        for (int length = 1; length <= 25; length++) {
            for (int at = 0; at < length; at++) { // in a whole long, a short tail, or only the last, overlapping long
                StringBuilder name = new StringBuilder("a".repeat(length));
                name.setCharAt(at, '\u00e9');
                assertNull(cache.get(octets(name.toString()), 2, length), name.toString());
            }
            String ascii = "b".repeat(length);
            assertEquals(ascii, cache.get(octets(ascii), 2, length));
        }
    }
}
