package org.peregrine.giop.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.netty.buffer.ByteBuf;
import java.util.function.BiConsumer;
import org.omg.CORBA.SystemException;
import org.peregrine.giop.cdr.ArrivingPieces;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.testsupport.fuzz.DocumentedFailure;

/**
 * Runs the same reads over the same octets in each shape of message a {@link CdrReader} meets:
 * one heap buffer (read in its array), a message reassembled from direct pieces, and the pieces
 * arriving while it is read. Each run writes what it read, and how it failed, to a transcript;
 * the transcripts must be equal, so that where a message's pieces end never shows in what is
 * read. Every buffer must be released after each run.
 */
final class ReadInEveryShape {

    private final PooledInput input;

    ReadInEveryShape(PooledInput input) {
        this.input = input;
    }

    /**
     * @param pieceLengths the lengths of the pieces, in turn (the last takes the rest)
     * @param reads reads from the reader, appending what they read to the transcript
     */
    void run(StreamSettings settings, byte[] octets, int[] pieceLengths, BiConsumer<CdrReader, StringBuilder> reads) {
        String whole = read(settings, input.heap(octets), null, reads);
        String reassembled = read(settings, input.composite(octets, pieceLengths), null, reads);
        ArrivingPieces arriving = new ArrivingPieces(input.pool().compositeDirectBuffer(Integer.MAX_VALUE),
                input.pieces(octets, pieceLengths));
        String whileArriving;
        try {
            whileArriving = read(settings, arriving.window().retain(), arriving, reads);
        } finally {
            arriving.close();
        }
        input.assertAllReleased();
        assertEquals(whole, reassembled, "read from a reassembled message");
        assertEquals(whole, whileArriving, "read while the pieces arrive");
    }

    private static String read(StreamSettings settings, ByteBuf message, ArrivingPieces arrivals,
            BiConsumer<CdrReader, StringBuilder> reads) {
        StringBuilder transcript = new StringBuilder();
        try {
            reads.accept(settings.reader(message).arrivals(arrivals), transcript);
        } catch (SystemException e) {
            transcript.append(" failed: ").append(DocumentedFailure.described(e));
        } finally {
            message.release();
        }
        return transcript.toString();
    }
}
