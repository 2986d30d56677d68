package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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
}
