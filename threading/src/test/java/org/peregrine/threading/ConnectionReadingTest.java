package org.peregrine.threading;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link ConnectionReading}: when a watcher may take a connection over from its thread. */
class ConnectionReadingTest {

    @Test
    void shouldTakeOverAConnectionWhoseRequestRanLongOnlyWhileNoThreadWritesToIt() throws Exception {
        try (OctetSource source = OctetSource.requests(octet -> { })) {
            ConnectionReading turn = new ConnectionReading(source);
            turn.running(100);
            assertFalse(turn.takeOverIfRunningSince(99), "taken over before its request ran long");

            source.writing(true);
            assertFalse(turn.takeOverIfRunningSince(200),
                    "taken over while a thread writes (the peer may not read: more threads would wait behind it)");
            assertTrue(turn.isCurrent());

            source.writing(false);
            assertTrue(turn.takeOverIfRunningSince(200));
            assertFalse(turn.isCurrent());
        }
    }
}
