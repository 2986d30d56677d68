package org.peregrine.orb.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.omg.CORBA.COMM_FAILURE;
import org.omg.CORBA.CompletionStatus;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.cdr.HeapBuffers;
import org.peregrine.giop.codeset.CodeSets;
import org.peregrine.giop.message.GiopVersion;

/** A stub's {@code close} of its request stream: the stream's owner releases an unsent message. */
class CdrOutputStreamCloseTest {

    private static CdrOutputStream ownedBy(Object owner) {
        CdrWriter writer = new CdrWriter().wrap(HeapBuffers.growable(16), 0, false, GiopVersion.V1_2,
                CodeSets.DEFAULT);
        return new CdrOutputStream(ValuesOnlyContext.DEFAULT, writer, owner);
    }

    @Test
    void shouldTellItsOwnerWhenClosed() {
        AtomicInteger closed = new AtomicInteger();
        CdrOutputStream out = ownedBy((CdrOutputStream.Releasing) closed::incrementAndGet);

        out.close();

        assertEquals(1, closed.get());
    }

    @Test
    void shouldRaiseTheOwnersCorbaExceptionAsItIsWhenClosed() {
        COMM_FAILURE failure = new COMM_FAILURE("cancelling the request failed", 1, CompletionStatus.COMPLETED_NO);
        CdrOutputStream out = ownedBy((CdrOutputStream.Releasing) () -> {
            throw failure;
        });

        assertSame(failure, assertThrows(COMM_FAILURE.class, out::close));
    }
}
