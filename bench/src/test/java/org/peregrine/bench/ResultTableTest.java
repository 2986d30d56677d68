package org.peregrine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ResultTableTest {

    private static Result rtt(String system, double medianMicros) {
        return new Result("pinned", "rtt", "ping", system, medianMicros * 1000, medianMicros * 2000, Double.NaN, 100,
                Double.NaN);
    }

    /** What a client reports for a row its system has no operation for. */
    private static Result absent(String system, String experiment, String row) {
        return Result.parse("RESULT," + experiment + "," + row + ",NaN,NaN,,0", "pinned", system);
    }

    private static Result clients(String system, double callsPerSecond) {
        return new Result("busy", "clients", "8 clients", system, 0, 0, callsPerSecond, 100, Double.NaN);
    }

    private static Result allocation(String system, double client, double server) {
        return Result.parse(String.format(java.util.Locale.ROOT, "RESULT,alloc,ping,NaN,NaN,%.3f,20000,%.3f",
                client, server), "pinned", system);
    }

    @Test
    void shouldDivideSubjectTimeByFloorTime() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(rtt("raw", 10), rtt("peregrine-lf", 25)));
        Map<String, Result> row = table.rows().get(0);
        assertEquals(2.5, ResultTable.costRatio(row, Peers.PEREGRINE_LF, Peers.RAW), 1e-9);
    }

    @Test
    void shouldPickTheFastestPeerOrbAndIgnoreFloorSubjectsAndRmi() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(rtt("raw", 1), rtt("peregrine-lf", 30),
                rtt("peregrine-wp", 2), rtt("jacorb", 50), rtt("glassfish", 40), rtt("rmi", 20)));
        assertEquals("glassfish", table.bestPeer(table.rows().get(0)).system());
        assertTrue(table.markdown().contains("| 30.0 / 60.0 µs |"));
        assertTrue(table.markdown().contains("| 30.00 | 0.75 (GlassFish 5.0.0) | 1.50 |"), table.markdown());
    }

    @Test
    void shouldPutTheRmiRatioInItsOwnColumn() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(rtt("peregrine-lf", 30), rtt("rmi", 20)));
        Map<String, Result> row = table.rows().get(0);
        assertEquals(1.5, ResultTable.costRatio(row, Peers.PEREGRINE_LF, Peers.RMI), 1e-9);
        assertTrue(table.markdown().contains("÷ best peer ORB | Peregrine L/F ÷ RMI |"), table.markdown());
        String line = table.markdown().lines().filter(l -> l.startsWith("| rtt")).findFirst().orElseThrow();
        assertTrue(line.endsWith("| — | — | 1.50 | — | — |"), line);
        assertTrue(table.csv().contains(",,,1.500,,\n"), table.csv());
    }

    @Test
    void shouldDivideRmiIiopByJdkRmiAndByGlassFishRmiIiop() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(rtt("peregrine-lf", 30), rtt("rmi", 20),
                rtt("peregrine-rmiiiop", 40), rtt("glassfish-rmiiiop", 160)));
        String markdown = table.markdown();
        assertTrue(markdown.contains("| Peregrine RMI-IIOP ÷ JDK RMI | Peregrine RMI-IIOP ÷ GlassFish RMI-IIOP |\n"),
                markdown);
        String line = markdown.lines().filter(l -> l.startsWith("| rtt")).findFirst().orElseThrow();
        assertTrue(line.endsWith("| 1.50 | 2.00 | 0.25 |"), line);
        assertTrue(table.csv().contains("pinned,rtt,ping,peregrine-rmiiiop,40.00,80.00,,,,100,,,2.000,0.250,\n"),
                table.csv());
    }

    @Test
    void shouldDivideEachTlsColumnByItsPlainColumnAndKeepTlsPeersOutOfTheBestPeer() {
        List<Peers> systems = List.of(Peers.RAW, Peers.PEREGRINE_LF, Peers.PEREGRINE_LF_TLS, Peers.JACORB,
                Peers.JACORB_TLS);
        ResultTable table = new ResultTable(systems, List.of(rtt("raw", 10), rtt("peregrine-lf", 20),
                rtt("peregrine-lf-tls", 30), rtt("jacorb", 80), rtt("jacorb-tls", 10)));
        String markdown = table.markdown();
        assertTrue(markdown.lines().findFirst().orElseThrow().endsWith("| Peregrine L/F ÷ raw"
                + " | Peregrine L/F ÷ best peer ORB | Peregrine L/F TLS ÷ Peregrine L/F | JacORB 3.9 TLS ÷ JacORB 3.9 |"),
                markdown);
        String line = markdown.lines().filter(l -> l.startsWith("| rtt")).findFirst().orElseThrow();
        assertTrue(line.endsWith("| 2.00 | 0.25 (JacORB 3.9) | 1.50 | 0.13 |"), line);
        assertTrue(table.csv().contains("pinned,rtt,ping,peregrine-lf-tls,30.00,60.00,,,,100,3.000,0.375,,,1.500\n"),
                table.csv());
    }

    @Test
    void shouldShowNoTlsOrBestPeerRatioWithoutThePlainColumns() {
        String header = new ResultTable(List.of(Peers.RAW, Peers.PEREGRINE_LF_TLS, Peers.JACORB_TLS),
                List.of(rtt("raw", 10), rtt("peregrine-lf-tls", 30), rtt("jacorb-tls", 40))).markdown().lines()
                .findFirst().orElseThrow();
        assertEquals("| experiment | row | setting | raw socket | Peregrine L/F TLS | JacORB 3.9 TLS"
                + " | Peregrine L/F TLS ÷ raw |", header);
    }

    @Test
    void shouldShowOnlyTheRatioColumnsWhoseSystemsAreColumns() {
        List<Peers> systems = List.of(Peers.PEREGRINE_LF, Peers.PEREGRINE_RMIIIOP, Peers.RMI);
        String header = new ResultTable(systems, List.of(rtt("peregrine-lf", 30))).markdown().lines().findFirst()
                .orElseThrow();
        assertEquals("| experiment | row | setting | Peregrine L/F | Peregrine RMI-IIOP | JDK RMI | Peregrine L/F ÷ RMI"
                + " | Peregrine RMI-IIOP ÷ JDK RMI |", header);
    }

    @Test
    void shouldMarkARowTheSystemHasNotAsNotApplicableWithoutRatiosOrCsvLine() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(absent("peregrine-lf", "bulk", "list:1000"),
                Result.parse("RESULT,bulk,list:1000,900000.0,990000.0,26.667,50", "pinned", "rmi")));
        String line = table.markdown().lines().filter(l -> l.startsWith("| bulk")).findFirst().orElseThrow();
        assertTrue(line.startsWith("| bulk | list:1000 | pinned | — | n/a | — | — | — | 900 µs · 26.7 MB/s |"), line);
        assertTrue(line.contains("| — | — | — | — | — |"), line);
        assertTrue(table.csv().lines().noneMatch(l -> l.contains("peregrine-lf")), table.csv());
    }

    @Test
    void shouldInvertThroughputSoThatRatiosAreCosts() {
        ResultTable table = new ResultTable(Peers.defaults(),
                List.of(clients("raw", 100_000), clients("peregrine-lf", 50_000), clients("jacorb", 25_000)));
        Map<String, Result> row = table.rows().get(0);
        assertEquals(2.0, ResultTable.costRatio(row, Peers.PEREGRINE_LF, Peers.RAW), 1e-9);
        assertTrue(table.markdown().contains("| 0.50 (JacORB 3.9) |"), table.markdown());
    }

    @Test
    void shouldShowMissingFiguresAsDashes() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(rtt("jacorb", 50)));
        String line = table.markdown().lines().filter(l -> l.startsWith("| rtt")).findFirst().orElseThrow();
        assertTrue(line.endsWith("| — | — | — |"), line);
    }

    @Test
    void shouldShowBothSidesOfAnAllocationRowAndNoRatios() {
        ResultTable table = new ResultTable(Peers.defaults(), List.of(allocation("raw", 0, 0),
                allocation("peregrine-lf", 1234.25, 96), allocation("jacorb", 500, 800)));
        String line = table.markdown().lines().filter(l -> l.startsWith("| alloc")).findFirst().orElseThrow();
        assertEquals("| alloc | ping | pinned | 0 B · 0 B | 1,234 B · 96 B | — | 500 B · 800 B | — | — | — |"
                + " — | — | — | — | — | — |", line);
        assertTrue(table.csv().contains("pinned,alloc,ping,peregrine-lf,,,1234.250,B/call,96.000,20000,,,,,\n"),
                table.csv());
    }

    @Test
    void shouldShowAMissingSideAsADash() {
        Result memory = Result.parse("RESULT,memory,64 MiB echo ORB pool,NaN,NaN,1.020,2,NaN", "idle", "peregrine-lf");
        assertEquals("1.02× · —", ResultTable.cell(memory));
    }

    @Test
    void shouldParseTheClientsResultLine() {
        Result r = Result.parse("RESULT,bulk,octet:16,1500.0,3000.0,10.500,42", "pinned", "rmi");
        assertEquals("octet:16", r.row());
        assertEquals(10.5, r.value(), 1e-9);
        assertEquals(42, r.calls());
    }
}
