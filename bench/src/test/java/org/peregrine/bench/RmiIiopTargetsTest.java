package org.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.peregrine.bench.RmiIiopTargets.Verdict;

/** The RMI-IIOP targets checked on hand-made figures: which rows count, the limits, the allocation margin. */
class RmiIiopTargetsTest {

    private static final List<Peers> SYSTEMS =
            List.of(Peers.PEREGRINE_LF, Peers.PEREGRINE_RMIIIOP, Peers.GLASSFISH_RMIIIOP, Peers.RMI);

    private static Result timed(String experiment, String row, String system, double micros) {
        return new Result("pinned", experiment, row, system, micros * 1000, micros * 1000, Double.NaN, 100,
                Double.NaN);
    }

    private static Result clients(String system, double callsPerSecond) {
        return new Result("busy", "clients", "8 clients", system, 0, 0, callsPerSecond, 100, Double.NaN);
    }

    private static Result allocation(String row, String system, double client, double server) {
        return Result.parse(String.format(Locale.ROOT, "RESULT,alloc,%s,NaN,NaN,%.3f,20000,%.3f", row, client,
                server), "pinned", system);
    }

    private static List<Verdict> verdicts(Result... results) {
        return new RmiIiopTargets(new ResultTable(SYSTEMS, List.of(results))).verdicts();
    }

    private static Verdict only(List<Verdict> verdicts, String targetStart) {
        List<Verdict> matching = verdicts.stream().filter(v -> v.target().startsWith(targetStart)).toList();
        assertEquals(1, matching.size(), verdicts.toString());
        return matching.get(0);
    }

    @Test
    void shouldListTheRowsSlowerThanJdkRmiAndIgnoreRowsWithoutBothFigures() {
        List<Verdict> verdicts = verdicts(
                timed("rtt", "ping", "peregrine-rmiiiop", 30), timed("rtt", "ping", "rmi", 40),
                timed("bulk", "long:16", "peregrine-rmiiiop", 50), timed("bulk", "long:16", "rmi", 40),
                timed("rtt", "echoString", "peregrine-rmiiiop", 30),
                timed("clients", "1 client", "peregrine-rmiiiop", 90), timed("clients", "1 client", "rmi", 10));

        Verdict verdict = only(verdicts, "time per call ≤ 1.00 × JDK RMI's");
        assertEquals("missed in 1 of 2 rows: long:16 1.25", verdict.figure());
        assertEquals(false, verdict.met());
    }

    @Test
    void shouldAskForHalfOfGlassFishRmiIiop() {
        List<Verdict> verdicts = verdicts(
                timed("rtt", "ping", "peregrine-rmiiiop", 50), timed("rtt", "ping", "glassfish-rmiiiop", 100),
                timed("bulk", "map:1000", "peregrine-rmiiiop", 600), timed("bulk", "map:1000", "glassfish-rmiiiop",
                        1000));

        Verdict verdict = only(verdicts, "time per call ≤ 0.50 × GlassFish RMI-IIOP's");
        assertEquals("missed in 1 of 2 rows: map:1000 0.60", verdict.figure());
    }

    @Test
    void shouldCompareCallsPerSecondAtEightClients() {
        List<Verdict> verdicts = verdicts(clients("peregrine-rmiiiop", 30_000), clients("rmi", 20_000));

        Verdict verdict = only(verdicts, "calls/s at 8 clients");
        assertEquals("busy", verdict.setting());
        assertEquals("all 1 rows", verdict.figure());
        assertTrue(verdict.met());
    }

    @Test
    void shouldAllowSixtyFourBytesPerCallMoreThanIdlPingOnEachSide() {
        Verdict met = only(verdicts(allocation("ping", "peregrine-lf", 200, 150),
                allocation("ping", "peregrine-rmiiiop", 264, 100)), "allocation per ping");
        assertEquals("client +64 B, server -50 B per call", met.figure());
        assertTrue(met.met());

        Verdict missed = only(verdicts(allocation("ping (not steady)", "peregrine-lf", 200, 150),
                allocation("ping", "peregrine-rmiiiop", 200, 215)), "allocation per ping");
        assertEquals("client +0 B, server +65 B per call (rows ping and ping (not steady))", missed.figure());
        assertEquals(false, missed.met());
    }

    @Test
    void shouldHaveNoTargetsWithoutPeregrineRmiIiop() {
        ResultTable table = new ResultTable(List.of(Peers.PEREGRINE_LF, Peers.RMI),
                List.of(timed("rtt", "ping", "peregrine-lf", 30), timed("rtt", "ping", "rmi", 40)));
        assertEquals("", new RmiIiopTargets(table).markdown());
    }
}
