package org.peregrine.giop.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.util.Arrays;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.FragmentAssembler;
import org.peregrine.giop.message.GiopFramer;
import org.peregrine.giop.message.GiopHeader;
import org.peregrine.giop.message.GiopProtocolException;
import org.peregrine.giop.message.IncomingMessage;
import org.peregrine.giop.message.MessageType;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * A connection's octets as its reader frames them: the input is the byte stream. Each frame that
 * {@link GiopFramer} accepts and the stream holds whole goes, in a pooled buffer, to a {@link
 * FragmentAssembler}, which reassembles fragmented messages or (in {@link #streamed}) passes the
 * Request and Reply fragments through, as a server's and a client's connections do; what it
 * hands back is released, and a CancelRequest cancels its request. The first protocol violation
 * ends the stream, as it closes a connection. Then the assembler is closed, and every pooled
 * buffer must be back.
 */
class FramingFuzzTest {

    /** Small limits, so that inputs of a few KiB reach them. */
    private static final int MAX_MESSAGE_SIZE = 4096;
    private static final int MAX_IN_PROGRESS = 3;

    private final PooledInput input = new PooledInput();
    private final GiopFramer framer = new GiopFramer(MAX_MESSAGE_SIZE);

    @FuzzTest
    void reassembled(byte[] stream) {
        feed(stream, new FragmentAssembler(input.pool(), MAX_MESSAGE_SIZE, MAX_IN_PROGRESS));
    }

    @FuzzTest
    void streamed(byte[] stream) {
        FragmentAssembler assembler = new FragmentAssembler(input.pool(), MAX_MESSAGE_SIZE, MAX_IN_PROGRESS);
        assembler.streamFragmentsOf(MessageType.REQUEST);
        assembler.streamFragmentsOf(MessageType.REPLY);
        feed(stream, assembler);
    }

    private void feed(byte[] stream, FragmentAssembler assembler) {
        ByteBuf octets = Unpooled.wrappedBuffer(stream);
        try (assembler) {
            for (int at = 0; stream.length - at >= GiopHeader.LENGTH; ) {
                int frameLength = GiopHeader.LENGTH + framer.bodySize(octets, at);
                if (frameLength > stream.length - at) {
                    return; // the rest of the frame never comes
                }
                ByteBuf frame = input.direct(Arrays.copyOfRange(stream, at, at + frameLength));
                at += frameLength;
                ByteBuf message = assembler.accept(frame);
                if (message != null) {
                    handOn(message, assembler);
                }
            }
        } catch (GiopProtocolException e) {
            DocumentedFailure.check(e.exception());
        } finally {
            input.assertAllReleased();
        }
    }

    /**
     * What a connection's owner does with a message: a whole one frames to its size (a
     * reassembled one has its size fixed and its more-fragments flag cleared); a CancelRequest
     * drops its request's fragments.
     */
    private static void handOn(ByteBuf message, FragmentAssembler assembler) {
        try {
            IncomingMessage incoming = IncomingMessage.of(message);
            boolean passedThrough = incoming.moreFragments() || incoming.type() == MessageType.FRAGMENT;
            if (!passedThrough) {
                assertEquals(message.readableBytes() - GiopHeader.LENGTH,
                        new GiopHeader().wrap(message, message.readerIndex()).size(), "the size of a whole message");
            }
            if (incoming.type() == MessageType.CANCEL_REQUEST) {
                cancel(incoming, assembler);
            }
        } finally {
            message.release();
        }
    }

    /** As a server reads a CancelRequest: its request id, or a malformed one refused. */
    private static void cancel(IncomingMessage cancel, FragmentAssembler assembler) {
        try {
            assembler.cancel(cancel.reader(CodeSets.SERVER_WITHOUT_CONTEXT, CompletionStatus.COMPLETED_NO).readLong());
        } catch (SystemException e) {
            DocumentedFailure.check(e);
        }
    }
}
