package org.peregrine.giop.cdr;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import org.junit.jupiter.api.Test;

class HeapBuffersTest {

    @Test
    void shouldGrowFourfoldAndKeepWhatWasWritten() {
        ByteBuf buf = HeapBuffers.growable(512);
        for (int i = 0; i < 512; i++) {
            buf.writeByte(i);
        }
        assertEquals(512, buf.capacity());
        buf.writeByte(512);
        assertEquals(2048, buf.capacity());
        buf.writeZero(2048 - 513);
        buf.writeByte(7);
        assertEquals(8192, buf.capacity());
        for (int i = 0; i <= 512; i++) {
            assertEquals((byte) i, buf.getByte(i));
        }
        assertEquals(7, buf.getByte(2048));
    }

    @Test
    void shouldGrowFarEnoughForOneLargeWrite() {
        ByteBuf buf = HeapBuffers.growable(64);
        buf.writeBytes(new byte[5000]);
        assertEquals(16384, buf.capacity()); // the smallest power of two's fourfold that holds it
        assertEquals(5000, buf.writerIndex());
    }

    @Test
    void shouldCopyOnlyTheReadableOctets() {
        ByteBuf source = HeapBuffers.growable(16).writeBytes(new byte[] {1, 2, 3, 4});
        source.readByte();
        ByteBuf copy = HeapBuffers.copyOf(source);
        assertEquals(3, copy.readableBytes());
        assertEquals(2, copy.getByte(0));
        assertEquals(1, source.readerIndex());
    }
}
