package org.peregrine.orb.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Refused messages are counted, and logged at INFO at most once per interval, saying how many
 * came since the last INFO line, the rest at DEBUG, never with a stack trace: a peer sending
 * malformed messages cannot flood the log.
 */
class PeerFaultsTest {

    private record Line(System.Logger.Level level, String message, Throwable thrown) {
    }

    /** A logger that keeps what it is given. */
    private static final class Recorder implements System.Logger {
        final List<Line> lines = new ArrayList<>();

        @Override
        public String getName() {
            return "recorder";
        }

        @Override
        public boolean isLoggable(Level level) {
            return true;
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String message, Throwable thrown) {
            lines.add(new Line(level, message, thrown));
        }

        @Override
        public void log(Level level, ResourceBundle bundle, String format, Object... parameters) {
            lines.add(new Line(level, format, null));
        }

        List<Line> at(Level level) {
            return lines.stream().filter(line -> line.level() == level).toList();
        }
    }

    private final Recorder log = new Recorder();
    private long now = 1_000;
    private final PeerFaults faults = new PeerFaults(log, () -> now);

    @Test
    void shouldLogTheFirstRefusalAtInfoAndTheNextOnesOfTheIntervalAtDebug() {
        for (int i = 0; i < 5; i++) {
            faults.refused("peer:" + i, "magic bytes 47494f58");
        }

        assertEquals(5, faults.refusedCount());
        assertEquals(1, log.at(System.Logger.Level.INFO).size());
        assertTrue(log.at(System.Logger.Level.INFO).get(0).message().contains("peer:0"), log.lines.toString());
        assertEquals(4, log.at(System.Logger.Level.DEBUG).size());
        assertTrue(log.lines.stream().allMatch(line -> line.thrown() == null), "a stack trace was logged");
    }

    @Test
    void shouldLogAtInfoAgainAfterTheIntervalWithTheCountSinceTheLast() {
        faults.refused("peer:1", "first");
        faults.refused("peer:2", "second");
        faults.refused("peer:3", "third");
        now += TimeUnit.SECONDS.toNanos(RateLimitedLog.INTERVAL_SECONDS);

        faults.refused("peer:4", "fourth");

        List<Line> info = log.at(System.Logger.Level.INFO);
        assertEquals(2, info.size(), log.lines.toString());
        assertTrue(info.get(1).message().contains("fourth"), info.get(1).message());
        assertTrue(info.get(1).message().contains("3 since the last such line, 4 in all"),
                info.get(1).message());
    }

    @Test
    void shouldCountRefusedConnectionsApartAndWarnAboutTheLimit() {
        faults.refused("peer:1", "bad magic");
        faults.refusedConnection("peer:2", 1024);
        faults.refusedConnection("peer:3", 1024);

        assertEquals(1, faults.refusedCount());
        assertEquals(2, faults.refusedConnectionCount());
        List<Line> warnings = log.at(System.Logger.Level.WARNING);
        assertEquals(1, warnings.size(), log.lines.toString());
        assertTrue(warnings.get(0).message().contains("peregrine.server.maxConnections"), warnings.get(0).message());
    }
}
