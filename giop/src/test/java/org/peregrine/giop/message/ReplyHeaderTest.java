package org.peregrine.giop.message;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.buffer.UnpooledByteBufAllocator;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.Vectors;
import org.peregrine.giop.Wire;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrText;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptionKind;

/**
 * {@link ReplyHeader} against the Replies of JacORB's and the GlassFish ORB's servers in GIOP 1.0
 * and 1.2 (vectors/README.md, section D): the header, the result or system exception body, and
 * re-encoding to the same octets.
 */
class ReplyHeaderTest {

    /** ExceptionDetailMessage (CORBA 3.0 §13.7.1). */
    private static final int EXCEPTION_DETAIL_MESSAGE = 14;

    static Stream<Arguments> replies() {
        return MessageVectors.files("reply");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("replies")
    void shouldDecodePeerReply(String peer, String file) throws GiopProtocolException {
        Properties index = Vectors.index(peer);
        byte[] message = Vectors.bytes(peer, file);
        assertEquals(Vectors.number(index, file, "messageSize"),
                new GiopFramer(1 << 20).bodySize(Unpooled.wrappedBuffer(message), 0));
        CdrReader in = RequestHeaderTest.bodyReaderOver(message);
        assertEquals(MessageType.REPLY, new GiopHeader().wrap(in.buffer(), 0).type());

        ReplyHeader reply = ReplyHeader.read(in);
        if (in.version() == GiopVersion.V1_2) {
            in.align(8);
        }

        assertEquals(Vectors.field(index, file, "giop"), in.version().toString());
        assertEquals(Vectors.number(index, file, "requestId"), reply.requestId());
        assertEquals(Vectors.number(index, file, "replyStatus"), reply.status().ordinal());
        MessageVectors.assertContexts(index, file, reply.serviceContexts());
        assertEquals(Vectors.number(index, file, "bodyOffset"), in.position());
        if (reply.status() == ReplyStatus.NO_EXCEPTION) {
            String result = Vectors.field(index, file, "result");
            assertEquals("long 0x%08x".formatted(in.readLong()), result);
        } else {
            assertEquals(ReplyStatus.SYSTEM_EXCEPTION, reply.status());
            String id = CdrText.readString(in);
            assertEquals(Vectors.field(index, file, "exceptionId"), id);
            assertEquals(Vectors.number(index, file, "exceptionMinor"), in.readLong() & 0xffffffffL);
            int completion = in.readLong();
            assertEquals(Vectors.number(index, file, "exceptionCompleted"), completion);
            assertEquals(CompletionStatus.COMPLETED_NO, CompletionStatus.from_int(completion));
            SystemExceptionKind kind = SystemExceptionKind.fromRepositoryId(id);
            assertEquals(id, kind.repositoryId());
        }
        assertEquals(0, in.remaining());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("replies")
    void shouldReencodePeerReplyToIdenticalOctets(String peer, String file) {
        byte[] message = Vectors.bytes(peer, file);
        CdrReader in = RequestHeaderTest.bodyReaderOver(message);
        ReplyHeader reply = ReplyHeader.read(in);
        int headerEnd = in.position();
        if (in.version() == GiopVersion.V1_2) {
            in.align(8);
        }
        int bodyStart = in.position();
        byte[] body = new byte[in.remaining()];
        in.readOctets(body, 0, body.length);

        ByteBuf buf = UnpooledByteBufAllocator.DEFAULT.heapBuffer(message.length);
        try {
            GiopHeader.write(buf, in.version(), false, MessageType.REPLY, false);
            CdrWriter out = new CdrWriter().wrap(buf, 0, false, in.version(), CodeSets.DEFAULT);
            reply.write(out);
            if (in.version() == GiopVersion.V1_2) {
                out.align(8);
            }
            out.writeOctets(body, 0, body.length);
            out.flush();
            new GiopHeader().wrap(buf, 0).size(buf.readableBytes() - GiopHeader.LENGTH);

            byte[] expected = message.clone();
            Arrays.fill(expected, headerEnd, bodyStart, (byte) 0);
            Vectors.assertSameOctets(expected, ByteBufUtil.getBytes(buf));
        } finally {
            buf.release();
        }
    }

    /**
     * JacORB's ExceptionDetailMessage is an encapsulated wstring in the GIOP 1.2 layout (length
     * in octets, no terminator) even in its GIOP 1.0 replies, where a 1.0/1.1 wstring would count
     * code units including a NUL.
     */
    @ParameterizedTest
    @ValueSource(strings = {"server10-badOperation-m2-reply.hex", "server12-badOperation-m2-reply.hex"})
    void shouldReadJacorbExceptionDetailAsGiop12WString(String file) {
        List<ServiceContext> contexts = ReplyHeader.read(RequestHeaderTest.bodyReaderOver(
                Vectors.bytes("jacorb", file))).serviceContexts();
        ServiceContext detail = ServiceContext.find(contexts, EXCEPTION_DETAIL_MESSAGE);

        CdrReader in = CdrReader.encapsulation(Unpooled.wrappedBuffer(detail.data()), GiopVersion.V1_2,
                CodeSets.DEFAULT);
        assertEquals("no operation noSuchOperation", CdrText.readWString(in));
        assertEquals(0, in.remaining());
    }

    @Test
    void shouldThrowMarshalOnUnknownReplyStatus() {
        byte[] message = Wire.giop(1, 2).type(1).int32(5).int32(6).int32(0).build();
        CdrReader in = RequestHeaderTest.bodyReaderOver(message).completion(CompletionStatus.COMPLETED_YES);

        SystemException e = assertThrows(MARSHAL.class, () -> ReplyHeader.read(in));
        assertEquals(GiopMinor.BAD_REPLY_STATUS.value(), e.minor);
        assertEquals(CompletionStatus.COMPLETED_YES, e.completed);
    }

    @Test
    void shouldDecodeLittleEndianGiop10ReplySpelledByHand() {
        byte[] message = Wire.giop(1, 0).littleEndianMessage().type(1).int32(0).int32(9).int32(0)
                .int32(0x0a0b0c0d).build();
        CdrReader in = RequestHeaderTest.bodyReaderOver(message);

        ReplyHeader reply = ReplyHeader.read(in);

        assertEquals(9, reply.requestId());
        assertEquals(ReplyStatus.NO_EXCEPTION, reply.status());
        assertEquals(0x0a0b0c0d, in.readLong());
    }

    /** Every proper prefix of every captured reply header fails as MARSHAL. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("replies")
    void shouldThrowMarshalForEveryTruncatedReplyHeader(String peer, String file) {
        byte[] message = Vectors.bytes(peer, file);
        CdrReader whole = RequestHeaderTest.bodyReaderOver(message);
        ReplyHeader.read(whole);
        for (int length = GiopHeader.LENGTH; length < whole.position(); length++) {
            CdrReader in = RequestHeaderTest.bodyReaderOver(Arrays.copyOf(message, length));
            int cut = length;
            SystemException e = assertThrows(SystemException.class, () -> ReplyHeader.read(in), () -> "cut " + cut);
            assertInstanceOf(MARSHAL.class, e);
        }
    }
}
