package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.MARSHAL;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@link CdrReader#rewind}: a reader pointed again at the buffer it read last reads exactly what
 * {@link CdrReader#wrap} would have it read, whatever it did before, and one pointed at anything
 * else is wrapped anew.
 */
class CdrReaderRewindTest {

    private static ByteBuf ints(int... values) {
        ByteBuf buf = HeapBuffers.growable(64);
        for (int value : values) {
            buf.writeInt(value);
        }
        return buf;
    }

    private static CdrReader rewound(CdrReader reader, ByteBuf buf, int start, int end) {
        return reader.rewind(buf, start, start, end, false, GiopVersion.V1_2, CodeSets.DEFAULT);
    }

    @Test
    void shouldReadFromTheNewStartUpToTheNewEnd() {
        ByteBuf buf = ints(1, 2, 3);
        CdrReader reader = rewound(new CdrReader(), buf, 0, 8);
        assertEquals(1, reader.readLong());
        assertEquals(2, reader.readLong());

        rewound(reader, buf, 4, 12);

        assertEquals(2, reader.readLong());
        assertEquals(3, reader.readLong());
        assertThrows(MARSHAL.class, reader::readLong);
    }

    @Test
    void shouldReadTheArrayTheBufferHasNow() {
        ByteBuf buf = ints(1);
        CdrReader reader = rewound(new CdrReader(), buf, 0, 4);
        assertEquals(1, reader.readLong());
        buf.capacity(4096).writeInt(2); // Netty moves the octets to a new array

        rewound(reader, buf, 0, 8);

        buf.setInt(4, 7);
        reader.readLong();
        assertEquals(7, reader.readLong());
    }

    @Test
    void shouldReadAnotherBufferFromItsStart() {
        CdrReader reader = rewound(new CdrReader(), ints(1, 2), 0, 8);
        reader.readLong();

        rewound(reader, ints(5, 6), 0, 8);

        assertEquals(5, reader.readLong());
        assertEquals(6, reader.readLong());
    }

    @Test
    void shouldReadAHeapBufferAfterReadingAComposite() {
        CdrReader reader = new CdrReader().wrap(Unpooled.wrappedBuffer(ints(8), ints(9)), 0, false,
                GiopVersion.V1_2, CodeSets.DEFAULT);
        assertEquals(8, reader.readLong());
        assertEquals(9, reader.readLong());

        rewound(reader, ints(5), 0, 4);

        assertEquals(5, reader.readLong());
    }

    @Test
    void shouldReadAfterThePositionWasMovedBack() {
        ByteBuf buf = ints(1, 2);
        CdrReader reader = rewound(new CdrReader(), buf, 0, 8);
        reader.readLong();
        reader.position(0); // the reader forgets its piece

        rewound(reader, buf, 4, 8);

        assertEquals(2, reader.readLong());
    }
}
