package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.Wire;
import org.peregrine.giop.error.GiopMinor;

/**
 * {@link GiopFramer}, the {@link GiopHeader} flyweight and {@link IncomingMessage}'s decoding of
 * the header: every peer message frames to the size its index gives and decodes to its type,
 * version and flags; headers Peregrine must refuse are a {@link GiopProtocolException} carrying
 * the catalog's exception and minor code.
 */
class GiopFramerTest {

    private static final int MAX = 1 << 16;
    private final GiopFramer framer = new GiopFramer(MAX);

    static Stream<Arguments> messages() {
        return Stream.of("request", "reply", "fragment").flatMap(MessageVectors::files);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("messages")
    void shouldFramePeerMessageToIndexedSize(String peer, String file) throws GiopProtocolException {
        Properties index = Vectors.index(peer);
        byte[] message = Vectors.bytes(peer, file);
        ByteBuf buf = Unpooled.wrappedBuffer(message);

        int size = framer.bodySize(buf, 0);

        assertEquals(Vectors.number(index, file, "messageSize"), size);
        assertEquals(message.length, GiopHeader.LENGTH + size);
        GiopHeader header = new GiopHeader().wrap(buf, 0);
        assertEquals(Vectors.number(index, file, "messageType"), header.typeValue());
        assertEquals(Vectors.number(index, file, "flags"), message[6]);
        assertEquals(Boolean.parseBoolean(Vectors.field(index, file, "moreFragments")), header.moreFragments());
        IncomingMessage decoded = IncomingMessage.of(buf);
        assertEquals(Vectors.number(index, file, "messageType"), decoded.type().value());
        assertEquals(GiopVersion.of(message[4], message[5]), decoded.version());
        assertEquals((message[6] & 1) != 0, decoded.littleEndian());
        assertEquals(Boolean.parseBoolean(Vectors.field(index, file, "moreFragments")), decoded.moreFragments());
    }

    /** GIOP 1.0 has no Fragments: its flags octet's second bit says nothing. */
    @Test
    void shouldDecodeAGiop10HeaderWithTheSecondFlagBitSetAsWhole() {
        byte[] header = {'G', 'I', 'O', 'P', 1, 0, 0x03, 1, 0, 0, 0, 0};

        IncomingMessage decoded = IncomingMessage.of(Unpooled.wrappedBuffer(header));

        assertEquals(GiopVersion.V1_0, decoded.version());
        assertEquals(MessageType.REPLY, decoded.type());
        assertTrue(decoded.littleEndian());
        assertFalse(decoded.moreFragments());
    }

    @Test
    void shouldFrameHeaderAtNonZeroIndex() throws GiopProtocolException {
        byte[] message = Vectors.bytes("jacorb", "giop12-echoLong-m1-request.hex");
        ByteBuf buf = Unpooled.wrappedBuffer(new byte[5], message);

        assertEquals(message.length - GiopHeader.LENGTH, framer.bodySize(buf, 5));
    }

    @ParameterizedTest
    @ValueSource(strings = {"GIOX", "giop", "POIG", "\0\0\0\0"})
    void shouldRejectBadMagic(String magic) {
        byte[] message = Wire.giop(1, 2).build();
        System.arraycopy(magic.getBytes(), 0, message, 0, 4);

        assertViolation(GiopMinor.BAD_MAGIC, message);
    }

    @ParameterizedTest
    @CsvSource({"1,3", "2,0", "0,9", "1,255", "255,2"})
    void shouldRejectUnsupportedVersion(int major, int minor) {
        assertViolation(GiopMinor.BAD_VERSION, Wire.giop(major, minor).build());
    }

    @ParameterizedTest
    @ValueSource(ints = {8, 9, 0x7f, 0xff})
    void shouldRejectUnknownMessageType(int type) {
        assertViolation(GiopMinor.BAD_MESSAGE_TYPE, Wire.giop(1, 2).type(type).build());
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void shouldRejectMessageBeyondMaximumSize(boolean littleEndian) {
        for (long size : new long[] {MAX + 1L, 0x7fffffffL, 0x80000000L, 0xffffffffL}) {
            byte[] message = Wire.giop(1, 2).build();
            message[6] = (byte) (littleEndian ? 1 : 0);
            for (int i = 0; i < 4; i++) {
                message[8 + i] = (byte) (size >>> (littleEndian ? 8 * i : 8 * (3 - i)));
            }
            assertViolation(GiopMinor.MESSAGE_TOO_LARGE, message);
        }
    }

    @Test
    void shouldAcceptMessageOfExactlyMaximumSize() throws GiopProtocolException {
        byte[] message = Wire.giop(1, 2).littleEndianMessage().zeros(MAX).build();

        assertEquals(MAX, framer.bodySize(Unpooled.wrappedBuffer(message), 0));
    }

    @Test
    void shouldRejectFragmentInGiop10() {
        assertViolation(GiopMinor.FRAGMENT_NOT_ALLOWED, Wire.giop(1, 0).type(MessageType.FRAGMENT.value()).build());
    }

    @ParameterizedTest
    @EnumSource(value = GiopVersion.class, names = {"V1_1", "V1_2"})
    void shouldAcceptFragmentFromGiop11(GiopVersion version) throws GiopProtocolException {
        byte[] message = Wire.giop(version.major(), version.minor()).type(MessageType.FRAGMENT.value()).int32(5).build();

        assertEquals(4, framer.bodySize(Unpooled.wrappedBuffer(message), 0));
    }

    /** In GIOP 1.0 the flags octet is the boolean byte_order; bit 1 is not "more fragments". */
    @Test
    void shouldIgnoreMoreFragmentsBitInGiop10() {
        byte[] message = Wire.giop(1, 0).flags(3).build();
        GiopHeader header = new GiopHeader().wrap(Unpooled.wrappedBuffer(message), 0);

        assertTrue(header.littleEndian());
        assertFalse(header.moreFragments());
    }

    @ParameterizedTest
    @EnumSource(GiopVersion.class)
    void shouldWriteHeaderThatFramesBack(GiopVersion version) throws GiopProtocolException {
        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer();
        try {
            GiopHeader.write(buf, version, true, MessageType.REPLY, false);
            buf.writeZero(20);
            GiopHeader header = new GiopHeader().wrap(buf, 0);
            header.size(20);

            assertEquals(20, framer.bodySize(buf, 0));
            assertEquals(version, header.version());
            assertTrue(header.littleEndian());
            assertEquals(MessageType.REPLY, header.type());
            assertEquals(20, buf.getIntLE(8));
        } finally {
            buf.release();
        }
    }

    private void assertViolation(GiopMinor code, byte[] message) {
        GiopProtocolException e = assertThrows(GiopProtocolException.class,
                () -> framer.bodySize(Unpooled.wrappedBuffer(message), 0));
        SystemException exception = e.exception();
        assertEquals(code.kind().repositoryId(), "IDL:omg.org/CORBA/" + exception.getClass().getSimpleName() + ":1.0");
        assertEquals(code.value(), exception.minor, exception.getMessage());
        assertEquals(CompletionStatus.COMPLETED_NO, exception.completed);
        assertEquals(exception, e.getCause());
    }
}
