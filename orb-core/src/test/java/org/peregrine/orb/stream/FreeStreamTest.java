package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.omg.CORBA.MARSHAL;
import org.omg.CORBA.portable.InputStream;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.HeapBuffers;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/**
 * {@code create_input_stream} of a free output stream (one of {@code ORB.create_output_stream}):
 * the input stream reads what was written before it was made, whatever the output stream writes
 * afterwards, and closing it leaves the output stream usable. The thread that made the output
 * stream reuses the reader of an input stream it closed; no reader is ever read by two streams.
 */
class FreeStreamTest {

    /** A free stream as the ORB makes one, with a small buffer so that writing on grows it. */
    private static CdrOutputStream freeStream() {
        CdrWriter writer = new CdrWriter().wrap(HeapBuffers.growable(16), 0, false, GiopVersion.V1_2,
                CodeSets.DEFAULT);
        return new CdrOutputStream(ValuesOnlyContext.DEFAULT, writer, null);
    }

    private static void assertReads(InputStream in, int count) {
        for (int i = 0; i < count; i++) {
            assertEquals(i, in.read_long());
        }
        assertThrows(MARSHAL.class, in::read_long, "nothing written after the stream was made");
    }

    @Test
    void shouldReadWhatWasWrittenBeforeWhileTheOutputStreamGrowsOn() {
        CdrOutputStream out = freeStream();
        for (int i = 0; i < 3; i++) {
            out.write_long(i);
        }
        InputStream first = out.create_input_stream();
        for (int i = 3; i < 1000; i++) {
            out.write_long(i); // the buffer grows: Netty moves the octets to a larger array
        }
        InputStream second = out.create_input_stream();

        assertReads(first, 3);
        assertReads(second, 1000);
    }

    /**
     * Input streams share the output stream's buffer, not a duplicate of it: one that moves the
     * buffer's reader index (its cursor's {@code buffer()}) changes nothing for the next.
     */
    @Test
    void shouldReadFromTheStartWhateverAnEarlierInputStreamDidToTheBuffer() {
        CdrOutputStream out = freeStream();
        out.write_octet((byte) 7); // so that the longs after it are aligned from the stream's start
        for (int i = 0; i < 3; i++) {
            out.write_long(i);
        }
        CdrInputStream first = (CdrInputStream) out.create_input_stream();
        first.read_octet();
        first.read_long();
        first.reader().buffer(); // sets the shared buffer's reader index to its cursor
        CdrInputStream second = (CdrInputStream) out.create_input_stream();

        assertEquals(7, second.read_octet());
        assertReads(second, 3);
        assertEquals(1, first.read_long(), "the first goes on where it was");
        assertEquals(2, first.read_long());
    }

    @Test
    void shouldLeaveTheOutputStreamUsableWhenTheInputStreamIsClosed() throws Exception {
        CdrOutputStream out = freeStream();
        out.write_long(0);
        try (InputStream in = out.create_input_stream()) {
            assertReads(in, 1);
        }
        out.write_long(1);

        assertReads(out.create_input_stream(), 2);
    }

    @Test
    void shouldReadAChunkSizeStillToBeFilledInAsItWasWhenTheStreamWasMade() {
        CdrOutputStream out = freeStream();
        int chunk = out.writer().reserveLength();
        out.write_long(7);
        InputStream early = out.create_input_stream();
        out.writer().fillLength(chunk);
        InputStream late = out.create_input_stream();

        assertEquals(0, early.read_long(), "the placeholder, not the size filled in later");
        assertEquals(4, late.read_long());
    }

    /** A free stream holding the longs 0 to {@code count - 1}. */
    private static CdrOutputStream holding(int count) {
        CdrOutputStream out = freeStream();
        for (int i = 0; i < count; i++) {
            out.write_long(i);
        }
        return out;
    }

    private static CdrInputStream input(CdrOutputStream out) {
        return (CdrInputStream) out.create_input_stream();
    }

    /** The reader of an input stream of {@code out}'s, closed once it is taken. */
    private static CdrReader readerOfClosed(CdrOutputStream out) {
        CdrInputStream in = input(out);
        CdrReader reader = in.reader();
        in.close();
        return reader;
    }

    @Test
    void shouldGiveTheMakerThreadTheReaderOfItsLastClosedInputStream() {
        CdrOutputStream out = holding(1);
        CdrReader reader = readerOfClosed(out);
        CdrInputStream next = input(out);

        assertSame(reader, next.reader());
        assertReads(next, 1);
    }

    /** Writing on moves the octets to a larger array: the reader lent again reads the new one. */
    @Test
    void shouldReadWhatWasWrittenSinceTheReaderWasLastLent() {
        CdrOutputStream out = holding(1);
        readerOfClosed(out);
        for (int i = 1; i < 1000; i++) {
            out.write_long(i);
        }
        assertReads(input(out), 1000);
    }

    @Test
    void shouldRefuseToReadThroughAReaderThatWentBack() {
        CdrOutputStream out = holding(2);
        CdrInputStream closed = input(out);
        closed.close();
        InputStream next = input(out);

        assertThrows(MARSHAL.class, closed::read_long);
        assertThrows(MARSHAL.class, closed::read_value);
        assertReads(next, 2); // the closed stream moved nothing
    }

    @Test
    void shouldGiveStreamsOpenAtTheSameTimeReadersOfTheirOwn() {
        CdrOutputStream out = holding(2);
        readerOfClosed(out);
        CdrInputStream first = input(out);
        CdrInputStream second = input(out);

        assertNotSame(first.reader(), second.reader());
        assertEquals(0, first.read_long());
        assertReads(second, 2);
        assertEquals(1, first.read_long());
    }

    @Test
    void shouldLendTheMakerThreadsReaderToNoOtherThread() throws Exception {
        CdrOutputStream out = holding(1);
        CdrReader own = readerOfClosed(out);
        CdrReader[] elsewhere = new CdrReader[2];
        onAnotherThread(() -> {
            elsewhere[0] = readerOfClosed(out);
            elsewhere[1] = input(out).reader();
        });

        assertNotSame(own, elsewhere[0]);
        assertNotSame(own, elsewhere[1]);
        assertSame(own, input(out).reader());
    }

    /** The maker thread's fields are its own: another thread closing the stream does not give the reader back. */
    @Test
    void shouldKeepTheReaderLentWhenAnotherThreadClosesTheStream() throws Exception {
        CdrOutputStream out = holding(1);
        CdrInputStream lent = input(out);
        CdrReader own = lent.reader();
        onAnotherThread(lent::close);
        CdrInputStream next = input(out);

        assertNotSame(own, next.reader());
        assertReads(next, 1);
    }

    private static void onAnotherThread(Runnable task) throws InterruptedException {
        Thread other = new Thread(task);
        other.start();
        other.join();
    }
}
